import { z } from 'zod';
import { dateSchema, offsetPageSchema, textSchema } from './common.js';
import { MAX_FILES_PER_FIELD } from './files.js';
import { AMOUNT_MAX, expireSchema } from './forms.js';
import { scoreValueSchema } from './scoring.js';
import { expertTicketStatuses, type ExpertTicketStatus } from './tickets.js';
import { fileRefSchema } from './users.js';

/**
 * Expert due diligence (spec part 1, sections 2–4 and 7; DOMAIN.md "Due diligence"): the expert
 * ticket a manager sends to an expert company, the expert's interest, the report and its review.
 */

export const EXPERT_TIMELINE_MIN = 3;
export const EXPERT_TIMELINE_MAX = 300;
export const EXPERT_FEE_MIN = 1;
export const REPORT_TEXT_MAX = 5000;
export const REPORT_ARTIFACT_MAX = 300;
export const REPORT_ARTIFACTS_MAX = 20;
export const REPORT_FILES_MAX = MAX_FILES_PER_FIELD;
export const REVIEW_COMMENT_MIN = 5;
export const REVIEW_COMMENT_MAX = 2000;

export const reportStatuses = ['empty', 'saved', 'under_review', 'approved', 'cancel'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What moves an expert ticket, and who may make each move. */
export const expertTicketEvents = [
  'interesting',
  'clear_interest',
  'not_interesting',
  'terms_agreed',
  'submit',
  'approve',
  'request_changes',
  'cancel',
] as const;
export type ExpertTicketEvent = (typeof expertTicketEvents)[number];
export const expertEventActor: Record<ExpertTicketEvent, 'expert' | 'manager'> = {
  interesting: 'expert',
  clear_interest: 'expert',
  not_interesting: 'expert',
  terms_agreed: 'manager',
  submit: 'expert',
  approve: 'manager',
  request_changes: 'manager',
  cancel: 'manager',
};

export const isFinalExpertStatus = (s: ExpertTicketStatus) => s === 'due_success' || s === 'due_cancel';

const expertMoves: Record<ExpertTicketEvent, { from: readonly ExpertTicketStatus[]; to: ExpertTicketStatus }> = {
  // The interest answer is the same three-way toggle as an offer's until the manager has agreed
  // the terms with the client; "not interesting" closes the ticket.
  interesting: { from: ['due_wait_resp', 'due_work_approval'], to: 'due_work_approval' },
  clear_interest: { from: ['due_wait_resp', 'due_work_approval'], to: 'due_wait_resp' },
  not_interesting: { from: ['due_wait_resp', 'due_work_approval'], to: 'due_cancel' },
  terms_agreed: { from: ['due_work_approval'], to: 'due_in_due' },
  submit: { from: ['due_in_due', 'due_change_req'], to: 'due_accept_work' },
  approve: { from: ['due_accept_work'], to: 'due_success' },
  request_changes: { from: ['due_accept_work'], to: 'due_change_req' },
  cancel: { from: ['due_wait_resp', 'due_work_approval', 'due_in_due', 'due_accept_work', 'due_change_req'], to: 'due_cancel' },
};

/** The status an event moves an expert ticket to from `from`, or null when the move is not allowed. */
export function nextExpertStatus(from: ExpertTicketStatus, event: ExpertTicketEvent): ExpertTicketStatus | null {
  const move = expertMoves[event];
  return move.from.includes(from) ? move.to : null;
}

/** The interest answer's event: true, false, or null (cleared). */
export function interestEvent(interesting: boolean | null): ExpertTicketEvent {
  return interesting === null ? 'clear_interest' : interesting ? 'interesting' : 'not_interesting';
}

/** Events a manager may fire on an expert ticket in a status. */
export function managerExpertEvents(from: ExpertTicketStatus): ExpertTicketEvent[] {
  return expertTicketEvents.filter((e) => expertEventActor[e] === 'manager' && nextExpertStatus(from, e) !== null);
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

/** The expert ticket statuses in which the report tab shows the report (spec part 2, section 4). */
export const reportVisibleStatuses: readonly ExpertTicketStatus[] = ['due_in_due', 'due_accept_work', 'due_change_req', 'due_success', 'due_cancel'];
/** Statuses in which the expert may write and submit the report. */
export const reportEditableStatuses: readonly ExpertTicketStatus[] = ['due_in_due', 'due_change_req'];

/** Client ticket types that order due diligence. */
export const dueDiligenceTicketTypes = ['startup_duedill', 'investor_duedill', 'corporate_duedill'] as const;
export type DueDiligenceTicketType = (typeof dueDiligenceTicketTypes)[number];

const text = (min: number, max: number) => textSchema('Fill in this field').trim().min(min, `At least ${min} characters`).max(max, `At most ${max} characters`);
const longText = textSchema().trim().max(REPORT_TEXT_MAX, `At most ${REPORT_TEXT_MAX} characters`);

/** `POST /api/v1/manager/tickets/{id}/expert`: send a client's due-diligence ticket to an expert company. */
export const sendToExpertBodySchema = z.object({
  companyId: z.uuid('Choose an expert company'),
  timeline: text(EXPERT_TIMELINE_MIN, EXPERT_TIMELINE_MAX),
  start_date: dateSchema('Incorrect date format'),
  fee: z.number('Enter a number').int('Enter a whole number').min(EXPERT_FEE_MIN, `At least ${EXPERT_FEE_MIN}`).max(AMOUNT_MAX, `At most ${AMOUNT_MAX}`),
  expire: expireSchema,
});
export type SendToExpertBody = z.infer<typeof sendToExpertBodySchema>;

/** `PATCH /api/v1/expert/ticket/duedill/accept/{id}` */
export const expertInterestBodySchema = z.object({ interesting: z.boolean('Choose an answer').nullable() });
/** `PATCH /api/v1/expert/ticket/{id}/internal-expert` (ours): null clears the assignment. */
export const assignInternalExpertBodySchema = z.object({ internal_expert_id: z.uuid('Choose an expert').nullable() });

/** The expert's scores of a startup client, one per self-scoring group. */
export const expertScoresSchema = z.object({
  team: scoreValueSchema.nullable(),
  management: scoreValueSchema.nullable(),
  technology: scoreValueSchema.nullable(),
  business: scoreValueSchema.nullable(),
});
export type ExpertScores = z.infer<typeof expertScoresSchema>;
export const expertScoreGroups = ['team', 'management', 'technology', 'business'] as const;

/** The report's content as the expert writes it; a draft may leave fields empty. */
export const reportContentSchema = z.object({
  method: longText,
  artifacts: z.array(text(1, REPORT_ARTIFACT_MAX)).max(REPORT_ARTIFACTS_MAX, `At most ${REPORT_ARTIFACTS_MAX} artifacts`),
  conclusion: longText,
  risks: longText,
  recommendations: longText,
  files: z
    .array(z.object({ id: z.uuid() }, 'Attach a file'))
    .max(REPORT_FILES_MAX, `At most ${REPORT_FILES_MAX} files`)
    .refine((files) => new Set(files.map((f) => f.id)).size === files.length, 'Attach each file once'),
  scores: expertScoresSchema.nullable(),
});
export type ReportContent = z.infer<typeof reportContentSchema>;

/** `PUT /api/v1/expert/report/{appId}` (ours): `submit` sends it for review, else it is a draft. */
export const reportSaveBodySchema = reportContentSchema.extend({ submit: z.boolean().default(false) });
export type ReportSaveBody = z.infer<typeof reportSaveBodySchema>;

/** What a submitted report must hold: every text, and the four scores when the client is a startup. */
export function missingForSubmit(content: ReportContent, clientIsStartup: boolean): string[] {
  const missing: string[] = [];
  for (const field of ['method', 'conclusion', 'risks', 'recommendations'] as const) if (content[field].trim() === '') missing.push(field);
  if (content.artifacts.length === 0) missing.push('artifacts');
  if (clientIsStartup && (!content.scores || expertScoreGroups.some((g) => content.scores![g] === null))) missing.push('scores');
  return missing;
}

/** `POST /api/v1/manager/expert-tickets/{id}/review`: approve, or ask for changes with a comment. */
export const reportReviewBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), comment: textSchema().trim().max(REVIEW_COMMENT_MAX, `At most ${REVIEW_COMMENT_MAX} characters`).optional() }),
    z.object({ decision: z.literal('request_changes'), comment: text(REVIEW_COMMENT_MIN, REVIEW_COMMENT_MAX) }),
  ],
  'Choose approve or request changes',
);
export type ReportReviewBody = z.infer<typeof reportReviewBodySchema>;

