import { dueDiligenceTicketTypes, type ExpertCandidate, type ExpertWork, type TicketType } from '@platform/contract';

/** A client's due-diligence ticket: the one a manager sends to expert companies. */
export const isClientDueDiligence = (type: TicketType) => (dueDiligenceTicketTypes as readonly string[]).includes(type);

/** The expert ticket a manager's page shows, when the page is an expert ticket's (its `expert_work` holds itself). */
export function ownExpertWork(ticket: { type_ticket: TicketType; expert_work: readonly ExpertWork[] }): ExpertWork | null {
  return ticket.type_ticket === 'expert_duedill' ? (ticket.expert_work[0] ?? null) : null;
}

/** The review's buttons (approval, and asking for changes) show only while the answer's `can` allows the review. */
export const isUnderReview = (work: Pick<ExpertWork, 'can'>) => work.can.review_report;

/** Why a ranked expert company is where it is, as locale keys with their values. */
export type CandidateFact =
  | { key: 'answered'; answered: number; sent: number }
  | { key: 'neverSent' }
  | { key: 'answersIn'; hours: number }
  | { key: 'noAnswers' }
  | { key: 'openTickets'; count: number };

/** Hours to the first answer, rounded to whole hours from one hour up, to halves below it. */
export function roundHours(hours: number): number {
  return hours >= 1 ? Math.round(hours) : Math.max(0.5, Math.round(hours * 2) / 2);
}

/** The reasons besides the matched industries: how often and how fast it answers, and how busy it is. */
export function candidateFacts(candidate: Pick<ExpertCandidate, 'answered' | 'sent' | 'median_answer_hours' | 'open_tickets'>): CandidateFact[] {
  return [
    candidate.sent > 0 ? { key: 'answered', answered: candidate.answered, sent: candidate.sent } : { key: 'neverSent' },
    candidate.median_answer_hours === null ? { key: 'noAnswers' } : { key: 'answersIn', hours: roundHours(candidate.median_answer_hours) },
    { key: 'openTickets', count: candidate.open_tickets },
  ];
}
