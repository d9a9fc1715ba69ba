import { z } from 'zod';
import { dateSchema, intIdListSchema, intIdSchema, offsetPageSchema, pageQuerySchema, textSchema } from './common.js';
import { fileRefSchema } from './users.js';
import { machine, movesFrom } from './machine.js';
import { pilotRecordSchema } from './proof.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

/*
 * Pilot showcase (spec part 2, sections 2 to 9; DOMAIN.md, Pilot showcase). Corporates and investors submit pilot cards;
 * a manager accepts or declines them and publishes the accepted; startups browse the published ones and apply once with
 * an optional question. Ours: the owner shortlists or declines each applicant with a structured reason, starts the pilot
 * with a success contract and records its outcome.
 */

/** Card statuses as stored. */
export const pilotStatuses = ['send', 'accept', 'decline', 'new', 'active', 'archive'] as const;
export type PilotStatus = (typeof pilotStatuses)[number];
/** Statuses startups see: the published ones. */
export const publishedPilotStatuses = ['new', 'active', 'archive'] as const satisfies readonly PilotStatus[];
/** The showcase's status filter (spec section 4); `open` (ours) is `new` and `active` together, the cards taking applications. */
export const pilotFilterStatuses = ['all', 'open', 'new', 'active', 'archive'] as const;

export const PILOT_NAME_MIN = 3;
export const PILOT_NAME_MAX = 50;
export const PILOT_TEXT_MIN = 100;
export const PILOT_TEXT_MAX = 3000;
export const PILOT_INDUSTRIES_MAX = 5;
export const PILOT_QUESTION_MIN = 3;
export const PILOT_QUESTION_MAX = 300;
/** Search box (spec section 9) and the multi-selects of the showcase's filters (5 each). */
export const PILOT_SEARCH_MAX = 50;
export const PILOT_FILTER_MAX = 5;
export const PILOT_REASON_MIN = 5;
export const PILOT_REASON_MAX = 500;
export const PILOT_KPIS_MAX = 5;

const bounded = (min: number, max: number) =>
  textSchema(fieldCode('field_required')).trim().min(min, atLeast('too_short', min)).max(max, atMost('too_long', max));

/** Body of `POST /api/v1/{corporate,investor}/pilot_dashboard_card` (spec section 5: every field required). */
export const pilotCardBodySchema = z.object({
  name: bounded(PILOT_NAME_MIN, PILOT_NAME_MAX),
  location: intIdSchema(fieldCode('choose_country')),
  industries: intIdListSchema(fieldCode('choose_industries'))
    .min(1, fieldCode('choose_at_least_one_industry'))
    .max(PILOT_INDUSTRIES_MAX, atMost('too_many_industries', PILOT_INDUSTRIES_MAX)),
  description: bounded(PILOT_TEXT_MIN, PILOT_TEXT_MAX),
  requirements: bounded(PILOT_TEXT_MIN, PILOT_TEXT_MAX),
  terms: bounded(PILOT_TEXT_MIN, PILOT_TEXT_MAX),
});
export type PilotCardBody = z.infer<typeof pilotCardBodySchema>;

/** What an owner (corporate or investor) sees of its card's status (spec section 4). */
export type PilotOwnerView = 'moderation' | 'declined' | 'pending' | 'published' | 'unknown';
export function pilotOwnerView(status: string): PilotOwnerView {
  switch (status) {
    case 'send':
      return 'moderation';
    case 'decline':
      return 'declined';
    case 'accept':
      return 'pending';
    case 'new':
    case 'active':
    case 'archive':
      return 'published';
    default:
      return 'unknown';
  }
}
/** What a startup sees: the published statuses, anything else unknown (spec section 4). */
export function pilotStartupView(status: string): 'new' | 'active' | 'archive' | 'unknown' {
  return (publishedPilotStatuses as readonly string[]).includes(status) ? (status as 'new' | 'active' | 'archive') : 'unknown';
}
/** A startup may apply to a published, unarchived pilot. */
export function pilotOpenForApplications(status: string): boolean {
  return status === 'new' || status === 'active';
}

