import { z } from 'zod';
import { dateSchema, offsetPageSchema, textSchema } from './common.js';
import { REVIEW_COMMENT_MAX, reportStatuses } from './duediligence-reports.js';
import { AMOUNT_MAX, expireSchema } from './forms.js';
import { expertRecordSchema } from './proof.js';
import { canMove, machine, movesFrom } from './machine.js';
import { expertTicketStatuses, type ExpertTicketStatus } from './tickets.js';
import { fileRefSchema } from './users.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

/**
 * Expert due diligence (spec part 1, sections 2–4 and 7; DOMAIN.md "Due diligence"): the expert
 * ticket a manager sends to an expert company, the expert's interest, and the manager's
 * moves (the report is in `duediligence-reports.ts`).
 */

export const EXPERT_TIMELINE_MIN = 3;
export const EXPERT_TIMELINE_MAX = 300;
export const EXPERT_FEE_MIN = 1;

/**
 * An expert ticket's machines, one per actor (DOMAIN.md, Due diligence). The expert company answers
 * the offer (interesting, or back to unanswered, until the manager has agreed the terms with the
 * client; not interesting cancels it) and submits the report; the manager agrees the terms, reviews
 * the report and may cancel the work until it is over.
 */
export const expertTicketMachines = {
  expert: machine<ExpertTicketStatus>({
    due_wait_resp: ['due_work_approval', 'due_cancel'],
    due_work_approval: ['due_wait_resp', 'due_cancel'],
    due_in_due: ['due_accept_work'],
    due_change_req: ['due_accept_work'],
  }),
  manager: machine<ExpertTicketStatus>({
    due_wait_resp: ['due_cancel'],
    due_work_approval: ['due_in_due', 'due_cancel'],
    due_in_due: ['due_cancel'],
    due_accept_work: ['due_success', 'due_change_req', 'due_cancel'],
    due_change_req: ['due_cancel'],
  }),
} as const;
export type ExpertTicketActor = keyof typeof expertTicketMachines;

/** Final: neither actor has a move left. */
export const isFinalExpertStatus = (s: ExpertTicketStatus) =>
  movesFrom(expertTicketMachines.expert, s).length + movesFrom(expertTicketMachines.manager, s).length === 0;

/**
 * The named actions on an expert ticket and the status each leads to; whether one is allowed now is
 * the machine's answer alone (`expertActionTarget`). The interest answer is a three-way toggle whose
 * value is the status: true waits for the terms, null waits for an answer, false cancels.
 */
export const expertActionStatus = {
  interesting: 'due_work_approval',
  clear_interest: 'due_wait_resp',
  not_interesting: 'due_cancel',
  terms_agreed: 'due_in_due',
  submit: 'due_accept_work',
  approve: 'due_success',
  request_changes: 'due_change_req',
  cancel: 'due_cancel',
} as const satisfies Record<string, ExpertTicketStatus>;
export type ExpertTicketEvent = keyof typeof expertActionStatus;
export const expertTicketEvents = Object.keys(expertActionStatus) as ExpertTicketEvent[];
export const expertEventActor: Record<ExpertTicketEvent, ExpertTicketActor> = {
  interesting: 'expert',
  clear_interest: 'expert',
  not_interesting: 'expert',
  terms_agreed: 'manager',
  submit: 'expert',
  approve: 'manager',
  request_changes: 'manager',
  cancel: 'manager',
};

/** The interest answer's action: true, false, or null (cleared). */
export function interestEvent(interesting: boolean | null): ExpertTicketEvent {
  return interesting === null ? 'clear_interest' : interesting ? 'interesting' : 'not_interesting';
}

/** Whether the expert may still answer the offer: its machine lets it decline from here. */
export const interestOpen = (s: ExpertTicketStatus) => canMove(expertTicketMachines.expert, s, 'due_cancel');

/**
 * The status an action leads to from `from`, or null when its actor's machine refuses the move.
 * Repeating the interest answer that holds the status moves nothing and stays allowed while the
 * answer is open (a second press of the same answer from another tab).
 */
export function expertActionTarget(from: ExpertTicketStatus, event: ExpertTicketEvent): ExpertTicketStatus | null {
  const to = expertActionStatus[event];
  if (to === from) return expertEventActor[event] === 'expert' && interestOpen(from) ? to : null;
  return canMove(expertTicketMachines[expertEventActor[event]], from, to) ? to : null;
}

