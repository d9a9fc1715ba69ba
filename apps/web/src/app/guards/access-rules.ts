import type { Role, SectionSettings } from '@platform/contract';
import { paths } from '@/shared/paths';

/** Screens with role rules (spec part 1, section 2; part 2, sections 2 and 6). */
export type AccessRule =
  | 'everyone'
  | 'profile'
  | 'applications'
  | 'applicationCreate'
  | 'applicationView'
  | 'startups'
  | 'expertList'
  | 'schedule'
  | 'messages'
  | 'pilots'
  | 'pilotCreate'
  | 'pilotView'
  | 'crowdfunding'
  | 'portfolio'
  | 'investorChecks'
  | 'timeline'
  | 'manage';

/** Why a redirect happened, told to the user in a notice where the spec asks for one. */
export type RedirectNotice = 'scoreNotFull';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; notice?: RedirectNotice } | { kind: 'error' };

export interface AccessContext {
  role: Role;
  isScoreFull: boolean;
  sections: SectionSettings;
  /** The `appTypeId` route parameter, where the route has one. */
  appTypeId?: string;
}

const allow: AccessDecision = { kind: 'allow' };
const error: AccessDecision = { kind: 'error' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });
const toProfile = redirect(paths.cabinet.profile());
const toApplications = redirect(paths.cabinet.applications.list());
/** A startup without a full score is sent to its applications with a notice (spec part 1, sections 2 and 6). */
const scoreNotFull: AccessDecision = { kind: 'redirect', to: paths.cabinet.applications.list(), notice: 'scoreNotFull' };

const isFoundation = (role: Role) => role === 'investor' || role === 'corporate';
const isCompany = (role: Role) => role === 'startup' || isFoundation(role);

export function decideAccess(rule: AccessRule, { role, isScoreFull, sections, appTypeId }: AccessContext): AccessDecision {
  switch (rule) {
    case 'everyone':
      return allow;
    case 'profile':
      // Managers have no company profile: their home is the back office, where every "back to
      // the cabinet" link and the return after log-in should take them.
      return role === 'manager' ? redirect(paths.manage.queue()) : allow;
    case 'applications':
      return isCompany(role) || role === 'expert' ? allow : error;
    case 'applicationCreate':
      if (role === 'startup') return isScoreFull ? allow : scoreNotFull;
      return isFoundation(role) ? allow : error;
    case 'applicationView':
      if (role === 'startup') return isScoreFull ? allow : scoreNotFull;
      if (role === 'expert') return appTypeId === 'expert_duedill' ? allow : toApplications;
      return isFoundation(role) ? allow : error;
    case 'startups':
      if (role === 'startup') return toProfile;
      return isFoundation(role) ? allow : error;
    case 'expertList':
    case 'schedule':
      return role === 'expert' ? allow : toProfile;
    case 'messages':
      return isCompany(role) || role === 'expert' ? allow : toProfile;
    case 'pilots':
      if (!sections.pilots || role === 'expert') return toProfile;
      return isCompany(role) ? allow : error;
    case 'pilotCreate':
      if (!sections.pilots || role === 'expert') return toProfile;
      if (role === 'startup') return redirect(paths.cabinet.pilots.showcase());
      return isFoundation(role) ? allow : error;
    case 'pilotView':
      return sections.pilots && isCompany(role) ? allow : toProfile;
    case 'crowdfunding':
      if (!sections.crowdfunding || role === 'expert') return toProfile;
      return isCompany(role) ? allow : error;
    case 'portfolio':
      // The backings of an investor or corporate: part of crowdfunding, hidden with it.
      return sections.crowdfunding && isFoundation(role) ? allow : toProfile;
    case 'investorChecks':
      // The checks come before backing a round: part of crowdfunding, hidden with it.
      return sections.crowdfunding && isFoundation(role) ? allow : toProfile;
    case 'timeline':
      // The company's own timeline; managers read companies' timelines in the back office.
      return role === 'manager' ? redirect(paths.manage.queue()) : allow;
    case 'manage':
      return role === 'manager' ? allow : error;
  }
}