/** Body of `POST /api/v1/startup/pilot_dashboard_list`: all filters optional, 5 selections each. */
export const pilotShowcaseFiltersSchema = z.object({
  search: textSchema().trim().max(PILOT_SEARCH_MAX, atMost('too_long', PILOT_SEARCH_MAX)).optional(),
  location: intIdListSchema().max(PILOT_FILTER_MAX, atMost('too_many_countries', PILOT_FILTER_MAX)).optional(),
  industries: intIdListSchema().max(PILOT_FILTER_MAX, atMost('too_many_industries', PILOT_FILTER_MAX)).optional(),
  status: z.enum(pilotFilterStatuses, fieldCode('status_one_of', { values: 'all, open, new, active, archive' })).optional(),
});
export type PilotShowcaseFilters = z.infer<typeof pilotShowcaseFiltersSchema>;

/**
 * The showcase's orders (spec section 9): ascending by published date by default, newest first, or
 * active first (then newest). `desc` is taken as newest.
 */
export const pilotShowcaseOrders = ['asc', 'desc', 'newest', 'active'] as const;
export type PilotShowcaseOrder = (typeof pilotShowcaseOrders)[number];
export const pilotShowcaseQuerySchema = offsetPageSchema().extend({
  order: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(pilotShowcaseOrders, fieldCode('order_one_of', { values: 'asc, newest, active' })))
    .optional(),
});
/** The owner's list (spec section 7): newest first by default. */
export const pilotOrderBy = ['created_at', 'published_at', 'name'] as const;
export const pilotOwnerQuerySchema = pageQuerySchema('pilot', pilotOrderBy);

/** Showcase list item (spec section 3). */
export const pilotListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.number().int(),
  status: z.enum(pilotStatuses),
  date: z.string().nullable().describe('published_at'),
  expertise: z.array(z.number().int()).describe('industries'),
  created_at: z.string(),
});
export type PilotListItem = z.infer<typeof pilotListItemSchema>;
/** The owner's list item: with its decline reason and its applicants count (ours). */
export const ownerPilotListItemSchema = pilotListItemSchema.extend({
  status_view: z.enum(['moderation', 'declined', 'pending', 'published', 'unknown']),
  decline_reason: z.string().nullable(),
  applicants_count: z.number().int().nonnegative(),
  /** Ours: its run's decision is due within the week and not yet recorded (`decisionDueSoon`). */
  decision_due_soon: z.boolean(),
});
/** The showcase's item (ours): the owner and its pilot track record beside each card, for startups choosing where to apply. */
export const pilotShowcaseItemSchema = pilotListItemSchema.extend({
  owner: z.object({ id: z.uuid(), name: z.string(), role: z.enum(['corporate', 'investor']) }),
  owner_record: pilotRecordSchema,
  /** Ours: for the startup running the pilot, its decision is due within the week (`decisionDueSoon`); false for every other startup. */
  decision_due_soon: z.boolean(),
});
export type PilotShowcaseItem = z.infer<typeof pilotShowcaseItemSchema>;
export const pilotListSchema = z.object({ pilots: z.array(pilotShowcaseItemSchema), total: z.number().int() });
export const ownerPilotListSchema = z.object({ pilots: z.array(ownerPilotListItemSchema), total: z.number().int() });

/** Body of `POST /api/v1/startup/pilot_dashboard_card_accept/{id}` (spec section 5). */
export const pilotApplySchema = z
  .object({
    question: textSchema()
      .trim()
      .min(PILOT_QUESTION_MIN, atLeast('too_short', PILOT_QUESTION_MIN))
      .max(PILOT_QUESTION_MAX, atMost('too_long', PILOT_QUESTION_MAX))
      .nullable()
      .optional(),
  })
  .default({});

