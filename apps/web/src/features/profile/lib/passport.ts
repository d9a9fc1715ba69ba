import type { Language, PassportClaimKey } from '@platform/contract';
import type { useFormatters } from '@/shared/format/use-formatters';
import { signedPercent } from './finance-display';

type Format = ReturnType<typeof useFormatters>;

/** The label of a passport claim: a score group as the scoring names it, a finance figure as the finance card does (one name per figure). */
const labelKeys = {
  team: 'scoring.groups.team',
  management: 'scoring.groups.management',
  technology: 'scoring.groups.technology',
  business: 'scoring.groups.business',
  annual_revenue: 'profile.finance.annualRevenue',
  monthly_revenue: 'profile.finance.monthlyRevenue',
  mrr: 'profile.finance.mrr',
  mom_growth: 'profile.finance.momGrowth',
  monthly_burn_rate: 'profile.finance.burnRate',
  runrate: 'profile.finance.runrate',
} as const satisfies Record<PassportClaimKey, string>;
export const claimLabelKey = (key: PassportClaimKey) => labelKeys[key];

const money: readonly PassportClaimKey[] = ['annual_revenue', 'mrr', 'monthly_burn_rate', 'runrate'];

/**
 * A claim's value as the profile shows it (score, money, signed percent; monthly revenue as its
 * growth year on year, as the finance card reads it); null when unset.
 */
export function claimValueText(
  key: PassportClaimKey,
  value: number | null,
  format: Format,
  language: Language,
  t: (key: 'profile.finance.yoy', options: { percent: string }) => string,
): string | null {
  if (value === null) return null;
  if (money.includes(key)) return format.currency(value);
  if (key === 'monthly_revenue') return t('profile.finance.yoy', { percent: signedPercent(value, language)! });
  if (key === 'mom_growth') return signedPercent(value, language);
  return format.score(value);
}
