import { describe, expect, it } from 'vitest';
import { roles, type Role } from '@platform/contract';
import { decideAccess, type AccessContext, type AccessRule } from './access-rules';

const visible = { crowdfunding: true, pilots: true };

function decide(rule: AccessRule, role: Role, extra: Partial<AccessContext> = {}) {
  return decideAccess(rule, { role, isScoreFull: true, sections: visible, ...extra });
}

const profile = { kind: 'redirect', to: '/cabinet/profile' };
const applications = { kind: 'redirect', to: '/cabinet/applications' };
const scoreNotFull = { kind: 'redirect', to: '/cabinet/applications', notice: 'scoreNotFull' };
const allow = { kind: 'allow' };
const error = { kind: 'error' };

describe('access rules', () => {
  it('lets every role see the profile and settings', () => {
    for (const role of roles) expect(decide('everyone', role)).toEqual(allow);
  });

  it('profile: the company roles see their own; a manager goes to the back office', () => {
    for (const role of roles.filter((r) => r !== 'manager')) expect(decide('profile', role)).toEqual(allow);
    expect(decide('profile', 'manager')).toEqual({ kind: 'redirect', to: '/manage' });
  });

  it('startups list: startup to profile, investor and corporate in, others refused', () => {
    expect(decide('startups', 'startup')).toEqual(profile);
    expect(decide('startups', 'investor')).toEqual(allow);
    expect(decide('startups', 'corporate')).toEqual(allow);
    expect(decide('startups', 'expert')).toEqual(error);
    expect(decide('startups', 'manager')).toEqual(error);
  });

  it('expert list and schedule: experts only, others to profile', () => {
    for (const rule of ['expertList', 'schedule'] as const) {
      expect(decide(rule, 'expert')).toEqual(allow);
      for (const role of ['startup', 'investor', 'corporate', 'manager'] as const) expect(decide(rule, role)).toEqual(profile);
    }
  });

  it('messages: every company role; managers have their own queue', () => {
    for (const role of ['startup', 'expert', 'investor', 'corporate'] as const) expect(decide('messages', role)).toEqual(allow);
    expect(decide('messages', 'manager')).toEqual(profile);
  });

  it('applications list: the four company roles; managers refused', () => {
    for (const role of ['startup', 'investor', 'corporate', 'expert'] as const) expect(decide('applications', role)).toEqual(allow);
    expect(decide('applications', 'manager')).toEqual(error);
  });

  it('application create: startups need a full score, experts are refused', () => {
    expect(decide('applicationCreate', 'startup', { isScoreFull: false })).toEqual(scoreNotFull);
    expect(decide('applicationCreate', 'startup')).toEqual(allow);
    expect(decide('applicationCreate', 'investor')).toEqual(allow);
    expect(decide('applicationCreate', 'expert')).toEqual(error);
  });

  it('application view: experts see only expert due diligence', () => {
    expect(decide('applicationView', 'expert', { appTypeId: 'expert_duedill' })).toEqual(allow);
    expect(decide('applicationView', 'expert', { appTypeId: 'startup_pilot' })).toEqual(applications);
    expect(decide('applicationView', 'startup', { isScoreFull: false })).toEqual(scoreNotFull);
    expect(decide('applicationView', 'corporate')).toEqual(allow);
    expect(decide('applicationView', 'manager')).toEqual(error);
  });

  it('portfolio: investors and corporates with crowdfunding shown; everyone else to the profile', () => {
    expect(decide('portfolio', 'investor')).toEqual(allow);
    expect(decide('portfolio', 'corporate')).toEqual(allow);
    for (const role of ['startup', 'expert', 'manager'] as const) expect(decide('portfolio', role)).toEqual(profile);
    expect(decide('portfolio', 'investor', { sections: { ...visible, crowdfunding: false } })).toEqual(profile);
  });

  it('investor checks: investors and corporates with crowdfunding shown; everyone else to the profile', () => {
    expect(decide('investorChecks', 'investor')).toEqual(allow);
    expect(decide('investorChecks', 'corporate')).toEqual(allow);
    for (const role of ['startup', 'expert', 'manager'] as const) expect(decide('investorChecks', role)).toEqual(profile);
    expect(decide('investorChecks', 'corporate', { sections: { ...visible, crowdfunding: false } })).toEqual(profile);
  });

  it('crowdfunding: experts and hidden sections go to profile', () => {
    expect(decide('crowdfunding', 'expert')).toEqual(profile);
    expect(decide('crowdfunding', 'investor', { sections: { ...visible, crowdfunding: false } })).toEqual(profile);
    expect(decide('crowdfunding', 'startup')).toEqual(allow);
    expect(decide('crowdfunding', 'manager')).toEqual(error);
  });

  it('pilots: experts and hidden sections go to profile; only foundations create', () => {
    expect(decide('pilots', 'expert')).toEqual(profile);
    expect(decide('pilots', 'startup', { sections: { ...visible, pilots: false } })).toEqual(profile);
    expect(decide('pilots', 'corporate')).toEqual(allow);
    expect(decide('pilotCreate', 'investor')).toEqual(allow);
    expect(decide('pilotCreate', 'startup')).toEqual({ kind: 'redirect', to: '/cabinet/pilot_showcase' });
    expect(decide('pilotView', 'startup')).toEqual(allow);
    expect(decide('pilotView', 'manager')).toEqual(profile);
  });

  it('timeline: every company role reads its own; a manager goes to the back office', () => {
    for (const role of roles.filter((r) => r !== 'manager')) expect(decide('timeline', role)).toEqual(allow);
    expect(decide('timeline', 'manager')).toEqual({ kind: 'redirect', to: '/manage' });
  });

  it('back office: managers only', () => {
    expect(decide('manage', 'manager')).toEqual(allow);
    expect(decide('manage', 'startup')).toEqual(error);
  });
});
