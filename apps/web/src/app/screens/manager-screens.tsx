import { ManagerCompanyViewPage, type CompanyParts } from '@/features/backoffice/companies/pages/company-page';
import { ManageTicketPage, type TicketParts } from '@/features/applications/manager/pages/ticket-page';
import { ClientTicketWork, ExpertTicketWork } from '@/features/duediligence/manager/components/ticket-work';
import { ManagerMeetingsCard } from '@/features/meetings/components/manager-meetings-card';
import { isFoundationRole } from '@/features/profile/api/company-profile';
import { CompanyViewProfile } from '@/features/profile/components/company/company-view-profile';
import { StartupViewProfile } from '@/features/profile/components/startup/startup-view-profile';
import { CompanyTimeline } from '@/features/timeline/company-timeline';

// Back-office screens that join other domains: a ticket with its due diligence and meetings, a
// company with its profile and timeline. Features import no other feature, so the app composes them.

const ticketParts: TicketParts = {
  clientWork: (ticket) => <ClientTicketWork ticket={ticket} />,
  expertWork: (ticket) => <ExpertTicketWork ticket={ticket} meetings={(work) => <ManagerMeetingsCard work={work} />} />,
};

const companyParts: CompanyParts = {
  profile: (role, id) => (isFoundationRole(role) ? <CompanyViewProfile role={role} id={id} /> : role === 'startup' ? <StartupViewProfile id={id} /> : null),
  timeline: (id) => <CompanyTimeline companyId={id} />,
};

/** `/manage/tickets/{ticketId}`. */
export function ManagerTicketScreen() {
  return <ManageTicketPage parts={ticketParts} />;
}

/** `/manage/companies/{companyRole}/{companyId}`. */
export function ManagerCompanyScreen() {
  return <ManagerCompanyViewPage parts={companyParts} />;
}
