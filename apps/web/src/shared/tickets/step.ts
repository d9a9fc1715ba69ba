/** The share of the way done, for the progress bar (a cancelled application is filled, in red). */
export function stepPercent(step: { current: number; total: number }): number {
  return step.total > 0 ? Math.round((step.current / step.total) * 100) : 0;
}
