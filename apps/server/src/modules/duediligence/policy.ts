import { expertTicketMoves, type ExpertTicketStatus } from '@platform/contract';

type Caller = { readonly id: string };
/** An expert ticket as the policy reads it: whose it is and where it stands. */
type ExpertTicketRecord = { readonly ownerId: string; readonly status: ExpertTicketStatus; readonly expired: boolean };

/**
 * Who may do what to an expert ticket (a due diligence sent to an expert company). The managers'
 * side is their routes' guard and the ticket machine's moves; the expert company's is here.
 */
export const expertTicketPolicy = {
  /** An expert ticket is the expert company's it was sent to; another company's answers as missing, so none learns it exists. */
  read: (caller: Caller, ticket: Pick<ExpertTicketRecord, 'ownerId'>): boolean => caller.id === ticket.ownerId,

  /**
   * Answering interest (taking it or declining): the company's own ticket while its moves hold a
   * decline, i.e. waiting for the answer or for the terms; none once the answer window has expired.
   */
  answerInterest: (caller: Caller, ticket: ExpertTicketRecord): boolean =>
    expertTicketPolicy.read(caller, ticket) && expertTicketMoves('expert', ticket.status, ticket.expired).includes('due_cancel'),
};

/** The caller's abilities on an expert ticket, beside its `moves`. */
export const expertTicketAbilities = (caller: Caller, ticket: ExpertTicketRecord) => ({
  answer_interest: expertTicketPolicy.answerInterest(caller, ticket),
});

/**
 * The managers' side of an expert ticket, as their ticket page shows it. Only managers read it
 * (their routes' guard), so the rules are about the ticket, not about which manager asks.
 */
export const expertWorkPolicy = {
  /**
   * Reviewing the report (approving it or asking for changes): while the work waits for the review,
   * which is when the managers' moves hold both of the review's outcomes.
   */
  reviewReport: (work: Pick<ExpertTicketRecord, 'status' | 'expired'>): boolean => {
    const moves = expertTicketMoves('manager', work.status, work.expired);
    return moves.includes('due_success') && moves.includes('due_change_req');
  },
};

/** The managers' abilities on an expert ticket, beside its `moves`. */
export const expertWorkAbilities = (work: Pick<ExpertTicketRecord, 'status' | 'expired'>) => ({
  review_report: expertWorkPolicy.reviewReport(work),
});
