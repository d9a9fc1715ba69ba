/** What is left to raise before the round's maximum, never negative. */
export function remainingOf(round: { current_investments: number; value_of_investments: { max: number } }): number {
  return Math.max(0, round.value_of_investments.max - round.current_investments);
}
