import { ApplicationViewPage, type ApplicationParts } from '@/features/applications/pages/view-page';
import { ExpertTicketViewPage } from '@/features/duediligence/expert/pages/expert-pages';
import type { ExpertTicketParts } from '@/features/duediligence/expert/components/expert-ticket-view';
import { ClientMeetingsTab } from '@/features/meetings/components/client-meetings-tab';
import { ExpertMeetingsTab } from '@/features/meetings/components/expert-meetings-tab';
import { TicketThreadsTab } from '@/features/messages/components/ticket-threads-tab';

// A ticket's view joins several domains: the application (or the expert's due-diligence work)
// with its threads and meetings. Features import no other feature, so the app composes them here.

const applicationParts: ApplicationParts = {
  messages: (ticket) => <TicketThreadsTab ticketId={ticket.id} appTypeId={ticket.type_ticket} />,
  meetings: (ticket, side) => <ClientMeetingsTab side={side} ticketId={ticket.id} />,
};

const expertParts: ExpertTicketParts = {
  messages: (ticket) => <TicketThreadsTab ticketId={ticket.id} appTypeId={ticket.type_ticket} />,
  meetings: (ticket) => <ExpertMeetingsTab ticket={ticket} />,
};

/** `/cabinet/applications/view/{appTypeId}/{appId}` for a client. */
export function ApplicationViewScreen() {
  return <ApplicationViewPage parts={applicationParts} />;
}

/** The same route for an expert: its due-diligence ticket. */
export function ExpertTicketViewScreen() {
  return <ExpertTicketViewPage parts={expertParts} />;
}
