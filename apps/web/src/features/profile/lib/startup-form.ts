import { SCORE_DEFAULT, scoreFields, type ScoreField, type StartupProfile, type startupProfileBodySchema } from '@platform/contract';
import type { z } from 'zod';
import type { AttachValues } from '@/shared/files/upload-drafts';
import { blankToNull } from '@/shared/lib/blank-to-null';
import { withFiles } from './with-files';

export const financeInputs = ['annual_revenue', 'monthly_revenue', 'mrr', 'mom_growth', 'monthly_burn_rate', 'runrate'] as const;
export type FinanceInput = (typeof financeInputs)[number];

/** The startup form as the inputs hold it: texts as typed, numbers as text, scores on the slider scale. */
export interface StartupFormValues {
  company: string;
  description: string;
  website: string;
  country: number | null;
  regions: number[];
  industries: number[];
  round: number | null;
  last_fund_amount: string;
  product_description: string;
  who_is_your_customer: string;
  startup_finance_info: Record<FinanceInput, string> & { finance_actual_date: string | null };
  startup_scoring: Record<ScoreField, number>;
}

export type StartupBodyOutput = z.output<typeof startupProfileBodySchema>;
export type StartupFileField = 'logo_file' | 'presentation_pitch_file' | 'unit_economy_file';

const numberText = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');

/** The form filled from the stored profile; an empty score shows the slider default, 3.0. */
export function startupFormValues(profile: StartupProfile): StartupFormValues {
  const finance = profile.startup_finance_info;
  return {
    company: profile.company,
    description: profile.description ?? '',
    website: profile.website ?? '',
    country: profile.country,
    regions: profile.regions,
    industries: profile.industries,
    round: profile.round,
    last_fund_amount: numberText(profile.last_fund_amount),
    product_description: profile.product_description ?? '',
    who_is_your_customer: profile.who_is_your_customer ?? '',
    startup_finance_info: {
      annual_revenue: numberText(finance.annual_revenue),
      monthly_revenue: numberText(finance.monthly_revenue),
      mrr: numberText(finance.mrr),
      mom_growth: numberText(finance.mom_growth),
      monthly_burn_rate: numberText(finance.monthly_burn_rate),
      runrate: numberText(finance.runrate),
      finance_actual_date: finance.finance_actual_date,
    },
    startup_scoring: Object.fromEntries(scoreFields.map((field) => [field, profile.startup_scoring[field] ?? SCORE_DEFAULT])) as Record<ScoreField, number>,
  };
}

/**
 * The form as the body schema reads it: optional texts left empty become null (an empty
 * description is "none", not a too-short one). Numbers stay text: the schema reads them, so
 * "12a" is refused by the same rule as on the server.
 */
export function normaliseStartupForm(values: StartupFormValues): unknown {
  return {
    ...values,
    description: blankToNull(values.description),
    website: blankToNull(values.website),
    startup_finance_info: { ...values.startup_finance_info, finance_actual_date: blankToNull(values.startup_finance_info.finance_actual_date) },
  };
}

/** The body of `POST /api/v1/startup/profiledata`: the checked form plus the file fields (omitted when unchanged). */
export function buildStartupBody(values: StartupBodyOutput, files: AttachValues<StartupFileField>): StartupBodyOutput {
  const { unit_economy_file, ...top } = files;
  const finance = withFiles(values.startup_finance_info ?? {}, { unit_economy_file });
  return { ...withFiles(values, top), startup_finance_info: finance };
}
