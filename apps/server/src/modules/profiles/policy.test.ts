import { describe, expect, it } from 'vitest';
import { roles, type Role } from '@platform/contract';
import { profilePolicy, startupProfileAbilities } from './policy.js';

const STARTUP = 's0000000-0000-4000-8000-000000000001';
const caller = (role: Role, id = 'c0000000-0000-4000-8000-000000000001') => ({ id, role });
/** A table's row per kind of caller, in the order of `roles`. */
const table = (expected: Record<Role, boolean>, verb: (role: Role) => boolean) => roles.forEach((role) => expect(verb(role), role).toBe(expected[role]));

describe('profilePolicy', () => {
  it('lets an expert company read a profile only while it works for the company', () => {
    const served = { companyId: STARTUP, servedByCaller: true };
    const notServed = { companyId: STARTUP, servedByCaller: false };
    table({ startup: true, investor: true, corporate: true, manager: true, expert: true }, (role) => profilePolicy.read(caller(role), served));
    table({ startup: true, investor: true, corporate: true, manager: true, expert: false }, (role) => profilePolicy.read(caller(role), notServed));
    table({ startup: false, investor: false, corporate: false, manager: false, expert: true }, (role) => profilePolicy.readingHangsOnWork(caller(role)));
  });

  it('gives a startup its own passport and no other startup’s', () => {
    const other = { companyId: STARTUP, servedByCaller: false };
    table({ startup: false, investor: true, corporate: true, manager: true, expert: false }, (role) => profilePolicy.readPassport(caller(role), other));
    expect(profilePolicy.readPassport(caller('startup', STARTUP), { companyId: STARTUP })).toBe(true);
    expect(profilePolicy.readPassport(caller('expert'), { companyId: STARTUP, servedByCaller: true })).toBe(true);
  });

  it('shows the offer’s quote to the ticket’s owner only', () => {
    table({ startup: true, investor: true, corporate: true, manager: false, expert: false }, (role) => profilePolicy.seeQuote(caller(role)));
  });

  it('opens a profile’s files to investors, corporates and expert companies', () => {
    table({ startup: false, investor: true, corporate: true, manager: false, expert: true }, (role) => profilePolicy.readProfileFiles(caller(role)));
  });

  it('carries the pilot counters’ readers in the profile’s abilities', () => {
    const other = { companyId: STARTUP };
    table(
      { startup: false, investor: true, corporate: true, manager: true, expert: false },
      (role) => startupProfileAbilities(caller(role), other).read_pilot_summary,
    );
    expect(startupProfileAbilities(caller('startup', STARTUP), other)).toEqual({ read_pilot_summary: true });
  });
});
