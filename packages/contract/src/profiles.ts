import { z } from 'zod';
import { CURRENCY_MAX, CURRENCY_MIN } from './basics.js';
import { dateSchema, intIdListSchema, intIdSchema, textSchema } from './common.js';
import { fileAttachSchema } from './files.js';
import { companyStepSchema, phoneSchema } from './registration.js';
import { scoreFields, scoreValueSchema, type ScoreField } from './scoring.js';
import { internalExpertSchema } from './profile-views.js';
import { meetingSchema } from './meetings.js';
import { workCalendarItemSchema } from './schedule.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

export { CURRENCY_MIN, CURRENCY_MAX } from './basics.js';
export * from './profile-views.js';

/** Limits of the profile screens (spec part 1, sections 5 and 9). */
export const INVESTOR_STAGES_MAX = 6;
export const INVESTOR_INDUSTRIES_MAX = 20;
export const STARTUP_TEXT_MIN = 20;
export const STARTUP_TEXT_MAX = 2000;
export const EXPERT_NAME_MIN = 3;
export const EXPERT_NAME_MAX = 50;
export const EXPERT_IN_MAX = 5;
export const STARTUP_REGIONS_MAX = 3;
export const STARTUP_INDUSTRIES_MAX = 5;
export const MONTHLY_REVENUE_MIN = -100;
export const MONTHLY_REVENUE_MAX = 9999;
export const MOM_GROWTH_MIN = -9999;
export const MOM_GROWTH_MAX = 9999;

const ids = intIdListSchema();
/** Numbers may arrive as numbers or numeric strings (`'0'`); letters are refused. */
const numeric = (min: number, max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : v === '' ? null : v),
    z
      .number(fieldCode('field_not_number', { field: label }))
      .refine(Number.isFinite, fieldCode('field_not_number', { field: label }))
      .min(min, fieldCode('field_too_small', { field: label, min }))
      .max(max, fieldCode('field_too_big', { field: label, max }))
      .nullable(),
  );

const companyFields = companyStepSchema.shape;

export const corporateProfileBodySchema = z.object({
  company: companyFields.company,
  description: companyFields.description.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  website: companyFields.website.nullable().optional(),
  logo_file: fileAttachSchema,
});

/** Investor profile's body: the corporate fields plus focus and average deal. */
export const investorProfileBodySchema = corporateProfileBodySchema.extend({
  /** Zero is stored as no value. */
  average_deal: numeric(0, CURRENCY_MAX, 'Average deal').optional(),
  focus_on_industries: ids.max(INVESTOR_INDUSTRIES_MAX, atMost('choose_at_most_industries', INVESTOR_INDUSTRIES_MAX)).nullable().optional(),
  focus_on_stages: ids.max(INVESTOR_STAGES_MAX, atMost('choose_at_most_stages', INVESTOR_STAGES_MAX)).nullable().optional(),
});

const startupText = (required: 'tell_us_about_product' | 'tell_us_who_customer_is') =>
  textSchema(fieldCode(required))
    .trim()
    .min(STARTUP_TEXT_MIN, atLeast('too_short', STARTUP_TEXT_MIN))
    .max(STARTUP_TEXT_MAX, atMost('too_long', STARTUP_TEXT_MAX));

export const startupFinanceBodySchema = z.object({
  annual_revenue: numeric(CURRENCY_MIN, CURRENCY_MAX, 'Annual revenue').optional(),
  mom_growth: numeric(MOM_GROWTH_MIN, MOM_GROWTH_MAX, 'MoM growth').optional(),
  monthly_revenue: numeric(MONTHLY_REVENUE_MIN, MONTHLY_REVENUE_MAX, 'Monthly revenue').optional(),
  monthly_burn_rate: numeric(CURRENCY_MIN, CURRENCY_MAX, 'Monthly burn rate').optional(),
  mrr: numeric(CURRENCY_MIN, CURRENCY_MAX, 'MRR').optional(),
  runrate: numeric(CURRENCY_MIN, CURRENCY_MAX, 'Runrate').optional(),
  /** yyyy-MM-dd; past dates allowed. */
  finance_actual_date: dateSchema(fieldCode('date_format')).nullable().optional(),
  unit_economy_file: fileAttachSchema,
});

