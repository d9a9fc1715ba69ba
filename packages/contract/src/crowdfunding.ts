import { z } from 'zod';
import { dateSchema, idSchema, intIdListSchema, numberSchema, offsetPageSchema, textSchema } from './common.js';
import { MAX_FILES_PER_FIELD } from './files.js';
import { machine } from './machine.js';
import { roundAbilitiesSchema } from './round-abilities.js';
import { reportingSchema, roundUpdateKindSchema, roundUpdateKinds } from './round-room.js';
import { fileRefSchema } from './users.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

// Crowdfunding (spec part 2, sections 2 to 9; DOMAIN.md, Crowdfunding). A startup's investment application with the
// crowdfunding flag opens a round; a manager activates or declines it; investors and corporates join it as backers; a
// manager confirms or rejects each backer.

/** Round statuses as stored; `finished` is also derived at read time once `expire` has passed. */
export const crowdfundingStatuses = ['new', 'active', 'finished', 'decline'] as const;
export type CrowdfundingStatus = (typeof crowdfundingStatuses)[number];
/** The list's status filter (spec section 4): all is the filter left out. */
export const crowdfundingFilterStatuses = ['active', 'finished'] as const;
/** `cancel`: the platform cancelled it (not reconfirmed in time after a change of terms); a backer's own cancel withdraws the row. */
export const backerStatuses = ['new', 'active', 'reject', 'cancel'] as const;
export type BackerStatus = (typeof backerStatuses)[number];
export const backerStatusSchema = z.enum(backerStatuses, fieldCode('backer_status_unknown'));

/** Search box (spec section 5: 50 characters; the web ignores longer input, the server refuses it). */
export const CROWDFUNDING_SEARCH_MAX = 50;
/** Investments range filter bounds (spec section 5). */
export const CROWDFUNDING_INVESTMENTS_MAX = 9_999_999_999;
/** Backers shown on the view before "view all" (spec section 9). */
export const BACKER_PREVIEW = 5;
/** A backer may cancel a `new` commitment this long after joining (ours)… */
export const BACKER_CANCEL_WINDOW_HOURS = 48;
/** …and never this close to the round's expiry (ours). */
export const BACKER_CANCEL_FREEZE_HOURS = 48;
export const DECLINE_ROUND_REASON_MIN = 5;
export const DECLINE_ROUND_REASON_MAX = 500;
export const ROUND_UPDATE_MIN = 10;
export const ROUND_UPDATE_MAX = 5000;

/** Sorts of the list (spec section 9): newest is the default. */
export const crowdfundingSorts = ['newest', 'most_funded', 'less_funded', 'most_backed', 'less_backed'] as const;
export type CrowdfundingSort = (typeof crowdfundingSorts)[number];
/** The sorts as the query's `order_by` and `order_dir`. */
export const crowdfundingOrderBy = ['created_at', 'current_investments', 'backers_count'] as const;
export type CrowdfundingOrderBy = (typeof crowdfundingOrderBy)[number];
export const crowdfundingSortOrder: Record<CrowdfundingSort, { order_by: CrowdfundingOrderBy; order_dir: 'asc' | 'desc' }> = {
  newest: { order_by: 'created_at', order_dir: 'desc' },
  most_funded: { order_by: 'current_investments', order_dir: 'desc' },
  less_funded: { order_by: 'current_investments', order_dir: 'asc' },
  most_backed: { order_by: 'backers_count', order_dir: 'desc' },
  less_backed: { order_by: 'backers_count', order_dir: 'asc' },
};
export const backerOrderBy = ['created_at', 'investment_amount', 'date_of_investment'] as const;

/**
 * A range filter: applied only with both ends (spec section 5), `max` never below `min`. Bounds are
 * checked even when only one end is given, so nothing out of range reaches the database.
 */
const rangeFilter = (lower: number, upper: number) =>
  z
    .object({ min: numberSchema(lower, upper).nullable().optional(), max: numberSchema(lower, upper).nullable().optional() })
    .refine((r) => r.min == null || r.max == null || r.max >= r.min, { message: fieldCode('max_below_min'), path: ['max'] })
    .optional();

