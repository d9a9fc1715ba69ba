import { z } from 'zod';
import { RECONFIRM_BUSINESS_DAYS, addBusinessDays } from './business-days.js';
import { dateSchema, offsetPageSchema, textSchema } from './common.js';
import { AMOUNT_MAX, AMOUNT_MIN, FORM_TEXT_MAX, FORM_TEXT_MIN } from './forms.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

/*
 * A material change of a running round's terms (DOMAIN.md, Crowdfunding; issue 30, item 3): a
 * manager changes the investment range, the conditions of deal or the last day at the startup's
 * request, with a reason; every pending and confirmed backing must then be reconfirmed by its
 * backer within `RECONFIRM_BUSINESS_DAYS` business days, or the platform cancels it. Each change,
 * and each notice of an early close, is kept in the round's change log.
 */

export const TERMS_REASON_MIN = 5;
export const TERMS_REASON_MAX = 500;
/** Entries of the change log a page by default. */
export const ROUND_CHANGES_PAGE = 20;

const text = (min: number, max: number) => textSchema(fieldCode('field_required')).trim().min(min, atLeast('too_short', min)).max(max, atMost('too_long', max));
const amount = z
  .number(fieldCode('not_number'))
  .int(fieldCode('not_whole_number'))
  .min(AMOUNT_MIN, atLeast('too_small', AMOUNT_MIN))
  .max(AMOUNT_MAX, atMost('too_big', AMOUNT_MAX));

/**
 * Body of `POST /api/v1/manager/crowdfunding/{id}/terms`: the fields that change (left out: kept)
 * and the reason, the startup's request in the manager's words. What depends on the round (the
 * maximum not below what is raised nor below the minimum ticket, the last day not before the
 * backers' reconfirmation deadline, at least one field differing) the server checks.
 */
export const roundTermsSchema = z.object({
  value_of_investments: z
    .object({ min: amount, max: amount })
    .refine((r) => r.max >= r.min, { message: fieldCode('max_below_min'), path: ['max'] })
    .optional(),
  conditions_of_deal: text(FORM_TEXT_MIN, FORM_TEXT_MAX).optional(),
  /** yyyy-MM-dd, the round's new last day: not before the reconfirmation deadline the change sets. */
  expire: dateSchema(fieldCode('date_format_incorrect')).optional(),
  reason: text(TERMS_REASON_MIN, TERMS_REASON_MAX),
});
export type RoundTerms = z.infer<typeof roundTermsSchema>;

/** The fields a change of the log holds, by their API names; only the changed ones are present. */
export const changeFieldsSchema = z.object({
  investment_min: z.number().optional(),
  investment_max: z.number().optional(),
  conditions_of_deal: z.string().optional(),
  expire: z.string().optional().describe('yyyy-MM-dd'),
});
export type ChangeFields = z.infer<typeof changeFieldsSchema>;
export const changeFieldNames = ['investment_min', 'investment_max', 'conditions_of_deal', 'expire'] as const;
export type ChangeField = (typeof changeFieldNames)[number];

export const roundChangeKinds = ['terms', 'close'] as const;
export type RoundChangeKind = (typeof roundChangeKinds)[number];

/** One entry of a round's change log (ours). */
export const roundChangeSchema = z.object({
  id: z.uuid(),
  /** `terms`: a change of terms its backers reconfirm; `close`: the notice of an early close (`after.expire` is the close date). */
  kind: z.enum(roundChangeKinds),
  created_at: z.string(),
  reason: z.string().nullable(),
  before: changeFieldsSchema,
  after: changeFieldsSchema,
  /** yyyy-MM-dd: the last day its backers had to reconfirm (a change of terms); null for a close. */
  reconfirm_by: z.string().nullable(),
});
export type RoundChange = z.infer<typeof roundChangeSchema>;
export const roundChangeListSchema = z.object({ changes: z.array(roundChangeSchema), total: z.number().int() });
export const roundChangeListQuerySchema = offsetPageSchema(ROUND_CHANGES_PAGE);

/** The last day (UTC, yyyy-MM-dd) a backer may reconfirm after a change of terms made on `today`. */
export function reconfirmDeadline(today: string, holidays: ReadonlySet<string>): string {
  return addBusinessDays(today, RECONFIRM_BUSINESS_DAYS, holidays);
}

/** Whether a backing asked to reconfirm by `reconfirmBy` may still do it on `today` (the deadline's day included). */
export function canReconfirm(reconfirmBy: string | null, today: string): boolean {
  return reconfirmBy !== null && today <= reconfirmBy;
}

/**
 * The fields of a terms body that differ from the round's current terms, before and after, by
 * their API names: what the change log keeps. Empty when nothing would change.
 */
export function changedTerms(
  current: { investment_min: number; investment_max: number; conditions_of_deal: string; expire: string },
  body: Pick<RoundTerms, 'value_of_investments' | 'conditions_of_deal' | 'expire'>,
): { before: ChangeFields; after: ChangeFields } {
  const wanted: ChangeFields = {
    investment_min: body.value_of_investments?.min,
    investment_max: body.value_of_investments?.max,
    conditions_of_deal: body.conditions_of_deal,
    expire: body.expire,
  };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of changeFieldNames) {
    const next = wanted[field];
    if (next === undefined || next === current[field]) continue;
    before[field] = current[field];
    after[field] = next;
  }
  return { before: before as ChangeFields, after: after as ChangeFields };
}
