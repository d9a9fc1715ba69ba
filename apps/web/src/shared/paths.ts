/**
 * Every URL of the web app, built in one place: route definitions use `routes`, links and
 * redirects use `paths`. Parameters are encoded here so callers never build URLs by hand.
 */
export const demoPages = [
  'palette',
  'typography',
  'buttons',
  'icons',
  'input',
  'checkbox',
  'radio',
  'select',
  'multi_select',
  'range_select',
  'date_select',
  'modal',
  'slider',
  'tabbar',
  'go_to_route',
  // Not in the spec's list: the shared empty, error and loading states, shown side by side.
  'states',
] as const;
export type DemoPage = (typeof demoPages)[number];

export const staticPageSlugs = ['privacy-policy', 'cookie-usage-policy', 'user-agreement'] as const;
export type StaticPageSlug = (typeof staticPageSlugs)[number];

/**
 * Steps of the authentication page, kept in `/login?step=…` so a reload stays on the step. The
 * first sign-up step (the role choice) is plain `sign-up`, the entry the log-in form links to.
 */
export const signUpSteps = [
  'sign-up',
  'sign-up-credentials',
  'sign-up-code',
  'sign-up-user',
  'sign-up-company',
  'sign-up-contact',
  'sign-up-expertise',
  'sign-up-brief',
  'sign-up-agreement',
] as const;
export type SignUpStep = (typeof signUpSteps)[number];

export const recoverySteps = ['recovery', 'recovery-code', 'recovery-password'] as const;
export type RecoveryStep = (typeof recoverySteps)[number];

export const authSteps = [...signUpSteps, ...recoverySteps] as const;
export type AuthStep = (typeof authSteps)[number];

/** Patterns for the router; children are relative to their parent. */
export const routes = {
  root: '/',
  welcome: '/welcome',
  login: '/login',
  thanks: '/thanks',
  staticPages: '/static-pages',
  staticPage: '/static-pages/:slug',
  verify: '/verify',
  demo: '/demo',
  demoPage: '/demo/:page',
  manage: '/manage',
  manageChildren: {
    ticket: 'tickets/:ticketId',
    audit: 'audit',
    outbox: 'outbox',
    reports: 'reports',
    pilots: 'pilots',
    companies: 'companies',
    companyById: 'companies/by-id/:companyId',
    company: 'companies/:companyRole/:companyId',
    managers: 'managers',
    messages: 'messages',
    thread: 'messages/:threadId',
    newTicketThread: 'tickets/:ticketId/message',
    newCompanyThread: 'companies/:companyRole/:companyId/message',
    crowdfunding: 'crowdfunding',
    round: 'crowdfunding/:crowdfundingId',
    classifications: 'classifications',
  },
  cabinet: '/cabinet',
  cabinetChildren: {
    profile: 'profile',
    settings: 'settings',
    startups: 'startups',
    startup: 'startups/:startupId',
    expertList: 'expert-list',
    schedule: 'schedule',
    messages: 'messages',
    message: 'messages/:mode/:messageId',
    messageNew: 'messages/:mode',
    applications: 'applications',
    pilots: 'pilot_showcase',
    crowdfunding: 'crowdfunding',
    portfolio: 'portfolio',
    investorChecks: 'investor-checks',
    timeline: 'timeline',
  },
  applicationsChildren: {
    create: 'create/:appTypeId',
    view: 'view/:appTypeId/:appId',
  },
  applicationViewChildren: {
    crowdfunding: 'crowdfunding/:crowdfundingId',
    crowdfundingBackers: 'crowdfunding/:crowdfundingId/backers',
    crowdfundingOffers: 'crowdfunding/:crowdfundingId/offers',
    message: 'message/:mode/:messageId',
    messageNew: 'message/:mode',
    offer: 'offer/:offerRole/:offerId',
    report: 'report',
  },
  pilotsChildren: {
    sample: 'sample/:sampleId',
    create: 'create',
    view: 'view/:pilotId',
  },
  crowdfundingChildren: {
    view: 'view/:crowdfundingId',
    backers: 'view/:crowdfundingId/backers',
    participant: 'view/:crowdfundingId/participant/:participantId',
    room: ':crowdfundingId/room',
  },
} as const;

const seg = (value: string | number) => encodeURIComponent(String(value));
const cabinet = (path: string) => `/cabinet/${path}`;

function appView(appTypeId: string, appId: string | number): string {
  return cabinet(`applications/view/${seg(appTypeId)}/${seg(appId)}`);
}

