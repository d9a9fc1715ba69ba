/** Query keys shared across features, so realtime events and mutations invalidate the same entries. */
export const queryKeys = {
  userInfo: ['user', 'info'] as const,
  userEvents: ['user', 'events'] as const,
  /** The account's live sessions and its sign-in log (Settings). */
  sessions: ['user', 'sessions'] as const,
  signins: ['user', 'signins'] as const,
  sectionSettings: ['web', 'section-settings'] as const,
  handbooks: (language: string) => ['handbooks', language] as const,
  tickets: ['tickets'] as const,
  /** The back office's tickets sit under `tickets`: every event that makes tickets stale reaches them. */
  managerTickets: ['tickets', 'manager'] as const,
  /** The expert's due-diligence tickets and reports: under `tickets`, and read again on every user event too. */
  expertTickets: ['tickets', 'expert'] as const,
  managerAudit: ['manager-audit'] as const,
  ticketTasks: ['ticket-tasks'] as const,
  companyTasks: ['company-tasks'] as const,
  /** The managers' queue of threads and the threads a manager opens. */
  managerThreads: ['manager-threads'] as const,
  offers: ['offers'] as const,
  /** The internal experts' work calendars with their meetings: a booked or cancelled meeting comes as a `ticket` event. */
  workCalendars: ['work-calendar'] as const,
  /** Every pilot showcase query (lists, cards, a startup's counters): a `pilot` event makes them all stale. */
  pilots: ['pilots'] as const,
  /** Every crowdfunding screen's data (list, card, backers, updates) sits under this root: a `crowdfunding` event makes it stale. */
  crowdfunding: ['crowdfunding'] as const,
  /** The startup's recommendations (the profile's banner and modal): a manager's text comes as an `account` event. */
  recommendations: ['profile', 'recommendations'] as const,
  /** Every profile screen's data (views, shared reports, the passport): a revoked report makes it stale. */
  profiles: ['profile'] as const,
  /** The startups list of investors and corporates (its verified filter and score). */
  startups: ['startups'] as const,
  /** Company timelines, the company's own and the ones managers open. */
  timeline: ['timeline'] as const,
  /** The back office's companies list, company pages and managers. */
  backoffice: ['backoffice'] as const,
};
