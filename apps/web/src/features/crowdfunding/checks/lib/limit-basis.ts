import type { BackerLimits } from '@platform/contract';

/** The sentence that explains a limit, and its amounts (money, written by the page) and percentage. */
export interface LimitBasisWording {
  key:
    | 'investorChecks.limit.basis.noneAccredited'
    | 'investorChecks.limit.basis.noneEcsp'
    | 'investorChecks.limit.basis.floor'
    | 'investorChecks.limit.basis.percentBelow'
    | 'investorChecks.limit.basis.percentAbove'
    | 'investorChecks.limit.basis.cap';
  money: { threshold: number; figure: number; share: number; limit: number };
  percent: number;
}

/**
 * How the limit was reached, as the contract's `yearlyLimit` computed it: the share is worked out
 * again from the basis so the sentence can show why the floor or the cap replaced it.
 */
export function limitBasisWording(limits: Pick<BackerLimits, 'regime' | 'limit' | 'basis'>): LimitBasisWording {
  const { basis } = limits;
  const percent = basis.percent ?? 0;
  const money = { threshold: basis.threshold, figure: basis.figure, share: Math.floor((basis.figure * percent) / 100), limit: limits.limit ?? 0 };
  switch (basis.rule) {
    case 'none':
      return { key: limits.regime === 'ecsp' ? 'investorChecks.limit.basis.noneEcsp' : 'investorChecks.limit.basis.noneAccredited', money, percent };
    case 'floor':
      return { key: 'investorChecks.limit.basis.floor', money, percent };
    case 'cap':
      return { key: 'investorChecks.limit.basis.cap', money, percent };
    case 'percent':
      // 5 % when either figure is below the threshold, 10 % when both reach it (17 CFR 227.100(a)(2)).
      return { key: percent >= 10 ? 'investorChecks.limit.basis.percentAbove' : 'investorChecks.limit.basis.percentBelow', money, percent };
  }
}

/** The one line the join dialog shows before an amount is typed: nothing when no limit applies. */
export function remainingRoom(limits: Pick<BackerLimits, 'limit' | 'remaining'> | undefined): number | null {
  if (!limits || limits.limit === null) return null;
  return limits.remaining ?? limits.limit;
}
