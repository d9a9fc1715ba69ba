import type { Role, SectionSettings } from '@platform/contract';
import { paths } from '@/shared/paths';

/** Menu entries in the spec's order (part 2, section 2); log-out closes the menu separately. */
export const menuItems = [
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
  'applications',
  'startups',
  'settings',
  'experts',
  'schedule',
  'messages',
  'pilots',
  'crowdfunding',
  'portfolio',
  'investorChecks',
  'timeline',
] as const;
export type MenuItem = (typeof menuItems)[number];

const allowedByRole: Record<Role, ReadonlySet<MenuItem>> = {
  startup: new Set(['applications', 'settings', 'messages', 'pilots', 'crowdfunding', 'timeline']),
  investor: new Set(['applications', 'startups', 'settings', 'messages', 'pilots', 'crowdfunding', 'portfolio', 'investorChecks', 'timeline']),
  corporate: new Set(['applications', 'startups', 'settings', 'messages', 'pilots', 'crowdfunding', 'portfolio', 'investorChecks', 'timeline']),
  expert: new Set(['applications', 'settings', 'experts', 'schedule', 'messages', 'timeline']),
  manager: new Set([
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
  ]),
};

export const menuTargets: Record<MenuItem, string> = {
  ticketQueue: paths.manage.queue(),
  companies: paths.manage.companies(),
  managers: paths.manage.managers(),
  reports: paths.manage.reports(),
  managePilots: paths.manage.pilots(),
  roundQueue: paths.manage.crowdfunding(),
  classifications: paths.manage.classifications(),
  auditLog: paths.manage.audit(),
  outbox: paths.manage.outbox(),
  threads: paths.manage.messages(),
  applications: paths.cabinet.applications.list(),
  startups: paths.cabinet.startups(),
  settings: paths.cabinet.settings(),
  experts: paths.cabinet.expertList(),
  schedule: paths.cabinet.schedule(),
  messages: paths.cabinet.messages(),
  pilots: paths.cabinet.pilots.showcase(),
  crowdfunding: paths.cabinet.crowdfunding.list(),
  portfolio: paths.cabinet.portfolio(),
  investorChecks: paths.cabinet.investorChecks(),
  timeline: paths.cabinet.timeline(),
};

/** The menu a role sees, less the sections hidden for the account. */
export function cabinetMenu(role: Role, sections: SectionSettings): MenuItem[] {
  return menuItems.filter((item) => {
    if (!allowedByRole[role].has(item)) return false;
    if (item === 'pilots') return sections.pilots;
    if (item === 'crowdfunding' || item === 'portfolio' || item === 'investorChecks') return sections.crowdfunding;
    return true;
  });
}

/**
 * The entry to highlight for a page: the one whose target is the longest prefix of the path, so
 * `/manage/audit` lights the audit log rather than the queue at `/manage`.
 */
export function activeMenuItem(pathname: string, items: readonly MenuItem[]): MenuItem | null {
  let best: MenuItem | null = null;
  for (const item of items) {
    const to = menuTargets[item];
    const matches = pathname === to || pathname.startsWith(`${to}/`);
    if (matches && (best === null || to.length > menuTargets[best].length)) best = item;
  }
  return best;
}