/** The action of an actor that makes a move (each actor has one per target), for the call that makes it. */
export function expertActionFor(actor: ExpertTicketActor, to: ExpertTicketStatus): ExpertTicketEvent | null {
  return expertTicketEvents.find((e) => expertEventActor[e] === actor && expertActionStatus[e] === to) ?? null;
}

/**
 * The moves of an expert ticket for an actor now: none for the expert while the answer window has
 * expired on an unanswered offer (the server refuses the answer then).
 */
export function expertTicketMoves(actor: ExpertTicketActor, status: ExpertTicketStatus, expired: boolean): ExpertTicketStatus[] {
  return actor === 'expert' && expired ? [] : movesFrom(expertTicketMachines[actor], status);
}

/** Whether the answer window has closed: the expiry date (yyyy-MM-dd) is before `today`. */
export function isExpertTicketExpired(expire: string | null, today: string): boolean {
  return expire !== null && expire < today;
}

/**
 * Statuses in which an expert company works for its client: from its "interesting" answer
 * (`due_work_approval`) until the report is approved (`due_success`) or the ticket cancelled.
 */
export const expertWorkingStatuses: readonly ExpertTicketStatus[] = ['due_work_approval', 'due_in_due', 'due_accept_work', 'due_change_req'];
/** Days an expert company still reads its client's profile after the manager approved its report. */
export const EXPERT_CLIENT_READ_DAYS = 30;
const DAY_MS = 86_400_000;

/** An approval at or before this moment no longer opens the client's profile (the SQL side's bound too). */
export function expertReadCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - EXPERT_CLIENT_READ_DAYS * DAY_MS);
}

/**
 * Whether an expert company reads its client's profile (company data, finance, scoring, pitch deck,
 * unit economy) through one expert ticket: while it works for the client, and for
 * `EXPERT_CLIENT_READ_DAYS` after its report was approved. Not before it answered "interesting",
 * not after declining or a cancellation. The server's SQL condition (`expertReadsClientWhere`)
 * is this rule over every expert ticket of the company for that client.
 */
export function expertReadsClient(status: ExpertTicketStatus, approvedAt: Date | string | null, now: Date = new Date()): boolean {
  if (expertWorkingStatuses.includes(status)) return true;
  if (status !== 'due_success' || approvedAt === null) return false;
  return new Date(approvedAt).getTime() > expertReadCutoff(now).getTime();
}

/** Client ticket types that order due diligence. */
export const dueDiligenceTicketTypes = ['startup_duedill', 'investor_duedill', 'corporate_duedill'] as const;
export type DueDiligenceTicketType = (typeof dueDiligenceTicketTypes)[number];

const text = (min: number, max: number) => textSchema(fieldCode('field_required')).trim().min(min, atLeast('too_short', min)).max(max, atMost('too_long', max));

/** `POST /api/v1/manager/tickets/{id}/expert`: send a client's due-diligence ticket to an expert company. */
export const sendToExpertBodySchema = z.object({
  company_id: z.uuid(fieldCode('choose_expert_company')),
  timeline: text(EXPERT_TIMELINE_MIN, EXPERT_TIMELINE_MAX),
  start_date: dateSchema(fieldCode('date_format_incorrect')),
  fee: z
    .number(fieldCode('not_number'))
    .int(fieldCode('not_whole_number'))
    .min(EXPERT_FEE_MIN, atLeast('too_small', EXPERT_FEE_MIN))
    .max(AMOUNT_MAX, atMost('too_big', AMOUNT_MAX)),
  expire: expireSchema,
});
export type SendToExpertBody = z.infer<typeof sendToExpertBodySchema>;

/** `PATCH /api/v1/expert/ticket/duedill/accept/{id}` */
export const expertInterestBodySchema = z.object({ interesting: z.boolean(fieldCode('choose_answer')).nullable() });
/** `PATCH /api/v1/expert/ticket/{id}/internal-expert` (ours): null clears the assignment. */
export const assignInternalExpertBodySchema = z.object({ internal_expert_id: z.uuid(fieldCode('choose_expert')).nullable() });

/** `POST /api/v1/manager/expert-tickets/{id}/status`: the manager's moves (terms agreed, cancel). */
export const expertMoveBodySchema = z.object({
  event: z.enum(['terms_agreed', 'cancel'], fieldCode('choose_move')),
  comment: textSchema().trim().max(REVIEW_COMMENT_MAX, atMost('too_long', REVIEW_COMMENT_MAX)).optional(),
});

const personSchema = z.object({ id: z.uuid(), name: z.string(), surname: z.string(), logo_file: fileRefSchema.nullable() });