/** The owner's structured reasons for declining an applicant (ours). */
export const applicantDeclineReasons = ['not_our_industry', 'too_early', 'outside_geography', 'solution_overlap', 'other'] as const;
export type ApplicantDeclineReason = (typeof applicantDeclineReasons)[number];
export const applicantStatuses = ['new', 'shortlisted', 'declined'] as const;
export type ApplicantStatus = (typeof applicantStatuses)[number];

/** The owner's decision on an applicant: shortlist, or decline with a reason (`other` needs its text). */
export const applicantDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('shortlist') }),
  z
    .object({
      decision: z.literal('decline'),
      reason: z.enum(applicantDeclineReasons, `Reason is one of: ${applicantDeclineReasons.join(', ')}`),
      text: bounded(PILOT_REASON_MIN, PILOT_REASON_MAX).optional(),
    })
    .refine((d) => d.reason !== 'other' || d.text !== undefined, { message: fieldCode('describe_reason'), path: ['text'] }),
]);
export type ApplicantDecision = z.infer<typeof applicantDecisionSchema>;

/** The success contract a pilot starts with (ours): up to 5 KPIs, the decision owner and date. */
export const pilotKpiSchema = z.object({ name: bounded(2, 100), target: bounded(1, 50) });
export const pilotStartSchema = z.object({
  application_id: z.uuid(fieldCode('pilot_applicant_not_found')),
  kpis: z.array(pilotKpiSchema).min(1, fieldCode('add_at_least_one_kpi')).max(PILOT_KPIS_MAX, atMost('too_many_kpis', PILOT_KPIS_MAX)),
  decision_owner: bounded(2, 100),
  decision_date: dateSchema(fieldCode('date_format_incorrect')),
});
export type PilotStart = z.infer<typeof pilotStartSchema>;

export const pilotOutcomes = ['commercial_contract', 'extended', 'stopped'] as const;
export type PilotOutcome = (typeof pilotOutcomes)[number];
/** The outcome (ours): one reached value per KPI of the contract, in its order. */
export const pilotOutcomeSchema = z.object({
  outcome: z.enum(pilotOutcomes, `Outcome is one of: ${pilotOutcomes.join(', ')}`),
  reached: z.array(bounded(1, 50)).min(1).max(PILOT_KPIS_MAX),
  note: bounded(1, PILOT_TEXT_MAX).optional(),
});
export type PilotOutcomeBody = z.infer<typeof pilotOutcomeSchema>;

/**
 * The outcome may be recorded once, any time after the run starts: a decision can come before its
 * date (a pilot stopped early, a contract signed sooner), and only then does "decided by the
 * decision date" measure anything (docs/decisions.md, "The pilot decision clock and track record").
 */
export function canRecordOutcome(run: { outcome: PilotOutcome | null }): boolean {
  return run.outcome === null;
}

/** Manager's moves (ours): accept or decline (with a reason) a sent card, publish an accepted one, archive. */
export const pilotModerationSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accept') }),
  z.object({ status: z.literal('decline'), reason: bounded(PILOT_REASON_MIN, PILOT_REASON_MAX) }),
  z.object({ status: z.literal('new') }),
  z.object({ status: z.literal('archive') }),
]);
export type PilotModeration = z.infer<typeof pilotModerationSchema>;
/** A pilot card's machines (DOMAIN.md, Pilots): the manager moderates and archives; its owner may only archive a published card. */
export const pilotMachines = {
  manager: machine<PilotStatus>({ send: ['accept', 'decline'], accept: ['new', 'archive'], new: ['archive'], active: ['archive'] }),
  owner: machine<PilotStatus>({ new: ['archive'], active: ['archive'] }),
};