/** Tabs of the application view, kept in `?tab=` so a way back returns to the same tab; `report` is due diligence's. */
export const applicationTabs = ['info', 'messages', 'offers', 'meetings', 'report'] as const;
export type ApplicationTab = (typeof applicationTabs)[number];
/** Tabs of the expert's due-diligence view, in `?tab=` as well. */
export const expertTicketTabs = ['info', 'messages', 'meetings', 'report'] as const;
export type ExpertTicketTab = (typeof expertTicketTabs)[number];

export const paths = {
  root: () => '/',
  login: (step?: AuthStep) => (step ? `/login?step=${step}` : '/login'),
  thanks: () => '/thanks',
  staticPages: () => '/static-pages',
  staticPage: (slug: StaticPageSlug) => `/static-pages/${slug}`,
  /** The public check of a report PDF; with a fingerprint, the check of that fingerprint. */
  verify: (sha256?: string) => (sha256 ? `/verify?sha256=${encodeURIComponent(sha256)}` : '/verify'),
  demo: (page: DemoPage = demoPages[0]) => `/demo/${page}`,
  manage: {
    /** The ticket queue; `search` is its filters as URL search params (`?type=…&status=…&page=…`). */
    queue: (search = '') => (search ? `/manage?${search.replace(/^\?/, '')}` : '/manage'),
    ticket: (ticketId: string) => `/manage/tickets/${seg(ticketId)}`,
    audit: (search = '') => (search ? `/manage/audit?${search.replace(/^\?/, '')}` : '/manage/audit'),
    /** Expert reports waiting for a review. */
    reports: () => '/manage/reports',
    /** The pilots by status; `search` is its filters (`?status=…&page=…`), waiting ones by default. */
    pilots: (search = '') => (search ? `/manage/pilots?${search.replace(/^\?/, '')}` : '/manage/pilots'),
    /** Mail kept without an SMTP server; `to` filters it by recipient. */
    outbox: (to?: string) => (to ? `/manage/outbox?to=${encodeURIComponent(to)}` : '/manage/outbox'),
    /** Every company of every role; `search` is its search, filters, sort and page (`?q=…&role=…&page=…`). */
    companies: (search = '') => (search ? `/manage/companies?${search.replace(/^\?/, '')}` : '/manage/companies'),
    /** A company known only by its id (an audit entry): the page finds its role and moves on to `company`. */
    companyById: (companyId: string) => `/manage/companies/by-id/${seg(companyId)}`,
    /** The managers' accounts. */
    managers: () => '/manage/managers',
    /** A company's profile and account as a manager opens it; `ticketId` leads back to that application. */
    company: (companyRole: string, companyId: string, ticketId?: string) =>
      `/manage/companies/${seg(companyRole)}/${seg(companyId)}${ticketId ? `?ticketId=${seg(ticketId)}` : ''}`,
    /** The managers' queue of threads; `search` is its filters (`?kind=…&state=…&page=…`). */
    messages: (search = '') => (search ? `/manage/messages?${search.replace(/^\?/, '')}` : '/manage/messages'),
    thread: (threadId: string) => `/manage/messages/${seg(threadId)}`,
    /** A new thread on a ticket, started by a manager. */
    newTicketThread: (ticketId: string) => `/manage/tickets/${seg(ticketId)}/message`,
    /** A new company thread, started by a manager. */
    newCompanyThread: (companyRole: string, companyId: string) => `/manage/companies/${seg(companyRole)}/${seg(companyId)}/message`,
    /** The crowdfunding queues: rounds (`?status=…&page=…`) or backers to confirm (`?tab=backers`). */
    crowdfunding: (search = '') => (search ? `/manage/crowdfunding?${search.replace(/^\?/, '')}` : '/manage/crowdfunding'),
    /** A crowdfunding round as a manager moderates it, with all its backers. */
    round: (crowdfundingId: string) => `/manage/crowdfunding/${seg(crowdfundingId)}`,
    /** Backers' declarations of their figures, waiting ones by default (`?review=…&page=…`). */
    classifications: (search = '') => (search ? `/manage/classifications?${search.replace(/^\?/, '')}` : '/manage/classifications'),
  },
  cabinet: {
    root: () => '/cabinet',
    profile: () => cabinet('profile'),
    settings: () => cabinet('settings'),
    startups: () => cabinet('startups'),
    startup: (startupId: string) => cabinet(`startups/${seg(startupId)}`),
    expertList: () => cabinet('expert-list'),
    schedule: (expertId?: string) => cabinet(expertId ? `schedule?expertId=${seg(expertId)}` : 'schedule'),
    messages: () => cabinet('messages'),
    /** The company's own timeline: everything that happened to it on the platform. */
    timeline: () => cabinet('timeline'),
    /** A company thread: `view/{id}`, or `create` for a new one. */
    message: (mode: string, messageId?: string | number) => cabinet(`messages/${seg(mode)}${messageId === undefined ? '' : `/${seg(messageId)}`}`),
    applications: {
      list: () => cabinet('applications'),
      create: (appTypeId: string) => cabinet(`applications/create/${seg(appTypeId)}`),
      view: (appTypeId: string, appId: string | number, tab?: ApplicationTab | ExpertTicketTab) =>
        tab ? `${appView(appTypeId, appId)}?tab=${tab}` : appView(appTypeId, appId),
      crowdfunding: (appTypeId: string, appId: string, crowdfundingId: string) => `${appView(appTypeId, appId)}/crowdfunding/${seg(crowdfundingId)}`,
      crowdfundingBackers: (appTypeId: string, appId: string, crowdfundingId: string) =>
        `${appView(appTypeId, appId)}/crowdfunding/${seg(crowdfundingId)}/backers`,
      crowdfundingOffers: (appTypeId: string, appId: string, crowdfundingId: string) =>
        `${appView(appTypeId, appId)}/crowdfunding/${seg(crowdfundingId)}/offers`,
      message: (appTypeId: string, appId: string, mode: string, messageId?: string) =>
        `${appView(appTypeId, appId)}/message/${seg(mode)}${messageId ? `/${seg(messageId)}` : ''}`,
      offer: (appTypeId: string, appId: string, offerRole: string, offerId: string) => `${appView(appTypeId, appId)}/offer/${seg(offerRole)}/${seg(offerId)}`,
      report: (appTypeId: string, appId: string) => `${appView(appTypeId, appId)}/report`,
    },
    pilots: {
      showcase: () => cabinet('pilot_showcase'),
      sample: (sampleId: string) => cabinet(`pilot_showcase/sample/${seg(sampleId)}`),
      create: () => cabinet('pilot_showcase/create'),
      view: (pilotId: string) => cabinet(`pilot_showcase/view/${seg(pilotId)}`),
    },
    /** The investor's or corporate's backings (its status filter and page in `?status=…&page=…`). */
    portfolio: () => cabinet('portfolio'),
    /** The investor's or corporate's classification and yearly limit, checked before it backs a round. */
    investorChecks: () => cabinet('investor-checks'),
    crowdfunding: {
      list: () => cabinet('crowdfunding'),
      view: (crowdfundingId: string) => cabinet(`crowdfunding/view/${seg(crowdfundingId)}`),
      backers: (crowdfundingId: string) => cabinet(`crowdfunding/view/${seg(crowdfundingId)}/backers`),
      participant: (crowdfundingId: string, participantId: string) => cabinet(`crowdfunding/view/${seg(crowdfundingId)}/participant/${seg(participantId)}`),
      room: (crowdfundingId: string) => cabinet(`crowdfunding/${seg(crowdfundingId)}/room`),
    },
  },
} as const;

