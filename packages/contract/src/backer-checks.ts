import { z } from 'zod';
import { backerClasses, crowdfundingRegimes } from './backer-rules.js';
import { numberSchema, offsetPageSchema, textSchema } from './common.js';
import { CROWDFUNDING_INVESTMENTS_MAX } from './crowdfunding.js';
import { atMost, fieldCode } from './field-codes.js';
import { fileRefSchema } from './users.js';

/*
 * The calls of a backer's checks (docs/decisions.md, "Backers' checks"): its classification, its
 * yearly limit and the body of a join that carries the backer's acknowledgments.
 */

/** The largest figure a company declares: beyond any company's accounts, within a bigint. */
export const BACKER_FIGURE_MAX = 10_000_000_000_000;
/** Evidence files attached to one declaration. */
export const CLASSIFICATION_EVIDENCE_MAX = 5;
export const CLASSIFICATION_REASON_MAX = 1000;

const figureSchema = numberSchema(0, BACKER_FIGURE_MAX, {
  type: fieldCode('not_number'),
  min: fieldCode('figure_negative'),
  max: atMost('too_big', BACKER_FIGURE_MAX),
}).int(fieldCode('not_whole_number'));

/**
 * Body of `PUT /api/v1/foundation/classification`: the figures of the last financial year and the
 * files that show them. The class is computed by the server, so a body naming one is refused.
 */
export const classificationBodySchema = z.strictObject(
  {
    own_funds: figureSchema,
    turnover: figureSchema,
    balance_sheet: figureSchema,
    /** Reg CF: the backer states it is an accredited investor (a manager checks the evidence). */
    accredited: z.boolean(fieldCode('choose_yes_or_no')).default(false),
    evidence: z
      .array(z.uuid(fieldCode('file_upload_again')), fieldCode('evidence_required'))
      .min(1, fieldCode('evidence_required'))
      .max(CLASSIFICATION_EVIDENCE_MAX, atMost('too_many_files', CLASSIFICATION_EVIDENCE_MAX)),
  },
  fieldCode('unknown_field'),
);
export type ClassificationBody = z.input<typeof classificationBodySchema>;

export const classificationReviews = ['pending', 'verified', 'rejected'] as const;
export type ClassificationReview = (typeof classificationReviews)[number];

const criterionSchema = z.object({
  figure: z.enum(['own_funds', 'turnover', 'balance_sheet', 'accredited']),
  value: z.number(),
  threshold: z.number(),
  met: z.boolean(),
});

/** One declaration as its backer and managers read it. */
export const classificationSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  regime: z.enum(crowdfundingRegimes),
  own_funds: z.number(),
  turnover: z.number(),
  balance_sheet: z.number(),
  accredited: z.boolean(),
  evidence: z.array(fileRefSchema),
  /** The class the figures yield, and the figures it was decided on. */
  class: z.enum(backerClasses),
  criteria: z.array(criterionSchema),
  review: z.enum(classificationReviews),
  review_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The class the rules apply now: a favourable class counts once a manager verifies it; null when rejected. */
  effective_class: z.enum(backerClasses).nullable(),
  declared_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type Classification = z.infer<typeof classificationSchema>;

/** `GET /api/v1/foundation/classification`: the regime and the backer's latest declaration in it (null before the first). */
export const classificationStateSchema = z.object({
  regime: z.enum(crowdfundingRegimes),
  /** The thresholds the class is decided on in this regime, so the form can explain them before anything is typed. */
  thresholds: z.array(criterionSchema.pick({ figure: true, threshold: true })),
  classification: classificationSchema.nullable(),
});
export type ClassificationState = z.infer<typeof classificationStateSchema>;

/** A manager's decision on a declaration: a rejection says why. */
export const classificationDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('verified') }),
    z.object({
      decision: z.literal('rejected'),
      reason: textSchema(fieldCode('reason_required'))
        .trim()
        .min(1, fieldCode('reason_required'))
        .max(CLASSIFICATION_REASON_MAX, atMost('too_long', CLASSIFICATION_REASON_MAX)),
    }),
  ],
  fieldCode('choose_decision'),
);
export type ClassificationDecision = z.infer<typeof classificationDecisionSchema>;

