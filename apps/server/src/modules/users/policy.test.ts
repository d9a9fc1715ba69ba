import { describe, expect, it } from 'vitest';
import { roles, type Role } from '@platform/contract';
import { accountAbilities, accountPolicy } from './policy.js';

const table = (expected: Record<Role, boolean>, verb: (role: Role) => boolean) => roles.forEach((role) => expect(verb(role), role).toBe(expected[role]));

describe('accountPolicy.fileApplications', () => {
  it('lets investors and corporates file, and a startup once its score is full', () => {
    table({ startup: true, investor: true, corporate: true, expert: false, manager: false }, (role) =>
      accountPolicy.fileApplications({ role }, { scoreFull: true }),
    );
    table({ startup: false, investor: true, corporate: true, expert: false, manager: false }, (role) =>
      accountPolicy.fileApplications({ role }, { scoreFull: false }),
    );
  });

  it('is the ability user info carries', () => {
    expect(accountAbilities({ role: 'startup' }, { scoreFull: false })).toEqual({ file_applications: false });
    expect(accountAbilities({ role: 'investor' }, { scoreFull: false })).toEqual({ file_applications: true });
  });
});
