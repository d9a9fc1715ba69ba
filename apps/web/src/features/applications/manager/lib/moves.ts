import { checkClientMove, isClientTicketStatus, ticketStep, type ClientTicketStatus, type MoveCheck, type TicketStatus } from '@platform/contract';
import { ResponseStatusError, bodyMessage } from '@/shared/api/errors';
import { fieldCode, fieldErrorTexts } from '@/shared/api/field-codes';

export type MoveRefusalReason = Extract<MoveCheck, { ok: false }>['reason'];
const refusalReasons: readonly MoveRefusalReason[] = ['final_status', 'skips_steps', 'needs_offer', 'needs_interesting_offer'];

export interface MoveOption {
  status: ClientTicketStatus;
  kind: 'forward' | 'cancel';
  /** The step the ticket lands on ("current of 6"). */
  step: number;
  /** What the contract's rule says now; a refusal is shown as a warning, the server decides. */
  check: MoveCheck;
}

/** How many offers a ticket has and how many the client marked interesting. */
export function offerStats(offers: readonly { interesting: boolean | null }[]): { total: number; interesting: number } {
  return { total: offers.length, interesting: offers.filter((offer) => offer.interesting === true).length };
}

type MovableTicket = { status: TicketStatus; moves: readonly TicketStatus[]; offers: readonly { interesting: boolean | null }[] };

/**
 * The moves a manager is offered: the ticket answer's `moves` (the next step, then cancel; none
 * from a final status nor on an expert ticket). Each carries the contract's pre-check so the
 * screen can warn that the server will refuse it (no offer yet, no interesting offer yet).
 */
export function moveOptions(ticket: MovableTicket): MoveOption[] {
  const from = ticket.status;
  if (!isClientTicketStatus(from)) return [];
  const stats = offerStats(ticket.offers);
  return ticket.moves.filter(isClientTicketStatus).map((status) => ({
    status,
    kind: status === 'cancelled' ? 'cancel' : 'forward',
    step: ticketStep(status),
    check: checkClientMove(from, status, stats),
  }));
}

export interface MoveRefusal {
  /** The server's own message, in the interface language. */
  message: string | null;
  /** The rule that refused it, when the server named one. */
  reason: MoveRefusalReason | null;
}

/**
 * A refused move or offer: the server answers 409 with its message and the broken rule in
 * `errors.status` (`status_move_refused`). Null for any other failure.
 */
export function moveRefusal(error: unknown): MoveRefusal | null {
  if (!(error instanceof ResponseStatusError) || error.status !== 409) return null;
  const reason = fieldCode(error.body, 'status');
  const known = reason !== null && (refusalReasons as readonly string[]).includes(reason) ? (reason as MoveRefusalReason) : null;
  // The known reason is shown from the locale files; any other field text joins the message.
  const details = Object.entries(fieldErrorTexts(error.body)).flatMap(([field, text]) => (known && field === 'status' ? [] : [text]));
  const message = bodyMessage(error.body);
  return { message: [message, ...details].filter(Boolean).join('\n') || null, reason: known };
}
