import { z } from 'zod';
import { intIdListSchema, isStorableJson, jsonDepth, JSON_MAX_DEPTH, numberSchema, textSchema } from './common.js';
import { CURRENCY_MAX, CURRENCY_MIN } from './basics.js';
import { SCORE_MAX, SCORE_MIN } from './scoring.js';
import { fileRefSchema } from './users.js';
import { atMost, fieldCode } from './field-codes.js';

/** The startups list of investors and corporates (ours: `POST /api/v1/foundation/startups/list`). */
export const STARTUP_SEARCH_MAX = 50;
export const startupListOrderBy = ['company', 'intema_score', 'verified_score', 'last_fund_amount', 'annual_revenue', 'created_at'] as const;
export type StartupListOrderBy = (typeof startupListOrderBy)[number];

/** Bounds are those of the web's range filters, inside what the `real` and `double precision` columns hold. */
const range = (label: string, lower: number, upper: number) =>
  z
    .object({ min: numberSchema(lower, upper).nullable().optional(), max: numberSchema(lower, upper).nullable().optional() })
    .refine((r) => r.min == null || r.max == null || r.max >= r.min, { message: fieldCode('max_below_min'), path: ['max'] })
    .optional()
    .describe(`${label} range; either bound may be left out`);

export const startupListFiltersSchema = z.object({
  search: textSchema().trim().max(STARTUP_SEARCH_MAX).optional(),
  countries: intIdListSchema().max(50).optional(),
  regions: intIdListSchema().max(50).optional(),
  industries: intIdListSchema().max(50).optional(),
  rounds: intIdListSchema().max(20).optional(),
  intema_score: range('Overall score', SCORE_MIN, SCORE_MAX),
  last_fund_amount: range('Last fund amount', 0, CURRENCY_MAX),
  annual_revenue: range('Annual revenue', CURRENCY_MIN, CURRENCY_MAX),
  /** Only startups with fresh evidence: an expert or pilot verification of the last 12 months (the passport). */
  verified: z.boolean('Verified is true or false').optional(),
});
export type StartupListFilters = z.infer<typeof startupListFiltersSchema>;

export const startupListItemSchema = z.object({
  id: z.uuid(),
  company: z.string(),
  logo_file: fileRefSchema.nullable(),
  website: z.string().nullable(),
  country: z.number().int().nullable(),
  regions: z.array(z.number().int()),
  industries: z.array(z.number().int()),
  round: z.number().int().nullable(),
  last_fund_amount: z.number().nullable(),
  annual_revenue: z.number().nullable(),
  mrr: z.number().nullable(),
  intema_score: z.number().nullable(),
  /** The overall score of the newest expert-verified report while it is fresh (12 months); null otherwise. */
  verified_score: z.number().nullable(),
  team: z.number().nullable(),
  changeManagement: z.number().nullable(),
  technology: z.number().nullable(),
  business: z.number().nullable(),
  created_at: z.string(),
});
export type StartupListItem = z.infer<typeof startupListItemSchema>;
export const startupListSchema = z.object({ startups: z.array(startupListItemSchema), total: z.number().int() });

/** Table sort cycle (spec part 2, section 4): ascending, descending, default, ascending; a new column starts ascending. */
export type SortState = { sortBy: string | null; sortOrder: 'asc' | 'desc' | null };
export function nextSort(current: SortState, column: string): SortState {
  if (current.sortBy !== column) return { sortBy: column, sortOrder: 'asc' };
  if (current.sortOrder === 'asc') return { sortBy: column, sortOrder: 'desc' };
  if (current.sortOrder === 'desc') return { sortBy: null, sortOrder: null };
  return { sortBy: column, sortOrder: 'asc' };
}

/** Per-user settings the web keeps on the server (ours: `GET`/`PUT /api/v1/user/preferences/{key}`). */
export const preferenceKeys = ['startups_table', 'startups_filters', 'crowdfunding_filters', 'pilots_filters', 'expert_filter'] as const;
export const preferenceKeySchema = z.enum(preferenceKeys);
export const PREFERENCE_MAX_BYTES = 16 * 1024;
export const preferenceValueSchema = z
  .json()
  .refine((v) => JSON.stringify(v).length <= PREFERENCE_MAX_BYTES, atMost('too_many_bytes', PREFERENCE_MAX_BYTES))
  .refine((v) => jsonDepth(v) <= JSON_MAX_DEPTH, 'body_too_deep')
  .refine(isStorableJson, 'text_invalid');
