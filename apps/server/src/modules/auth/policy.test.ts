import { describe, expect, it } from 'vitest';
import { roles, type Role } from '@platform/contract';
import { sessionPolicy, signinLinkPolicy, signupKind } from './policy.js';

const table = (expected: Record<Role, boolean>, verb: (role: Role) => boolean) => roles.forEach((role) => expect(verb(role), role).toBe(expected[role]));

describe('signinLinkPolicy', () => {
  it('sends a sign-in link to a company’s account, never to a manager’s', () => {
    table({ startup: true, investor: true, corporate: true, expert: true, manager: false }, (role) => signinLinkPolicy.link({ role }));
  });

  it('invites managers only', () => {
    table({ startup: false, investor: false, corporate: false, expert: false, manager: true }, (role) => signinLinkPolicy.invite({ role }));
  });
});

describe('signupKind', () => {
  it('takes the expertise from an expert company and the brief from a startup', () => {
    table({ startup: false, investor: false, corporate: false, expert: true, manager: false }, (role) => signupKind.hasExpertise({ role }));
    table({ startup: true, investor: false, corporate: false, expert: false, manager: false }, (role) => signupKind.hasBrief({ role }));
  });
});

describe('sessionPolicy', () => {
  const lifetimes = { manager: { idleSeconds: 1800, absoluteSeconds: 43_200 }, company: { idleSeconds: 1_209_600, absoluteSeconds: 2_592_000 } };
  it('gives managers the short lifetimes and every company the long ones', () => {
    roles.forEach((role) => expect(sessionPolicy.lifetime({ role }, lifetimes), role).toBe(role === 'manager' ? lifetimes.manager : lifetimes.company));
  });
  it('holds to enrolment exactly the roles named', () => {
    const managersOnly = { startup: false, investor: false, corporate: false, expert: false, manager: true };
    table(managersOnly, (role) => sessionPolicy.mustHaveSecondFactor({ role }, ['manager']));
    table({ ...managersOnly, manager: false }, (role) => sessionPolicy.mustHaveSecondFactor({ role }, []));
  });
});
