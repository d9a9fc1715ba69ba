import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/shared/lib/storage';
import { HISTORY_LIMIT, createNavHistory, signInKeyTarget, withoutSignInKey } from './nav-history';

describe('navigation history', () => {
  it('keeps the last 9 pages and skips repeats of the current one', () => {
    const history = createNavHistory(createMemoryStorage());
    for (let i = 0; i < 12; i++) history.record(`/cabinet/page-${i}`, '');
    history.record('/cabinet/page-11', '');
    expect(history.entries()).toHaveLength(HISTORY_LIMIT);
    expect(history.entries()[0]).toBe('/cabinet/page-3');
    expect(history.entries().at(-1)).toBe('/cabinet/page-11');
  });

  it('returns to the last page that is not a sign-in or static page', () => {
    const history = createNavHistory(createMemoryStorage());
    history.record('/cabinet/settings', '?tab=password');
    history.record('/', '');
    history.record('/static-pages/privacy-policy', '');
    history.record('/login', '?step=recovery');
    expect(history.returnTarget()).toBe('/cabinet/settings?tab=password');
  });

  it('has no return target when only public pages were seen', () => {
    const history = createNavHistory(createMemoryStorage());
    history.record('/', '');
    history.record('/thanks', '');
    expect(history.returnTarget()).toBeNull();
  });

  it('never stores the one-time sign-in key', () => {
    const history = createNavHistory(createMemoryStorage());
    history.record('/cabinet/messages', '?key=secret&tab=new');
    expect(history.entries()).toEqual(['/cabinet/messages?tab=new']);
    expect(withoutSignInKey('?key=abc')).toBe('');
  });

  it('survives a broken stored value', () => {
    const storage = createMemoryStorage();
    storage.setItem('navigation_history', '{not json');
    expect(createNavHistory(storage).entries()).toEqual([]);
  });

  it('a valid sign-in key lands where the link pointed, from the mailed link on the last page or the profile', () => {
    expect(signInKeyTarget('/', '?key=k1', null)).toBe('/cabinet/profile');
    expect(signInKeyTarget('/', '?key=k1', '/cabinet/timeline')).toBe('/cabinet/timeline');
    expect(signInKeyTarget('/cabinet/pilot_showcase', '?key=k1&tab=new', '/cabinet/settings')).toBe('/cabinet/pilot_showcase?tab=new');
  });
});