/** Body of `POST /api/v1/{startup,investor,corporate}/crowdfunding_dashboard_list`. */
export const crowdfundingListFiltersSchema = z.object({
  search: textSchema().trim().max(CROWDFUNDING_SEARCH_MAX, atMost('too_long', CROWDFUNDING_SEARCH_MAX)).optional(),
  value_of_investments: rangeFilter(0, CROWDFUNDING_INVESTMENTS_MAX),
  raised: rangeFilter(0, 100),
  rounds: intIdListSchema().max(20).optional(),
  status: z.enum(crowdfundingFilterStatuses, fieldCode('status_one_of', { values: 'active, finished' })).optional(),
});
export type CrowdfundingListFilters = z.infer<typeof crowdfundingListFiltersSchema>;

/** True when a range filter carries both ends and so applies. */
export function rangeApplies(r: { min?: number | null; max?: number | null } | undefined): r is { min: number; max: number } {
  return r?.min != null && r.max != null;
}

const investmentsSchema = z.object({ min: z.number(), max: z.number(), percent: z.number().int() });

/** Crowdfunding project as the list shows it (spec section 3, with the server's field names). */
export const crowdfundingListItemSchema = z.object({
  id: z.uuid(),
  startup_name: z.string(),
  product_description: z.string().nullable(),
  startup_logo: fileRefSchema.nullable(),
  current_investments: z.number(),
  value_of_investments: investmentsSchema,
  expire: z.string().describe('yyyy-MM-dd, the last day of the round'),
  status: z.enum(crowdfundingStatuses).describe('active or finished in the list'),
  days_left: z.number().int().nonnegative(),
  backers_count: z.number().int().nonnegative(),
  created_at: z.string(),
  /** Ours: the caller's own backing status on this round; null for startups, signed-out readers and rounds it does not back. */
  backing: backerStatusSchema.nullable(),
});
export type CrowdfundingListItem = z.infer<typeof crowdfundingListItemSchema>;
export const crowdfundingListSchema = z.object({ crowdfunds: z.array(crowdfundingListItemSchema), total: z.number().int() });

const backerFounderSchema = z.object({ id: z.uuid(), logo: fileRefSchema.nullable(), company_name: z.string() });

/** A backing as managers, the round's startup and the backer itself read it (spec section 3, Backer). */
export const fullBackerSchema = z.object({
  id: z.uuid(),
  role: z.enum(['investor', 'corporate']),
  created_at: z.string(),
  date_of_investment: z.string().nullable(),
  investment_amount: z.number().nullable(),
  /** What the backer committed when joining (ours); null when it joined with an empty body. */
  amount: z.number().nullable(),
  status: backerStatusSchema,
  founder: backerFounderSchema.nullable(),
  /** Ours: the statuses the caller may move the backing to now (`backingMachine`); a manager's only, empty for everyone else. */
  moves: z.array(backerStatusSchema),
});
export type FullBacker = z.infer<typeof fullBackerSchema>;

/** Said on each private field of a backer in the API document. */
const PRIVATE = 'null unless the reader is a manager, the round’s startup or this backer';

/**
 * Backer (spec section 3) as the round's readers get it. Amounts, dates and the status of a
 * backing are for the backer itself, the round's startup and managers; every other reader is
 * given confirmed backers only, with those fields null (kept, so the spec's shape holds).
 * `founder` (the company) is null for signed-out visitors.
 */
export const backerSchema = fullBackerSchema
  .extend({
    created_at: z.string().nullable().describe(`When the backer joined; ${PRIVATE}`),
    date_of_investment: z.string().nullable().describe(`yyyy-MM-dd; ${PRIVATE}`),
    investment_amount: z.number().nullable().describe(`The confirmed amount; ${PRIVATE}`),
    amount: z.number().nullable().describe(`What the backer committed when joining (null when it joined with an empty body); ${PRIVATE}`),
    status: backerStatusSchema.nullable().describe(`new, active or reject; ${PRIVATE} (other readers see active backers only)`),
    founder: backerFounderSchema.nullable().describe('The backer’s company; null for signed-out visitors'),
  })
  .describe('A backer; amounts, dates and status only for managers, the round’s startup and the backer itself');