const runSchema = z.object({
  id: z.uuid(),
  application_id: z.uuid(),
  startup: z.object({ id: z.uuid(), name: z.string() }),
  kpis: z.array(z.object({ name: z.string(), target: z.string(), reached: z.string().nullable() })),
  decision_owner: z.string(),
  decision_date: z.string(),
  outcome: z.enum(pilotOutcomes).nullable(),
  outcome_note: z.string().nullable(),
  outcome_at: z.string().nullable(),
  created_at: z.string(),
  /** Ours: whole days past the decision date with no outcome recorded (`daysOverdue`); 0 when decided or not yet due. */
  overdue_days: z.number().int().nonnegative(),
});
export type PilotRun = z.infer<typeof runSchema>;
export const pilotRunSchema = runSchema;

export const applicantSchema = z.object({
  id: z.uuid(),
  startup: z.object({ id: z.uuid(), name: z.string(), logo: fileRefSchema.nullable(), score: z.number().nullable() }),
  question: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(applicantStatuses),
  decline_reason: z.enum(applicantDeclineReasons).nullable(),
  decline_text: z.string().nullable(),
  /** Ours: the statuses the pilot's owner may move the application to now (`applicantMoves`); empty for everyone else. */
  moves: z.array(z.enum(applicantStatuses)),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** An application's machine: its pilot's owner shortlists or declines it, and may change its mind. */
export const applicationMachine = machine<ApplicantStatus>({ new: ['shortlisted', 'declined'], shortlisted: ['declined'], declined: ['shortlisted'] });

/** The owner's moves of an application now: none once its pilot is closed to applications or runs with it. */
export function applicantMoves(pilotStatus: PilotStatus, application: { status: ApplicantStatus; running: boolean }): ApplicantStatus[] {
  return pilotOpenForApplications(pilotStatus) && !application.running ? movesFrom(applicationMachine, application.status) : [];
}

/** Pilot card (spec section 3) with what the platform adds. */
export const pilotCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.number().int(),
  industries: z.array(z.number().int()),
  description: z.string(),
  requirements: z.string(),
  terms: z.string(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(pilotStatuses),
  decline_reason: z.string().nullable(),
  isReplied: z.boolean().describe('For a startup: it has applied. For the owner: the card has applicants'),
  /** The owner's company (ours). */
  owner: z.object({ id: z.uuid(), name: z.string(), role: z.enum(['corporate', 'investor']) }),
  /** The owner's view once published; empty otherwise and for startups. */
  applicants: z.array(applicantSchema),
  /** The startup's own application (startups only). */
  application: applicantSchema.omit({ startup: true }).nullable(),
  /** The run, for its owner and for the startup running it. */
  run: runSchema.nullable(),
  /** Ours: the statuses the caller may move the card to now (`pilotMachines`: the owner's, the manager's in its queue; none for startups). */
  moves: z.array(z.enum(pilotStatuses)),
  /** Ours: what the caller may do on the card now, from the server's policy: a startup applies, the owner records the run's outcome. */
  can: z.object({ apply: z.boolean(), record_outcome: z.boolean() }),
});
export type PilotCard = z.infer<typeof pilotCardSchema>;

/** The manager's queue (ours). */
export const managerPilotQuerySchema = offsetPageSchema().extend({
  status: z.enum(pilotStatuses).optional(),
  /** Ours: only the pilots whose run is past its decision date with no outcome, longest overdue first. */
  overdue: z
    .enum(['true', 'false'], 'Overdue is true or false')
    .transform((v) => v === 'true')
    .optional(),
});
export const managerPilotSchema = pilotCardSchema.omit({ applicants: true, application: true, run: true, isReplied: true, can: true }).extend({
  applicants_count: z.number().int().nonnegative(),
  /** Ours: the run's decision date and how many days it is overdue; null while the pilot has no run. */
  run: z.object({ decision_date: z.string(), outcome: z.enum(pilotOutcomes).nullable(), overdue_days: z.number().int().nonnegative() }).nullable(),
});
export const managerPilotListSchema = z.object({ pilots: z.array(managerPilotSchema), total: z.number().int() });

/** A startup's pilot counters, apart so the startup's profile reads them without the pilots' other schemas. */
export * from './pilot-summary.js';
