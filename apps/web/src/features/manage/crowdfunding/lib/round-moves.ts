import { effectiveRoundStatus, type CrowdfundingStatus } from '@platform/contract';

export type RoundMove = 'active' | 'decline' | 'finished';

/**
 * What a manager may do with a round: a new one is activated or declined; an active one that has
 * not expired may be closed early; finished and declined rounds are done.
 */
export function roundMoves(round: { status: CrowdfundingStatus; expire: string }, today: string): RoundMove[] {
  const status = effectiveRoundStatus(round.status, round.expire, today);
  if (status === 'new') return ['active', 'decline'];
  if (status === 'active') return ['finished'];
  return [];
}

/** What is left to raise before the round's maximum, never negative. */
export function remainingOf(round: { current_investments: number; value_of_investments: { max: number } }): number {
  return Math.max(0, round.value_of_investments.max - round.current_investments);
}
