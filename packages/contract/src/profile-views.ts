import { z } from 'zod';
import { scoreFields, type ScoreField } from './scoring.js';
import { fileRefSchema } from './users.js';

/*
 * The profiles as the server answers them. Apart from the bodies (`profiles.ts`, which re-exports
 * these), so a cabinet's first screen evaluates only the schemas it reads its answers with, not the
 * forms' rules and what they import (registration, sign-in, files, meetings, schedule).
 */

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

/** Investor profile: the corporate fields plus focus and average deal (null when empty). */
export const investorProfileSchema = corporateProfileSchema.extend({
  average_deal: z.number().nullable(),
  focus_on_industries: z.array(z.number().int()).nullable(),
  focus_on_stages: z.array(z.number().int()).nullable(),
});

/** The interest answer of the viewer's ticket about this company, when viewed from an offer. */
export const quoteSchema = z.object({ id: z.uuid(), interesting: z.boolean().nullable(), isViewed: z.boolean() });

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