export type Backer = z.infer<typeof backerSchema>;
export const backerListSchema = z.object({
  backers: z.array(backerSchema),
  total: z.number().int().describe('Backers matching the filter; for readers other than managers and the round’s startup, the confirmed ones'),
});
/** The backers list as managers and the round's startup get it: every backer in full. */
export const fullBackerListSchema = z.object({ backers: z.array(fullBackerSchema), total: z.number().int() });
/** Body of both backer lists: the statuses to show (all when left out). */
export const backerListBodySchema = z.object({ statuses: z.array(backerStatusSchema).max(backerStatuses.length).optional() });

/** Crowdfunding detail (spec section 3) with what the platform adds (ours: minimum ticket, days left, decline reason). */
export const crowdfundingCardSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  current_investments: z.number(),
  expire: z.string(),
  status: z.enum(crowdfundingStatuses),
  days_left: z.number().int().nonnegative(),
  value_of_investments: investmentsSchema,
  min_ticket: z.number().nullable(),
  backers_count: z.number().int().nonnegative(),
  backers: z.array(backerSchema).describe(`The ${BACKER_PREVIEW} newest backers (confirmed ones only, except for managers and the round’s startup)`),
  /** Ours: the reader may see more backers than the preview holds, so "view all" shows (only past 5, spec part 2, section 3). */
  more_backers: z.boolean(),
  /** The caller's own backing status; null when the caller has not joined. */
  backer_status: z.object({ name: backerStatusSchema }).nullable(),
  /** The caller's own backing, when there is one (ours: cancel window). */
  own_backing: z
    .object({
      id: z.uuid(),
      created_at: z.string(),
      amount: z.number().nullable(),
      can_cancel: z.boolean(),
      /** The last moment the caller may still cancel this waiting commitment (ISO), its reflection period included; null when it may not now. */
      cancel_until: z.string().nullable(),
      /** ECSP: the end of the backing's reflection period (ISO), during which it is revoked free; null without one. */
      reflection_until: z.string().nullable(),
      /** yyyy-MM-dd: the last day to reconfirm after a change of the round's terms; null when nothing waits. */
      reconfirm_by: z.string().nullable(),
    })
    .nullable(),
  /** Ours: a manager's notice of an early close, when given (`expire` is then the close date). */
  early_close: z.object({ noticed_at: z.string(), planned_expire: z.string() }).nullable(),
  product_description: z.string().nullable(),
  conditions_of_deal: z.string(),
  pitch_deck: fileRefSchema.nullable(),
  decline_reason: z.string().nullable(),
  /** The startup's application the round was opened from; set for the startup and managers only. */
  ticket_id: z.uuid().nullable(),
  startup: z.object({ id: z.uuid(), title: z.string(), logo: fileRefSchema.nullable(), last_fund_amount: z.number().nullable(), user_id: z.uuid() }),
  /** Ours: the statuses the caller may move the round to now (`roundMachine`); a manager's only, empty for everyone else. */
  moves: z.array(z.enum(crowdfundingStatuses)),
  /** Ours: what the caller may do on the round's view now, from the server's policy (the web derives none of it). */
  can: roundAbilitiesSchema,
  /** Ours: the quarterly reporting after the round (`round-room.ts`), for signed-in readers; null without it. */
  reporting: reportingSchema.nullable(),
});
export type CrowdfundingCard = z.infer<typeof crowdfundingCardSchema>;

/** An amount a backer commits or a manager confirms: a whole number within the contract's limit. */
const investmentAmountSchema = numberSchema(1, CROWDFUNDING_INVESTMENTS_MAX, { type: fieldCode('not_number') }).int(fieldCode('not_whole_number'));

/**
 * The smallest commitment a backer may make, as the manager sets it when activating (ours). It is
 * left out only when the round already has the one its startup filed; the server holds that rule,
 * since the schema does not know the round.
 */
export const minTicketSchema = numberSchema(1, CROWDFUNDING_INVESTMENTS_MAX, {
  type: fieldCode('not_number'),
  min: atLeast('too_small', 1),
  max: atMost('too_big', CROWDFUNDING_INVESTMENTS_MAX),
}).int(fieldCode('not_whole_number'));
export const activateRoundSchema = z.object({ status: z.literal('active'), min_ticket: minTicketSchema.optional() });
export type ActivateRound = z.infer<typeof activateRoundSchema>;

/** Whether a minimum ticket fits the round: no more than its investment maximum. */
export function minTicketFits(minTicket: number, investmentMax: number): boolean {
  return minTicket >= 1 && minTicket <= investmentMax;
}

