import { describe, expect, it } from 'vitest';
import { relativeTime } from './when';

const now = new Date('2026-11-20T12:00:00.000Z');

describe('relative time', () => {
  it('says how long ago in the interface language', () => {
    expect(relativeTime('2026-11-20T09:00:00.000Z', now, 'en')).toBe('about 3 hours ago');
    expect(relativeTime('2026-11-20T09:00:00.000Z', now, 'ru')).toBe('около 3 часов назад');
    expect(relativeTime('2026-11-17T12:00:00.000Z', now, 'en')).toBe('3 days ago');
  });

  it('reads a time slightly ahead of this clock as just now, and a broken one as nothing', () => {
    expect(relativeTime('2026-11-20T12:00:20.000Z', now, 'en')).toBe('less than a minute ago');
    expect(relativeTime('not a date', now, 'en')).toBe('');
  });
});
