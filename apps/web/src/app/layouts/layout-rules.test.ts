import { describe, expect, it } from 'vitest';
import { activeMenuItem, cabinetMenu } from './cabinet-menu';
import { isFooterHidden } from './footer-visibility';

const visible = { crowdfunding: true, pilots: true };

describe('cabinet menu', () => {
  it('gives each role its items in the spec order', () => {
    expect(cabinetMenu('startup', visible)).toEqual(['applications', 'settings', 'messages', 'pilots', 'crowdfunding', 'timeline']);
    expect(cabinetMenu('investor', visible)).toEqual([
      'applications',
      'startups',
      'settings',
      'messages',
      'pilots',
      'crowdfunding',
      'portfolio',
      'investorChecks',
      'timeline',
    ]);
    expect(cabinetMenu('corporate', visible)).toEqual(cabinetMenu('investor', visible));
    expect(cabinetMenu('expert', visible)).toEqual(['applications', 'settings', 'experts', 'schedule', 'messages', 'timeline']);
    expect(cabinetMenu('manager', visible)).toEqual([
      'ticketQueue',
      'companies',
      'reports',
      'managePilots',
      'roundQueue',
      'classifications',
      'threads',
      'auditLog',
      'managers',
      'outbox',
      'settings',
    ]);
  });

  it('lights the entry whose address is the longest prefix of the page', () => {
    const manager = cabinetMenu('manager', visible);
    expect(activeMenuItem('/manage', manager)).toBe('ticketQueue');
    expect(activeMenuItem('/manage/tickets/t1', manager)).toBe('ticketQueue');
    expect(activeMenuItem('/manage/audit', manager)).toBe('auditLog');
    expect(activeMenuItem('/manage/companies', manager)).toBe('companies');
    expect(activeMenuItem('/manage/companies/startup/s1', manager)).toBe('companies');
    expect(activeMenuItem('/manage/managers', manager)).toBe('managers');
    expect(activeMenuItem('/manage/outbox', manager)).toBe('outbox');
    expect(activeMenuItem('/manage/reports', manager)).toBe('reports');
    expect(activeMenuItem('/manage/pilots', manager)).toBe('managePilots');
    expect(activeMenuItem('/manage/crowdfunding', manager)).toBe('roundQueue');
    expect(activeMenuItem('/manage/crowdfunding/c1', manager)).toBe('roundQueue');
    expect(activeMenuItem('/manage/classifications', manager)).toBe('classifications');
    expect(activeMenuItem('/manage/messages', manager)).toBe('threads');
    expect(activeMenuItem('/manage/messages/m1', manager)).toBe('threads');
    expect(activeMenuItem('/manager', manager)).toBeNull();
    expect(activeMenuItem('/cabinet/settings', manager)).toBe('settings');
  });

  it('hides the sections switched off for the account', () => {
    expect(cabinetMenu('startup', { crowdfunding: false, pilots: true })).not.toContain('crowdfunding');
    expect(cabinetMenu('investor', { crowdfunding: true, pilots: false })).not.toContain('pilots');
    // The checks come before backing a round: they hide with crowdfunding.
    expect(cabinetMenu('corporate', { crowdfunding: false, pilots: true })).not.toContain('investorChecks');
  });

  it('gives companies their timeline, and managers none', () => {
    expect(cabinetMenu('startup', { crowdfunding: false, pilots: false })).toEqual(['applications', 'settings', 'messages', 'timeline']);
    expect(activeMenuItem('/cabinet/timeline', cabinetMenu('corporate', visible))).toBe('timeline');
    expect(cabinetMenu('manager', visible)).not.toContain('timeline');
  });
});

describe('footer visibility', () => {
  it('hides the footer on the long list screens', () => {
    for (const path of [
      '/cabinet/schedule',
      '/cabinet/startups',
      '/cabinet/expert-list',
      '/cabinet/crowdfunding',
      '/cabinet/crowdfunding/view/c1/backers',
      '/cabinet/applications/view/startup_investment/a1/crowdfunding/c1/offers',
      '/cabinet/applications/view/startup_investment/a1/crowdfunding/c1/backers',
    ]) {
      expect(isFooterHidden(path, 'investor'), path).toBe(true);
    }
  });

  it('keeps it elsewhere', () => {
    expect(isFooterHidden('/cabinet/profile', 'startup')).toBe(false);
    expect(isFooterHidden('/cabinet/crowdfunding/view/c1', 'investor')).toBe(false);
    expect(isFooterHidden('/cabinet/applications', 'expert')).toBe(false);
  });

  it('hides it on the showcase for startups only', () => {
    expect(isFooterHidden('/cabinet/pilot_showcase', 'startup')).toBe(true);
    expect(isFooterHidden('/cabinet/pilot_showcase', 'corporate')).toBe(false);
  });
});
