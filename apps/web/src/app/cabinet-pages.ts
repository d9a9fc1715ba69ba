import { afterAllTexts, lazyPage } from './lazy-page';
import { CabinetLayout } from './layouts/cabinet-layout';
import { expertOr } from './role-page';

// Every screen is its own chunk, loaded when it is first shown (the cabinet's routes, with this
// list of their files, load on the first visit to the cabinet: router.tsx).
const profile = () => import('@/features/profile/pages/profile-page');
const ownProfileParts = () => import('@/features/profile/pages/own-profile-parts');
const profileViews = () => import('@/features/profile/pages/view-pages');
const settings = () => import('@/features/settings/pages/settings-page');
const applicationRound = () => import('@/features/crowdfunding/pages/application-round-pages');
const applicationList = () => import('@/features/applications/pages/list-page');
const applicationCreate = () => import('@/features/applications/pages/create-page');
const ticketScreens = () => import('./screens/ticket-screens');
const expertTickets = () => import('@/features/duediligence/expert/pages/expert-pages');
const applicationReport = () => import('@/features/applications/pages/report-page');
const startups = () => import('@/features/startups/pages/startups-page');
const experts = () => import('@/features/experts/pages/experts-pages');
const schedule = () => import('@/features/schedule/pages/schedule-page');
const messages = () => import('@/features/messages/pages/messages-pages');
const applicationMessage = () => import('@/features/messages/pages/application-message-page');
const manageMessages = () => import('@/features/messages/pages/manager-messages-page');
const manageThread = () => import('@/features/messages/pages/manager-thread-page');
const pilots = () => import('@/features/pilots/pages/pilots-pages');
const crowdfunding = () => import('@/features/crowdfunding/pages/crowdfunding-pages');
const timeline = () => import('@/features/timeline/pages/timeline-page');
const portfolio = () => import('@/features/crowdfunding/portfolio/pages/portfolio-page');
const investorChecks = () => import('@/features/crowdfunding/checks/pages/checks-page');
const manageQueue = () => import('@/features/applications/manager/pages/queue-page');
const managerScreens = () => import('./screens/manager-screens');
const manageAudit = () => import('@/features/backoffice/pages/audit-page');
const manageOutbox = () => import('@/features/backoffice/pages/outbox-page');
const manageReports = () => import('@/features/duediligence/manager/pages/reports-page');
const managePilots = () => import('@/features/pilots/manager/pilots-page');
const manageCrowdfunding = () => import('@/features/crowdfunding/manager/pages/crowdfunding-pages');
const manageCompanies = () => import('@/features/backoffice/companies/pages/companies-page');
const manageCompany = () => import('@/features/backoffice/companies/pages/company-page');
const manageManagers = () => import('@/features/backoffice/companies/pages/managers-page');

export const Pages = {
  // The frame comes with the routes: one file, one round trip less on the cabinet's first load
  // (its own icons and parts no longer in small files apart).
  CabinetLayout: afterAllTexts(CabinetLayout),
  Profile: lazyPage(profile, 'ProfilePage', async (session) => (await ownProfileParts()).prepareOwnProfile(session)),
  Settings: lazyPage(settings, 'SettingsPage'),
  // An expert's applications are its due-diligence tickets (features/duediligence).
  Applications: expertOr(lazyPage(expertTickets, 'ExpertTicketsPage'), lazyPage(applicationList, 'ApplicationsPage')),
  ApplicationCreate: lazyPage(applicationCreate, 'ApplicationCreatePage'),
  ApplicationView: expertOr(lazyPage(ticketScreens, 'ExpertTicketViewScreen'), lazyPage(ticketScreens, 'ApplicationViewScreen')),
  ApplicationCrowdfunding: lazyPage(applicationRound, 'ApplicationCrowdfundingPage'),
  ApplicationBackers: lazyPage(applicationRound, 'ApplicationBackersPage'),
  ApplicationOffers: lazyPage(applicationRound, 'ApplicationOffersPage'),
  ApplicationMessage: lazyPage(applicationMessage, 'ApplicationMessagePage'),
  // The offer route shows the offered company's profile in view mode, with the interest answer.
  ApplicationOffer: lazyPage(profileViews, 'OfferProfilePage'),
  ApplicationReport: expertOr(lazyPage(expertTickets, 'ExpertReportPage'), lazyPage(applicationReport, 'ApplicationReportPage')),
  Startups: lazyPage(startups, 'StartupsPage'),
  StartupView: lazyPage(profileViews, 'StartupProfileViewPage'),
  ExpertList: lazyPage(experts, 'ExpertListPage'),
  Schedule: lazyPage(schedule, 'SchedulePage'),
  Messages: lazyPage(messages, 'MessagesPage'),
  Message: lazyPage(messages, 'MessagePage'),
  Pilots: lazyPage(pilots, 'PilotShowcasePage'),
  PilotSample: lazyPage(pilots, 'PilotSamplePage'),
  PilotCreate: lazyPage(pilots, 'PilotCreatePage'),
  PilotView: lazyPage(pilots, 'PilotViewPage'),
  Crowdfunding: lazyPage(crowdfunding, 'CrowdfundingListPage'),
  CrowdfundingView: lazyPage(crowdfunding, 'CrowdfundingViewPage'),
  CrowdfundingBackers: lazyPage(crowdfunding, 'CrowdfundingBackersPage'),
  CrowdfundingParticipant: lazyPage(crowdfunding, 'CrowdfundingParticipantPage'),
  CrowdfundingRoom: lazyPage(crowdfunding, 'CrowdfundingRoomPage'),
  Timeline: lazyPage(timeline, 'TimelinePage'),
  Portfolio: lazyPage(portfolio, 'PortfolioPage'),
  InvestorChecks: lazyPage(investorChecks, 'InvestorChecksPage'),
  ManageQueue: lazyPage(manageQueue, 'ManageQueuePage'),
  ManageTicket: lazyPage(managerScreens, 'ManagerTicketScreen'),
  ManageAudit: lazyPage(manageAudit, 'ManageAuditPage'),
  ManageOutbox: lazyPage(manageOutbox, 'ManageOutboxPage'),
  ManageReports: lazyPage(manageReports, 'ManageReportsPage'),
  ManagePilots: lazyPage(managePilots, 'ManagePilotsPage'),
  ManageCrowdfunding: lazyPage(manageCrowdfunding, 'ManageCrowdfundingPage'),
  ManageRound: lazyPage(manageCrowdfunding, 'ManageRoundPage'),
  ManageClassifications: lazyPage(manageCrowdfunding, 'ManageClassificationsPage'),
  ManageMessages: lazyPage(manageMessages, 'ManageMessagesPage'),
  ManageThread: lazyPage(manageThread, 'ManageThreadPage'),
  ManageNewTicketThread: lazyPage(manageThread, 'ManageNewTicketThreadPage'),
  ManageNewCompanyThread: lazyPage(manageThread, 'ManageNewCompanyThreadPage'),
  ManageCompanies: lazyPage(manageCompanies, 'ManageCompaniesPage'),
  // A company's profile as a manager opens it (the profile screens in view mode), with its account and timeline.
  ManageCompany: lazyPage(managerScreens, 'ManagerCompanyScreen'),
  ManageCompanyById: lazyPage(manageCompany, 'ManageCompanyByIdPage'),
  ManageManagers: lazyPage(manageManagers, 'ManageManagersPage'),
};
