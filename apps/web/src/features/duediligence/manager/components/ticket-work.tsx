import type { ReactNode } from 'react';
import type { ExpertWork } from '@platform/contract';
import type { ManagerTicket } from '@/shared/api/manager-ticket';
import { isClientDueDiligence, ownExpertWork } from '../lib/expert-work';
import { ExpertCandidatesCard } from './expert-candidates-card';
import { ExpertTicketCard } from './expert-ticket-card';
import { ExpertWorkCard } from './expert-work-card';
import { ReportReviewCard } from './report-review-card';

/** On a client's due-diligence ticket: the experts at work and the ones the manager may send it to. */
export function ClientTicketWork({ ticket }: { ticket: ManagerTicket }) {
  if (!isClientDueDiligence(ticket.type_ticket)) return null;
  return (
    <>
      <ExpertWorkCard ticket={ticket} />
      <ExpertCandidatesCard ticket={ticket} />
    </>
  );
}

/** An expert ticket's work and its terms, its meetings (given by the caller) and the report under review. */
export function ExpertTicketWork({ ticket, meetings }: { ticket: ManagerTicket; meetings: (work: ExpertWork) => ReactNode }) {
  const work = ownExpertWork(ticket);
  if (!work) return null;
  return (
    <>
      <ExpertTicketCard work={work} />
      {meetings(work)}
      <ReportReviewCard work={work} />
    </>
  );
}