/** An expert ticket as the expert's list and view show it (field spellings after spec part 1, section 3). */
export const expertTicketSchema = z.object({
  id: z.uuid(),
  type_ticket: z.literal('expert_duedill'),
  date: z.string(),
  status: z.enum(expertTicketStatuses),
  new_ticket_tasks: z.number().int(),
  /** 1 until the expert has opened the ticket: the work offered is the expert's offer. */
  new_offers: z.number().int(),
  internal_expert: personSchema.nullable(),
  project_fee: z.number(),
  expire: z.string().nullable(),
  /** The answer window closed without the ticket moving on. */
  expired: z.boolean(),
  /** The expert company's moves now (`expertTicketMoves`): the statuses its answer or its report may lead to. */
  moves: z.array(z.enum(expertTicketStatuses)),
  /** What the expert company may do now, from the server's policy: the screen shows its buttons by it. */
  can: z.object({
    /** Taking or declining the work: while waiting for the answer or the terms, and not after the window expired. */
    answer_interest: z.boolean(),
  }),
  expert_duedill: z.object({
    /** The same internal expert as at the top: the spec's ticket carries it in both places. */
    internal_expert: personSchema.nullable(),
    interesting: z.boolean().nullable(),
    timeline: z.string(),
    fee: z.number(),
    start_date: z.string(),
    offer: z.object({
      client: z.object({
        id: z.uuid(),
        name: z.string(),
        role: z.enum(['startup', 'investor', 'corporate']),
        logo_file: fileRefSchema.nullable(),
        deleted: z.boolean(),
        /** Whether the expert company may open the client's profile now (`expertReadsClient`). */
        profile_open: z.boolean(),
      }),
      duedill: z.object({
        /** The client form's `type_of_due_dill`, under the spelling of the spec's ticket and meeting (`typeOfDuedill`, `type_of_duedill`). */
        type_of_duedill: z.string(),
        goals_and_tasks: z.string(),
        terms_of_duedill: z.string().nullable(),
        other_info: z.string().nullable(),
      }),
    }),
  }),
});
export type ExpertTicket = z.infer<typeof expertTicketSchema>;
export const expertTicketListQuerySchema = offsetPageSchema();
export const expertTicketListSchema = z.object({ tickets: z.array(expertTicketSchema), total: z.number().int() });

/** One expert ticket as the manager's ticket page shows it: on the client's ticket, every company it was sent to. */
export const expertWorkSchema = z.object({
  id: z.uuid(),
  client_ticket_id: z.uuid(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  status: z.enum(expertTicketStatuses),
  expired: z.boolean(),
  interesting: z.boolean().nullable(),
  timeline: z.string(),
  start_date: z.string(),
  fee: z.number(),
  expire: z.string().nullable(),
  date: z.string(),
  internal_expert: z.object({ id: z.uuid(), name: z.string(), surname: z.string() }).nullable(),
  report_status: z.enum(reportStatuses),
  /** When a manager revoked the approved report's approval; null while it stands or before approval. */
  report_revoked_at: z.string().nullable(),
  /** The company the due diligence is on: the client of the application it serves. */
  client: z.object({ id: z.uuid(), name: z.string(), role: z.string() }),
  /** The manager's moves now (`expertTicketMoves`): agreeing the terms and cancelling here, the review's two on the report. */
  moves: z.array(z.enum(expertTicketStatuses)),
  /** What managers may do now, from the server's policy: the screen shows the review's buttons by it. */
  can: z.object({
    /** Approving the report or asking for changes: while the work waits for the review. */
    review_report: z.boolean(),
  }),
});
export type ExpertWork = z.infer<typeof expertWorkSchema>;

/** An expert company ranked for a due-diligence ticket: expertise overlap, then responsiveness. */
export const expertCandidateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Industries of the client that the company is expert in. */
  matched_industries: z.array(z.number().int()),
  /** Expert tickets the company answered, of those sent to it that are past the answer stage. */
  answered: z.number().int(),
  sent: z.number().int(),
  /** Median hours from sending to the interest answer; null before the first answer. */
  median_answer_hours: z.number().nullable(),
  /** Open expert tickets of the company now. */
  open_tickets: z.number().int(),
  /** The ticket was already sent to this company. */
  already_sent: z.boolean(),
  /** How the company's past due diligences went: days to an approved report, first-time approvals, declined meetings. */
  record: expertRecordSchema,
});
export type ExpertCandidate = z.infer<typeof expertCandidateSchema>;
export const expertCandidateListSchema = z.object({ candidates: z.array(expertCandidateSchema) });
