import { z } from 'zod';
import { CURRENCY_MAX, CURRENCY_MIN } from './basics.js';
import { dateSchema, intIdListSchema, intIdSchema, textSchema } from './common.js';
import { fileAttachSchema } from './files.js';
import { companyStepSchema, phoneSchema } from './registration.js';
import { scoreFields, scoreValueSchema, type ScoreField } from './scoring.js';
import { meetingSchema } from './meetings.js';
import { workCalendarItemSchema } from './schedule.js';
import { fileRefSchema } from './users.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

export { CURRENCY_MIN, CURRENCY_MAX } from './basics.js';

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

/** What a deleted company's name becomes; the web shows its own translation when `deleted` is set. */
export const DELETED_COMPANY_NAME = 'Deleted company';

/** Corporate profile (`GET /api/v1/corporate/profiledata`). */
export const corporateProfileSchema = z.object({
  company: z.string(),
  /** The account was deleted: every other field is empty and the name is `DELETED_COMPANY_NAME`. */
  deleted: z.boolean().default(false),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  logo_file: fileRefSchema.nullable(),
});
export const corporateProfileBodySchema = z.object({
  company: companyFields.company,
  description: companyFields.description.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  website: companyFields.website.nullable().optional(),
  logo_file: fileAttachSchema,
});

/** Investor profile: the corporate fields plus focus and average deal (null when empty). */
export const investorProfileSchema = corporateProfileSchema.extend({
  average_deal: z.number().nullable(),
  focus_on_industries: z.array(z.number().int()).nullable(),
  focus_on_stages: z.array(z.number().int()).nullable(),
});
export const investorProfileBodySchema = corporateProfileBodySchema.extend({
  /** Zero is stored as no value. */
  average_deal: numeric(0, CURRENCY_MAX, 'Average deal').optional(),
  focus_on_industries: ids.max(INVESTOR_INDUSTRIES_MAX, atMost('choose_at_most_industries', INVESTOR_INDUSTRIES_MAX)).nullable().optional(),
  focus_on_stages: ids.max(INVESTOR_STAGES_MAX, atMost('choose_at_most_stages', INVESTOR_STAGES_MAX)).nullable().optional(),
});

/** The interest answer of the viewer's ticket about this company, when viewed from an offer. */
export const quoteSchema = z.object({ id: z.uuid(), interesting: z.boolean().nullable(), isViewed: z.boolean() });

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

const scoreOut = Object.fromEntries(scoreFields.map((f) => [f, z.number().nullable()])) as Record<ScoreField, z.ZodNullable<z.ZodNumber>>;

export const startupProfileSchema = z.object({
  id: z.uuid(),
  company: z.string(),
  /** The account was deleted: every other field is empty and the name is `DELETED_COMPANY_NAME`. */
  deleted: z.boolean().default(false),
  country: z.number().int().nullable(),
  description: z.string().nullable(),
  industries: z.array(z.number().int()),
  regions: z.array(z.number().int()),
  round: z.number().int().nullable(),
  website: z.string().nullable(),
  last_fund_amount: z.number().nullable(),
  logo_file: fileRefSchema.nullable(),
  presentation_pitch_file: fileRefSchema.nullable(),
  product_description: z.string().nullable(),
  who_is_your_customer: z.string().nullable(),
  /** `empty` until the product texts are filled (spec part 1, section 2). */
  type: z.enum(['empty', 'filled']),
  startup_finance_info: z.object({
    annual_revenue: z.number().nullable(),
    mom_growth: z.number().nullable(),
    monthly_revenue: z.number().nullable(),
    monthly_burn_rate: z.number().nullable(),
    mrr: z.number().nullable(),
    runrate: z.number().nullable(),
    finance_actual_date: z.string().nullable(),
    unit_economy_file: fileRefSchema.nullable(),
    /** Download address of the unit-economy spreadsheet template. */
    unit_economy_template: z.string(),
  }),
  startup_scoring: z.object({
    ...scoreOut,
    team: z.number().nullable(),
    changeManagement: z.number().nullable(),
    technology: z.number().nullable(),
    business: z.number().nullable(),
    intema_score: z.number().nullable(),
  }),
  isScoreFull: z.boolean(),
  quote: quoteSchema.nullable().optional(),
  /** What the caller may read beside the profile, from the server's policy: the screen shows those cards by it. */
  can: z.object({ read_pilot_summary: z.boolean() }),
});
export type StartupProfile = z.infer<typeof startupProfileSchema>;

export const viewProfileQuerySchema = z.object({ ticketId: z.uuid().optional() });
export const profileIdParamsSchema = z.object({ id: z.uuid(fieldCode('profile_id_invalid')) });

const expertPersonName = (label: string) =>
  textSchema(fieldCode('tell_us_the', { field: label.toLowerCase() }))
    .trim()
    .min(EXPERT_NAME_MIN, fieldCode('field_too_short', { field: label }))
    .max(EXPERT_NAME_MAX, fieldCode('field_too_long', { field: label }));
const expertInSchema = ids.min(1, fieldCode('choose_at_least_one_industry')).max(EXPERT_IN_MAX, atMost('choose_at_most_industries', EXPERT_IN_MAX));

/** Expert company profile (`/api/v1/expert/profileData`). */
export const expertProfileSchema = z.object({
  company_name: z.string(),
  description: z.string().nullable(),
  expert_in: z.array(z.number().int()),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  position_in_company: z.string().nullable(),
  website: z.string().nullable(),
  logo_file: fileRefSchema.nullable(),
  presentation_pitch: fileRefSchema.nullable(),
});
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

/** An expert company's own internal expert. */
export const internalExpertSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  expert_in: z.array(z.number().int()),
  logo_file: fileRefSchema.nullable(),
  createdAt: z.string(),
});
export type InternalExpert = z.infer<typeof internalExpertSchema>;
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