/**
 * The manager's activation form: the same move with the minimum ticket always given (prefilled
 * with the startup's), and no more than the round's investment maximum.
 */
export const activateRoundFormSchema = (investmentMax: number) =>
  activateRoundSchema
    .required({ min_ticket: true })
    .refine((v) => minTicketFits(v.min_ticket, investmentMax), { path: ['min_ticket'], message: atMost('too_big', investmentMax) });

/**
 * The manager's moves of a round (DOMAIN.md, Crowdfunding), from the status a reader sees
 * (`effectiveRoundStatus`): a new round is activated or declined, a running one closed early. An
 * active round past its last day reads finished and has no move left; the hourly ending makes it
 * so in the row, as a step of nobody's rather than a manager's early close.
 */
export const roundMachine = machine<CrowdfundingStatus>({ new: ['active', 'decline'], active: ['finished'] });

/** Manager's moves of a round: activate (with the minimum ticket), decline with a reason, close early. */
export const roundModerationSchema = z.discriminatedUnion('status', [
  activateRoundSchema,
  z.object({
    status: z.literal('decline'),
    reason: textSchema(fieldCode('field_required'))
      .trim()
      .min(DECLINE_ROUND_REASON_MIN, atLeast('too_short', DECLINE_ROUND_REASON_MIN))
      .max(DECLINE_ROUND_REASON_MAX, atMost('too_long', DECLINE_ROUND_REASON_MAX)),
  }),
  /** An early close (issue 30): the round runs until the end of `close_on`, at least the notice's business days ahead. */
  z.object({ status: z.literal('finished'), close_on: dateSchema(fieldCode('date_format_incorrect')) }),
]);
export type RoundModeration = z.infer<typeof roundModerationSchema>;

/** A backing's machine: a manager confirms or rejects a new backer, once. (Its own backer cancelling a new one deletes it.) */
export const backingMachine = machine<BackerStatus>({ new: ['active', 'reject'] });

/** Manager's answer to a backer: confirm with the amount and date of investment, or reject. */
export const backerDecisionSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('active'),
    investment_amount: investmentAmountSchema,
    date_of_investment: dateSchema(fieldCode('date_format_incorrect')),
  }),
  z.object({ status: z.literal('reject') }),
]);
export type BackerDecision = z.infer<typeof backerDecisionSchema>;

/** A startup's update to its round (ours): text and up to 5 files its backers receive. */
export const roundUpdateBodySchema = z.object({
  text: textSchema(fieldCode('field_required'))
    .trim()
    .min(ROUND_UPDATE_MIN, atLeast('too_short', ROUND_UPDATE_MIN))
    .max(ROUND_UPDATE_MAX, atMost('too_long', ROUND_UPDATE_MAX)),
  files: z
    .array(z.object({ id: idSchema }))
    .max(MAX_FILES_PER_FIELD, atMost('too_many_files', MAX_FILES_PER_FIELD))
    .default([]),
  /** `report`: the quarterly report after the round, for a round that has reporting (moves its next due date). */
  kind: roundUpdateKindSchema.default('update'),
});
export const roundUpdateSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  files: z.array(fileRefSchema),
  created_at: z.string(),
  kind: z.enum(roundUpdateKinds),
});
export type RoundUpdate = z.infer<typeof roundUpdateSchema>;
export const roundUpdateListSchema = z.object({ updates: z.array(roundUpdateSchema) });

/** Rounds in the manager's queue (ours). */
export const managerRoundListQuerySchema = offsetPageSchema().extend({
  status: z.enum(crowdfundingStatuses).optional(),
});
export const managerRoundSchema = crowdfundingListItemSchema.extend({
  ticket_id: z.uuid(),
  startup_id: z.uuid(),
  new_backers: z.number().int().nonnegative(),
  decline_reason: z.string().nullable(),
});
export const managerRoundListSchema = z.object({ rounds: z.array(managerRoundSchema), total: z.number().int() });
/** Backers waiting for a manager, across rounds (ours). */
export const managerBackerSchema = fullBackerSchema.extend({ crowdfunding: z.object({ id: z.uuid(), startup_name: z.string(), remaining: z.number() }) });
export const managerBackerListSchema = z.object({ backers: z.array(managerBackerSchema), total: z.number().int() });