const scoreShape = Object.fromEntries(scoreFields.map((f) => [f, scoreValueSchema.nullable().optional()])) as Record<
  ScoreField,
  z.ZodOptional<z.ZodNullable<typeof scoreValueSchema>>
>;
export const startupScoringBodySchema = z.object(scoreShape);

export const startupProfileBodySchema = z.object({
  company: companyFields.company,
  description: companyFields.description.nullable().optional(),
  website: companyFields.website.nullable().optional(),
  country: intIdSchema().nullable().optional(),
  regions: ids.max(STARTUP_REGIONS_MAX, atMost('choose_at_most_regions', STARTUP_REGIONS_MAX)).optional(),
  industries: ids.max(STARTUP_INDUSTRIES_MAX, atMost('choose_at_most_industries', STARTUP_INDUSTRIES_MAX)).optional(),
  round: intIdSchema().nullable().optional(),
  last_fund_amount: numeric(0, CURRENCY_MAX, 'Last fund amount').optional(),
  logo_file: fileAttachSchema,
  presentation_pitch_file: fileAttachSchema,
  product_description: startupText('tell_us_about_product'),
  who_is_your_customer: startupText('tell_us_who_customer_is'),
  startup_finance_info: startupFinanceBodySchema.optional(),
  startup_scoring: startupScoringBodySchema.optional(),
});

export const viewProfileQuerySchema = z.object({ ticketId: z.uuid().optional() });
export const profileIdParamsSchema = z.object({ id: z.uuid(fieldCode('profile_id_invalid')) });

const expertPersonName = (label: string) =>
  textSchema(fieldCode('tell_us_the', { field: label.toLowerCase() }))
    .trim()
    .min(EXPERT_NAME_MIN, fieldCode('field_too_short', { field: label }))
    .max(EXPERT_NAME_MAX, fieldCode('field_too_long', { field: label }));
const expertInSchema = ids.min(1, fieldCode('choose_at_least_one_industry')).max(EXPERT_IN_MAX, atMost('choose_at_most_industries', EXPERT_IN_MAX));

export const expertProfileBodySchema = z.object({
  company_name: companyFields.company,
  description: companyFields.description.nullable().optional(),
  expert_in: expertInSchema,
  name: expertPersonName('Name'),
  surname: expertPersonName('Surname'),
  position_in_company: expertPersonName('Position'),
  website: companyFields.website.nullable().optional(),
  logo_file: fileAttachSchema,
  presentation_pitch: fileAttachSchema,
});

export const internalExpertBodySchema = z.object({
  name: expertPersonName('Name'),
  surname: expertPersonName('Surname'),
  expert_in: expertInSchema,
  logo_file: fileAttachSchema,
});
export const INTERNAL_EXPERT_SEARCH_MAX = 50;
export const internalExpertOrderBy = ['createdAt', 'name', 'surname'] as const;
export const internalExpertListBodySchema = z.object({
  search: textSchema().trim().max(INTERNAL_EXPERT_SEARCH_MAX).optional().default(''),
});
/**
 * An internal expert as the lists carry it (spec part 2, section 3): with its work calendar (the
 * weekly template and the overrides from today on) and its meetings that have not ended.
 */
export const internalExpertListItemSchema = internalExpertSchema.extend({
  work_calendars: z.array(workCalendarItemSchema),
  meets: z.array(meetingSchema).describe('Meetings that have not ended, declined ones included, by start time'),
});
export type InternalExpertListItem = z.infer<typeof internalExpertListItemSchema>;
export const internalExpertListSchema = z.object({ experts: z.array(internalExpertListItemSchema), total: z.number().int() });
export const internalExpertIdParamsSchema = z.object({ id: z.uuid(fieldCode('expert_id_invalid')) });
