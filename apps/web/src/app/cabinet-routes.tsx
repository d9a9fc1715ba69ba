import { Navigate, type RouteObject } from 'react-router';
import { paths, routes } from '@/shared/paths';
import { RouteAccess } from './guards/route-access';
import { Pages } from './cabinet-pages';

/*
 * The routes of the cabinet and the back office. The router adds them on the first navigation to
 * one of their paths (router.tsx): the log-in screen and the public pages do without these tables
 * and the list of files each cabinet screen preloads.
 */

const c = routes.cabinetChildren;
const app = routes.applicationsChildren;
const appView = routes.applicationViewChildren;
const pilots = routes.pilotsChildren;
const crowdfunding = routes.crowdfundingChildren;
const manage = routes.manageChildren;

// The back office: managers only (the rule shows the not-allowed state to anyone else).
const manageRoutes: RouteObject[] = [
  { index: true, element: <Pages.ManageQueue /> },
  { path: manage.ticket, element: <Pages.ManageTicket /> },
  { path: manage.audit, element: <Pages.ManageAudit /> },
  { path: manage.outbox, element: <Pages.ManageOutbox /> },
  { path: manage.reports, element: <Pages.ManageReports /> },
  { path: manage.pilots, element: <Pages.ManagePilots /> },
  { path: manage.companies, element: <Pages.ManageCompanies /> },
  { path: manage.companyById, element: <Pages.ManageCompanyById /> },
  { path: manage.company, element: <Pages.ManageCompany /> },
  { path: manage.managers, element: <Pages.ManageManagers /> },
  { path: manage.messages, element: <Pages.ManageMessages /> },
  { path: manage.thread, element: <Pages.ManageThread /> },
  { path: manage.newTicketThread, element: <Pages.ManageNewTicketThread /> },
  { path: manage.newCompanyThread, element: <Pages.ManageNewCompanyThread /> },
  { path: manage.crowdfunding, element: <Pages.ManageCrowdfunding /> },
  { path: manage.round, element: <Pages.ManageRound /> },
  { path: manage.classifications, element: <Pages.ManageClassifications /> },
  { path: '*', element: <Navigate to={paths.manage.queue()} replace /> },
];

const applicationRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <RouteAccess rule="applications">
        <Pages.Applications />
      </RouteAccess>
    ),
  },
  {
    path: app.create,
    element: (
      <RouteAccess rule="applicationCreate">
        <Pages.ApplicationCreate />
      </RouteAccess>
    ),
  },
  {
    path: app.view,
    element: <RouteAccess rule="applicationView" />,
    children: [
      { index: true, element: <Pages.ApplicationView /> },
      // An application's round is part of crowdfunding: hidden from the account, it leads to the profile.
      {
        path: appView.crowdfunding,
        element: (
          <RouteAccess rule="crowdfunding">
            <Pages.ApplicationCrowdfunding />
          </RouteAccess>
        ),
      },
      {
        path: appView.crowdfundingBackers,
        element: (
          <RouteAccess rule="crowdfunding">
            <Pages.ApplicationBackers />
          </RouteAccess>
        ),
      },
      {
        path: appView.crowdfundingOffers,
        element: (
          <RouteAccess rule="crowdfunding">
            <Pages.ApplicationOffers />
          </RouteAccess>
        ),
      },
      { path: appView.message, element: <Pages.ApplicationMessage /> },
      { path: appView.messageNew, element: <Pages.ApplicationMessage /> },
      { path: appView.offer, element: <Pages.ApplicationOffer /> },
      { path: appView.report, element: <Pages.ApplicationReport /> },
    ],
  },
  // Unknown paths inside applications stay in applications (spec part 2, section 2).
  { path: '*', element: <Navigate to={paths.cabinet.applications.list()} replace /> },
];

const cabinetRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.cabinet.profile()} replace /> },
  {
    path: c.profile,
    element: (
      <RouteAccess rule="profile">
        <Pages.Profile />
      </RouteAccess>
    ),
  },
  { path: c.settings, element: <Pages.Settings /> },
  {
    path: c.startups,
    element: (
      <RouteAccess rule="startups">
        <Pages.Startups />
      </RouteAccess>
    ),
  },
  {
    path: c.startup,
    element: (
      <RouteAccess rule="startups">
        <Pages.StartupView />
      </RouteAccess>
    ),
  },
  {
    path: c.expertList,
    element: (
      <RouteAccess rule="expertList">
        <Pages.ExpertList />
      </RouteAccess>
    ),
  },
  {
    path: c.schedule,
    element: (
      <RouteAccess rule="schedule">
        <Pages.Schedule />
      </RouteAccess>
    ),
  },
  {
    path: c.messages,
    element: (
      <RouteAccess rule="messages">
        <Pages.Messages />
      </RouteAccess>
    ),
  },
  {
    path: c.message,
    element: (
      <RouteAccess rule="messages">
        <Pages.Message />
      </RouteAccess>
    ),
  },
  {
    path: c.messageNew,
    element: (
      <RouteAccess rule="messages">
        <Pages.Message />
      </RouteAccess>
    ),
  },
  { path: c.applications, children: applicationRoutes },
  {
    path: c.pilots,
    children: [
      {
        index: true,
        element: (
          <RouteAccess rule="pilots">
            <Pages.Pilots />
          </RouteAccess>
        ),
      },
      {
        path: pilots.sample,
        element: (
          <RouteAccess rule="pilots">
            <Pages.PilotSample />
          </RouteAccess>
        ),
      },
      {
        path: pilots.create,
        element: (
          <RouteAccess rule="pilotCreate">
            <Pages.PilotCreate />
          </RouteAccess>
        ),
      },
      {
        path: pilots.view,
        element: (
          <RouteAccess rule="pilotView">
            <Pages.PilotView />
          </RouteAccess>
        ),
      },
    ],
  },
  {
    path: c.crowdfunding,
    element: <RouteAccess rule="crowdfunding" />,
    children: [
      { index: true, element: <Pages.Crowdfunding /> },
      { path: crowdfunding.view, element: <Pages.CrowdfundingView /> },
      { path: crowdfunding.backers, element: <Pages.CrowdfundingBackers /> },
      { path: crowdfunding.participant, element: <Pages.CrowdfundingParticipant /> },
      { path: crowdfunding.room, element: <Pages.CrowdfundingRoom /> },
    ],
  },
  {
    path: c.portfolio,
    element: (
      <RouteAccess rule="portfolio">
        <Pages.Portfolio />
      </RouteAccess>
    ),
  },
  {
    path: c.investorChecks,
    element: (
      <RouteAccess rule="investorChecks">
        <Pages.InvestorChecks />
      </RouteAccess>
    ),
  },
  {
    path: c.timeline,
    element: (
      <RouteAccess rule="timeline">
        <Pages.Timeline />
      </RouteAccess>
    ),
  },
  // Any other cabinet path lands on the profile.
  { path: '*', element: <Navigate to={paths.cabinet.profile()} replace /> },
];

/** The cabinet's frame around both trees; its id keeps the router from adding it twice. */
export const cabinetRoute: RouteObject = {
  id: 'cabinet',
  element: <Pages.CabinetLayout />,
  children: [
    { path: routes.cabinet, children: cabinetRoutes },
    { path: routes.manage, element: <RouteAccess rule="manage" />, children: manageRoutes },
  ],
};