/** `GET /api/v1/foundation/limits`: what the backer may still commit in the 12-month window, and how that was computed. */
export const backerLimitsSchema = z.object({
  regime: z.enum(crowdfundingRegimes),
  /** Null when the backer has no usable classification (none, expired or rejected): it cannot back yet. */
  class: z.enum(backerClasses).nullable(),
  /** Null when no limit applies (an accredited backer, or ECSP). */
  limit: z.number().nullable(),
  /** Waiting and confirmed backings of the last 12 months, in every round. */
  committed: z.number(),
  remaining: z.number().nullable(),
  basis: z.object({ rule: z.enum(['none', 'floor', 'percent', 'cap']), figure: z.number(), percent: z.number().nullable(), threshold: z.number() }),
  /** ECSP: a backing above this needs the backer's explicit acceptance of the risk; null when none is asked. */
  risk_warning_above: z.number().nullable(),
  /** ECSP: days a non-sophisticated backer may revoke a backing after making it; null when the 48-hour rule alone applies. */
  reflection_days: z.number().nullable(),
  /** ECSP: the backer must take the knowledge test (or acknowledge the warning after failing it) before backing. */
  knowledge_test_required: z.boolean(),
});
export type BackerLimits = z.infer<typeof backerLimitsSchema>;

/** An amount a backer commits: a whole number within the contract's limit. */
const joinAmountSchema = numberSchema(1, CROWDFUNDING_INVESTMENTS_MAX, { type: fieldCode('not_number') }).int(fieldCode('not_whole_number'));

/**
 * Body of `POST /api/v1/foundation/crowdfunding_invest/{id}`: empty as in the spec, or an amount
 * (ours), with the backer's explicit acceptance of the risk where its regime asks for one.
 */
export const crowdfundingInvestSchema = z
  .object({
    amount: joinAmountSchema.optional(),
    accept_risk: z.boolean(fieldCode('choose_yes_or_no')).optional(),
    /** The version of the round's key investment information sheet the backer read; it must be the current one (ours, optional). */
    kiis_version: z.number(fieldCode('not_number')).int(fieldCode('not_whole_number')).positive(fieldCode('not_whole_number')).optional(),
  })
  .default({});
export type CrowdfundingInvest = z.infer<typeof crowdfundingInvestSchema>;

/** `GET /api/v1/manager/classifications`: declarations for managers, the waiting ones by default, oldest first. */
export const classificationQueueQuerySchema = offsetPageSchema().extend({
  review: z.enum(classificationReviews, fieldCode('choose_status')).default('pending'),
  company_id: z.uuid(fieldCode('choose_company')).optional(),
});
export const classificationQueueItemSchema = classificationSchema.extend({
  company: z.object({ id: z.uuid(), name: z.string(), role: z.enum(['investor', 'corporate']) }),
  /** Whether a newer declaration of the same company replaced this one (only the latest is reviewed). */
  superseded: z.boolean(),
});
export type ClassificationQueueItem = z.infer<typeof classificationQueueItemSchema>;
export const classificationQueueSchema = z.object({ classifications: z.array(classificationQueueItemSchema), total: z.number().int() });
export type ClassificationQueue = z.infer<typeof classificationQueueSchema>;

/** `GET /api/v1/manager/backer-records`: one company's or one round's record, as JSON or CSV. */
export const backerRecordsQuerySchema = z
  .object({
    company_id: z.uuid(fieldCode('choose_company')).optional(),
    crowdfund_id: z.uuid(fieldCode('crowdfunding_not_found')).optional(),
    format: z.enum(['json', 'csv'], fieldCode('choose_status')).default('json'),
  })
  .refine((q) => (q.company_id === undefined) !== (q.crowdfund_id === undefined), { message: fieldCode('choose_company'), path: ['company_id'] });
export const backerRecordSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  company: z.object({ id: z.uuid(), name: z.string().nullable() }),
  kind: z.string(),
  crowdfund_id: z.uuid().nullable(),
  backing_id: z.uuid().nullable(),
  actor_id: z.uuid().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export const backerRecordListSchema = z.object({ records: z.array(backerRecordSchema), truncated: z.boolean() });
export type BackerRecordList = z.infer<typeof backerRecordListSchema>;
