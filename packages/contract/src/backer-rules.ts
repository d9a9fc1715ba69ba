import { TZDate } from '@date-fns/tz';
import { addDays, endOfDay } from 'date-fns';

/*
 * The checks a regulated crowdfunding platform makes of a backer before its money is committed,
 * as pure rules the server enforces and the web explains (docs/decisions.md, "Backers' checks",
 * gives the source of every figure). Amounts are whole units of the platform's currency.
 */

/** `reg_cf`: US Regulation Crowdfunding (17 CFR 227); `ecsp`: Regulation (EU) 2020/1503. */
export const crowdfundingRegimes = ['reg_cf', 'ecsp'] as const;
export type CrowdfundingRegime = (typeof crowdfundingRegimes)[number];

/** The classes a backer falls in: the favourable one of each regime first. */
export const backerClasses = ['accredited', 'non_accredited', 'sophisticated', 'non_sophisticated'] as const;
export type BackerClass = (typeof backerClasses)[number];

/** The figures a backer (a company) declares; `own_funds` is its net assets, the net worth the rules speak of. */
export type BackerFigures = { own_funds: number; turnover: number; balance_sheet: number; accredited: boolean };

/** Every threshold the regimes use, configurable (figures are revised for inflation), with the regulations' values as defaults. */
export type RegimeSettings = {
  regime: CrowdfundingRegime;
  /** Most one startup raises in 12 months (both regimes: $5,000,000 and €5,000,000). */
  issuerCap: number;
  regCf: { threshold: number; minLimit: number; maxLimit: number };
  ecsp: { ownFunds: number; turnover: number; balanceSheet: number; warningFloor: number; reflectionDays: number };
};

export const defaultRegimeSettings: RegimeSettings = {
  regime: 'reg_cf',
  issuerCap: 5_000_000,
  regCf: { threshold: 124_000, minLimit: 2_500, maxLimit: 124_000 },
  ecsp: { ownFunds: 100_000, turnover: 2_000_000, balanceSheet: 1_000_000, warningFloor: 1_000, reflectionDays: 4 },
};

/** How long a declaration holds before the backer is asked again: Reg CF's figures are yearly, ECSP reviews every two years. */
export const CLASSIFICATION_VALID_MONTHS: Record<CrowdfundingRegime, number> = { reg_cf: 12, ecsp: 24 };
/** The window yearly limits and the issuer cap look back over. */
export const LIMIT_WINDOW_MONTHS = 12;

/** One figure the class was decided on: its value, the threshold it is held against, and whether it meets it. */
export type ClassCriterion = { figure: 'own_funds' | 'turnover' | 'balance_sheet' | 'accredited'; value: number; threshold: number; met: boolean };

/**
 * The class a declaration yields and why. ECSP (Annex II, legal persons): sophisticated when it
 * meets at least one of own funds, net turnover or balance sheet thresholds. Reg CF: accredited
 * when the backer declares it is an accredited investor (Rule 501(a)); otherwise the yearly limit applies.
 */
export function classify(settings: RegimeSettings, f: BackerFigures): { class: BackerClass; criteria: ClassCriterion[] } {
  if (settings.regime === 'reg_cf') {
    const criteria: ClassCriterion[] = [{ figure: 'accredited', value: f.accredited ? 1 : 0, threshold: 1, met: f.accredited }];
    return { class: f.accredited ? 'accredited' : 'non_accredited', criteria };
  }
  const e = settings.ecsp;
  const criteria: ClassCriterion[] = [
    { figure: 'own_funds', value: f.own_funds, threshold: e.ownFunds, met: f.own_funds >= e.ownFunds },
    { figure: 'turnover', value: f.turnover, threshold: e.turnover, met: f.turnover >= e.turnover },
    { figure: 'balance_sheet', value: f.balance_sheet, threshold: e.balanceSheet, met: f.balance_sheet >= e.balanceSheet },
  ];
  return { class: criteria.some((c) => c.met) ? 'sophisticated' : 'non_sophisticated', criteria };
}