/** Pages that need no session: the sign-in pages and the static pages (spec part 2, section 2). */
const signInPaths = new Set(['/', '/login', '/thanks', '/welcome']);

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isSignInPath(pathname: string): boolean {
  return signInPaths.has(trimSlash(pathname));
}

export function isStaticPagePath(pathname: string): boolean {
  const path = trimSlash(pathname);
  return path === '/static-pages' || path.startsWith('/static-pages/');
}

export function isPublicPath(pathname: string): boolean {
  return isSignInPath(pathname) || isStaticPagePath(pathname) || trimSlash(pathname) === '/verify';
}

/**
 * Cabinet pages signed-out visitors may read too (DOMAIN.md, Crowdfunding): the rounds list and a
 * round's view. Unlike the public pages they count as a place to return to after log-in.
 */
export function isOpenToVisitors(pathname: string): boolean {
  const path = trimSlash(pathname);
  return path === '/cabinet/crowdfunding' || /^\/cabinet\/crowdfunding\/view\/[^/]+$/.test(path);
}

/** The cabinet's and the back office's pages, whose routes the web loads on their first visit. */
export function isCabinetPath(pathname: string): boolean {
  // The router matches paths regardless of case.
  const path = pathname.toLowerCase();
  return [routes.cabinet, routes.manage].some((root) => path === root || path.startsWith(`${root}/`));
}