/** `POST /api/v1/manager/expert-tickets/{id}/status`: the manager's moves (terms agreed, cancel). */
export const expertMoveBodySchema = z.object({
  event: z.enum(['terms_agreed', 'cancel'], 'Choose a move'),
  comment: textSchema().trim().max(REVIEW_COMMENT_MAX, `At most ${REVIEW_COMMENT_MAX} characters`).optional(),
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

/** The report in full: the expert's page, the manager's review, and the client once approved. */
export const reportSchema = z.object({
  id: z.uuid(),
  status: z.enum(reportStatuses),
  last_edit: z.string(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  method: z.string(),
  artifacts: z.array(z.string()),
  conclusion: z.string(),
  risks: z.string(),
  recommendations: z.string(),
  files: z.array(fileRefSchema),
  scores: expertScoresSchema.nullable(),
  /** The manager's last request for changes, while it is open. */
  change_request: z.string().nullable(),
  expert_company: z.object({ id: z.uuid(), name: z.string() }),
});
export type Report = z.infer<typeof reportSchema>;

/** `GET /api/v1/expert/report/{appId}` (spec): the status, the report's id and last edit, and its content (ours). */
export const expertReportResponseSchema = z.object({
  status: z.enum(reportStatuses),
  report: z.object({ id: z.uuid(), last_edit: z.string() }).nullable(),
  content: reportSchema.nullable(),
  client_is_startup: z.boolean(),
  editable: z.boolean(),
});
export type ExpertReportResponse = z.infer<typeof expertReportResponseSchema>;

/** A report a startup shares on its profile (ours). */
export const sharedReportSchema = z.object({
  id: z.uuid(),
  approved_at: z.string(),
  expert_company: z.string(),
  conclusion: z.string(),
  scores: expertScoresSchema.nullable(),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;
export const shareReportBodySchema = z.object({ shared: z.boolean('Choose whether to share') });
export const reportIdParamsSchema = z.object({ id: z.uuid("Can't find report id") });
export const appIdParamsSchema = z.object({ appId: z.uuid("Can't find application id") });

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
  /** The manager's moves allowed now. */
  events: z.array(z.enum(['terms_agreed', 'cancel'])),
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
});
export type ExpertCandidate = z.infer<typeof expertCandidateSchema>;
export const expertCandidateListSchema = z.object({ candidates: z.array(expertCandidateSchema) });

/** `GET /api/v1/manager/reports`: reports under review, oldest submission first. */
export const reportQueueQuerySchema = offsetPageSchema();
export const reportQueueItemSchema = z.object({
  report_id: z.uuid(),
  ticket_id: z.uuid(),
  client_ticket_id: z.uuid(),
  expert_company: z.object({ id: z.uuid(), name: z.string() }),
  client: z.object({ id: z.uuid(), name: z.string(), role: z.string() }),
  submitted_at: z.string(),
  resubmission: z.boolean(),
});
export const reportQueueSchema = z.object({ reports: z.array(reportQueueItemSchema), total: z.number().int() });

/** The client's view of the due-diligence result: the approved report, once there is one. */
export const clientReportSchema = z.object({ report: reportSchema.nullable() });

/** `GET /api/v1/startup/reports`: a startup's approved reports, each shared on its profile or not. */
export const ownReportSchema = sharedReportSchema.extend({ shared: z.boolean(), ticket_id: z.uuid() });
export const ownReportListSchema = z.object({ reports: z.array(ownReportSchema) });
/** `GET /api/v1/startup/{id}/reports`: the reports a startup shares on its profile, newest first. */
export const sharedReportListSchema = z.object({ reports: z.array(sharedReportSchema) });