/** Whether a class is the regime's favourable one, which a manager must verify before it counts. */
export function isFavourableClass(c: BackerClass): boolean {
  return c === 'accredited' || c === 'sophisticated';
}

/**
 * The class the rules apply: the declared one once verified; a favourable class waiting for review
 * counts as the other one (ECSP: a client is non-sophisticated until the platform approves it).
 */
export function effectiveClass(declared: BackerClass, review: 'pending' | 'verified' | 'rejected'): BackerClass | null {
  if (review === 'rejected') return null;
  if (review === 'verified' || !isFavourableClass(declared)) return declared;
  return declared === 'accredited' ? 'non_accredited' : 'non_sophisticated';
}

/** How a yearly limit was reached, for the backer to see the arithmetic. */
export type LimitBasis = {
  /** `none`: no limit applies; `floor`: the minimum; `percent`: a percentage of the larger figure; `cap`: the maximum. */
  rule: 'none' | 'floor' | 'percent' | 'cap';
  /** The larger of annual revenue (turnover) and net assets (own funds), which the percentage is taken of. */
  figure: number;
  percent: number | null;
  threshold: number;
};

/**
 * Reg CF's 12-month limit (17 CFR 227.100(a)(2)), none for an accredited backer or under ECSP.
 * Either figure below the threshold: the greater of the floor or 5 % of the larger figure; both at
 * or above it: 10 % of the larger figure, at most the maximum. Rounded down: amounts are whole units.
 */
export function yearlyLimit(
  settings: RegimeSettings,
  cls: BackerClass,
  f: Pick<BackerFigures, 'own_funds' | 'turnover'>,
): { limit: number | null; basis: LimitBasis } {
  const r = settings.regCf;
  const figure = Math.max(f.own_funds, f.turnover);
  if (settings.regime !== 'reg_cf' || cls === 'accredited') return { limit: null, basis: { rule: 'none', figure, percent: null, threshold: r.threshold } };
  if (f.own_funds < r.threshold || f.turnover < r.threshold) {
    const share = Math.floor((figure * 5) / 100);
    return share > r.minLimit
      ? { limit: share, basis: { rule: 'percent', figure, percent: 5, threshold: r.threshold } }
      : { limit: r.minLimit, basis: { rule: 'floor', figure, percent: 5, threshold: r.threshold } };
  }
  const share = Math.floor((figure * 10) / 100);
  return share < r.maxLimit
    ? { limit: share, basis: { rule: 'percent', figure, percent: 10, threshold: r.threshold } }
    : { limit: r.maxLimit, basis: { rule: 'cap', figure, percent: 10, threshold: r.threshold } };
}

/**
 * ECSP art. 21(7): a non-sophisticated backer accepts the risk explicitly for a backing above the
 * higher of the floor (€1,000) and 5 % of its net worth; null when no warning applies.
 */
export function riskWarningAbove(settings: RegimeSettings, cls: BackerClass, netWorth: number): number | null {
  if (settings.regime !== 'ecsp' || cls !== 'non_sophisticated') return null;
  return Math.max(settings.ecsp.warningFloor, Math.floor((netWorth * 5) / 100));
}

/** ECSP art. 21(4)(b): the loss a backer can bear, 10 % of its net worth, shown in the simulation. */
export function lossCapacity(netWorth: number): number {
  return Math.floor(netWorth / 10);
}

/**
 * ECSP art. 22: the last moment a non-sophisticated backer may revoke a backing, the end of the
 * `days`-th calendar day after the day it was made, in the backer's time zone; made on a Monday at
 * 10:00, it may be revoked until Friday 23:59:59.999 there.
 */
export function reflectionEnds(madeAt: Date, timeZone: string, days: number): Date {
  const local = new TZDate(madeAt.getTime(), timeZone);
  return new Date(endOfDay(addDays(local, days)).getTime());
}

/** What one startup may still raise within the issuer cap, given what its rounds in the window already count. */
export function issuerRoom(settings: RegimeSettings, counted: number): number {
  return Math.max(0, settings.issuerCap - counted);
}
