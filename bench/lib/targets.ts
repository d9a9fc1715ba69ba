import type { PhaseResult } from './report.js';
import type { BenchCase } from './types.js';

/**
 * One line per case and database that has a target: the measured `vs bare` ratio beside it.
 * Informational: on a busy machine a ratio can miss by noise alone, so a miss does not fail the run.
 */
export function targetsSummary(phases: PhaseResult[], cases: BenchCase[]): string {
  const lines: string[] = [];
  for (const c of cases) {
    for (const phase of phases) {
      const target = c.targets?.[phase.database];
      if (target === undefined) continue;
      const ratio = phase.results.find((r) => r.caseId === c.id)?.ratioToBare ?? null;
      const verdict = ratio === null ? 'not measured' : ratio >= target ? 'met' : 'MISSED';
      const shown = ratio === null ? '—' : `${ratio.toFixed(3)}×`;
      lines.push(`  ${c.title} on ${phase.database}: ${shown} of bare, target ≥ ${target}× — ${verdict}`);
    }
  }
  return lines.length > 0 ? `Targets:\n${lines.join('\n')}` : '';
}
