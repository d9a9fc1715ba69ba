import type { ExpertScores, expertScoreGroups } from '@platform/contract';

export type ExpertScoreGroup = (typeof expertScoreGroups)[number];

/** The newest approved report that carries scores (a report on a startup always should; older data may not). */
export function latestScoredReport<T extends { approved_at: string; scores: ExpertScores | null }>(reports: readonly T[]): T | null {
  let latest: T | null = null;
  for (const report of reports) {
    if (report.scores === null) continue;
    if (latest === null || Date.parse(report.approved_at) > Date.parse(latest.approved_at)) latest = report;
  }
  return latest;
}

export interface ExpertScoreBeside {
  expert: number;
  /** The expert's score less the startup's own, one decimal; null when the startup has no score. */
  difference: number | null;
}

/** The expert's score of a group beside the startup's own, or null when the expert gave none. */
export function expertBeside(scores: ExpertScores | null | undefined, group: ExpertScoreGroup, own: number | null): ExpertScoreBeside | null {
  const expert = scores?.[group] ?? null;
  if (expert === null) return null;
  return { expert, difference: own === null ? null : Math.round((expert - own) * 10) / 10 };
}

/** "+0.5", "−0.5" (a true minus sign) or "0.0", with the score digits formatted by the caller. */
export function signedDifference(difference: number, formatScore: (value: number) => string): string {
  if (difference > 0) return `+${formatScore(difference)}`;
  if (difference < 0) return `\u2212${formatScore(-difference)}`;
  return formatScore(0);
}
