import { describe, expect, it } from 'vitest';
import { isCabinetPath, isOpenToVisitors, isPublicPath, paths } from '@/shared/paths';

describe('pages open to signed-out visitors', () => {
  it('are the crowdfunding list and a round view (DOMAIN.md, Crowdfunding)', () => {
    expect(isOpenToVisitors(paths.cabinet.crowdfunding.list())).toBe(true);
    expect(isOpenToVisitors(`${paths.cabinet.crowdfunding.list()}/`)).toBe(true);
    expect(isOpenToVisitors(paths.cabinet.crowdfunding.view('0b6f0c9e-3f1a-4b9e-9a43-2f5e1c0d7a11'))).toBe(true);
  });

  it('leave out the backers, a participant and every other cabinet page', () => {
    expect(isOpenToVisitors(paths.cabinet.crowdfunding.backers('r1'))).toBe(false);
    expect(isOpenToVisitors(paths.cabinet.crowdfunding.participant('r1', 'b1'))).toBe(false);
    expect(isOpenToVisitors(paths.cabinet.profile())).toBe(false);
    expect(isOpenToVisitors('/cabinet/crowdfunding-other')).toBe(false);
  });

  it('include the report check, a public page like the static ones', () => {
    expect(isPublicPath(paths.verify())).toBe(true);
    expect(isPublicPath('/verify/')).toBe(true);
    expect(paths.verify('ab'.repeat(32))).toBe(`/verify?sha256=${'ab'.repeat(32)}`);
  });

  it('are not public pages: the return after log-in may lead back to them', () => {
    expect(isPublicPath(paths.cabinet.crowdfunding.list())).toBe(false);
  });
});

describe('cabinet paths, whose routes load on their first visit', () => {
  it('are the cabinet and the back office, in any case', () => {
    expect(isCabinetPath(paths.cabinet.profile())).toBe(true);
    expect(isCabinetPath('/cabinet')).toBe(true);
    expect(isCabinetPath(paths.manage.queue())).toBe(true);
    expect(isCabinetPath('/Cabinet/Profile')).toBe(true);
  });

  it('leave out the sign-in and public pages and look-alikes', () => {
    for (const path of [paths.login(), paths.root(), paths.staticPages(), paths.verify(), '/cabinets', '/manager']) expect(isCabinetPath(path)).toBe(false);
  });
});
