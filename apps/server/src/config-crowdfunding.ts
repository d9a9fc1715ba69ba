import { z } from 'zod';
import { crowdfundingRegimes, defaultRegimeSettings, type RegimeSettings } from '@platform/contract';

/** A figure of the regimes in the platform's currency: a whole amount, zero and up. */
const figure = (fallback: number) => z.coerce.number().int().min(0).max(1e13).default(fallback);
const d = defaultRegimeSettings;

/**
 * The variables of the crowdfunding regime (README, docs/decisions.md "Backers' checks"): which
 * regulation's checks run, and each figure they use, defaulting to the regulation's own.
 */
export const crowdfundingEnv = {
  CROWDFUNDING_REGIME: z.enum(crowdfundingRegimes, `CROWDFUNDING_REGIME must be one of ${crowdfundingRegimes.join(', ')}`).default(d.regime),
  CROWDFUNDING_ISSUER_CAP: figure(d.issuerCap),
  REG_CF_LIMIT_THRESHOLD: figure(d.regCf.threshold),
  REG_CF_LIMIT_MIN: figure(d.regCf.minLimit),
  REG_CF_LIMIT_MAX: figure(d.regCf.maxLimit),
  ECSP_OWN_FUNDS: figure(d.ecsp.ownFunds),
  ECSP_TURNOVER: figure(d.ecsp.turnover),
  ECSP_BALANCE_SHEET: figure(d.ecsp.balanceSheet),
  ECSP_WARNING_FLOOR: figure(d.ecsp.warningFloor),
  ECSP_REFLECTION_DAYS: z.coerce.number().int().min(1).max(30).default(d.ecsp.reflectionDays),
};

type CrowdfundingEnv = { [K in keyof typeof crowdfundingEnv]: z.infer<(typeof crowdfundingEnv)[K]> };

export function regimeSettings(e: CrowdfundingEnv): RegimeSettings {
  return {
    regime: e.CROWDFUNDING_REGIME,
    issuerCap: e.CROWDFUNDING_ISSUER_CAP,
    regCf: { threshold: e.REG_CF_LIMIT_THRESHOLD, minLimit: e.REG_CF_LIMIT_MIN, maxLimit: e.REG_CF_LIMIT_MAX },
    ecsp: {
      ownFunds: e.ECSP_OWN_FUNDS,
      turnover: e.ECSP_TURNOVER,
      balanceSheet: e.ECSP_BALANCE_SHEET,
      warningFloor: e.ECSP_WARNING_FLOOR,
      reflectionDays: e.ECSP_REFLECTION_DAYS,
    },
  };
}
