import { NOISE_CORES } from './cpu.js';
import type { LoadResult } from './load.js';
import type { Machine } from './machine.js';
import type { DatabaseKind, Settings } from './settings.js';
import type { QueryPlan } from './plans.js';
import type { BrowserParts } from './browser-parts.js';
import type { FanoutResult } from './fanout.js';
import { fixed, renderTable, thousands } from './table.js';

export type CaseResult = {
  phase: DatabaseKind;
  /** `user-info`, or `bare:user-info` for the baseline twin. */
  caseId: string;
  title: string;
  server: 'real' | 'bare';
  /** The database behind the answer; the bare baseline has none. */
  database: DatabaseKind | 'none';
  bodyBytes: number;
  expectStatus: number[];
  load: LoadResult;
  /** Empty when the case passed. */
  failures: string[];
  notes: string[];
  /** Measurements taken (more than one when other processes disturbed the first). */
  attempts: number;
  /** The bare case this one is compared with, and requests/s of this one divided by that one's. */
  baselineCaseId: string | null;
  ratioToBare: number | null;
};

export type PhaseResult = {
  database: DatabaseKind;
  description: string;
  skipped?: string;
  error?: string;
  results: CaseResult[];
  /** What was generated before the cases ran, and how long it took. */
  generated?: { sizes: Settings['sizes']; seconds: number };
  /** The plans of the list queries on the generated data. */
  plans?: QueryPlan[];
};

export type Report = {
  generatedAt: string;
  machine: Machine;
  settings: Omit<Settings, 'postgresAdminUrl'>;
  phases: PhaseResult[];
  /** The fan-out case's runs, real and bare (empty when BENCH_FANOUT=0). */
  fanout: FanoutResult[];
} & BrowserParts;

export const isNoisy = (load: LoadResult) => (load.cpu?.other ?? 0) > NOISE_CORES;

/** Status codes outside the expected set, connection errors and empty runs fail a case. */
export function judge(load: LoadResult, expectStatus: readonly number[]): string[] {
  const failures: string[] = [];
  for (const [code, count] of Object.entries(load.statusCounts)) {
    if (count > 0 && !expectStatus.includes(Number(code))) failures.push(`${count}× status ${code}`);
  }
  if (load.errors > 0) failures.push(`${load.errors} errors (${load.timeouts} timeouts)`);
  if (load.responses === 0) failures.push('no responses');
  return failures;
}

/** Fills `ratioToBare` once the bare twins of a phase have run. */
export function linkBaselines(results: CaseResult[]): void {
  const byId = new Map(results.map((r) => [r.caseId, r]));
  for (const r of results) {
    if (!r.baselineCaseId) continue;
    const base = byId.get(r.baselineCaseId);
    r.ratioToBare = base && base.load.requestsPerSecond > 0 ? r.load.requestsPerSecond / base.load.requestsPerSecond : null;
  }
}

export function resultsTable(phases: PhaseResult[]): string {
  const columns = [
    { header: 'case', align: 'left' as const },
    { header: 'database', align: 'left' as const },
    { header: 'req/s (mean)', align: 'right' as const },
    { header: 'p50 ms', align: 'right' as const },
    { header: 'p99 ms', align: 'right' as const },
    { header: 'body B', align: 'right' as const },
    { header: 'wire B', align: 'right' as const },
    { header: 'vs bare', align: 'right' as const },
    { header: 'srv µs/req', align: 'right' as const },
    { header: 'CPU srv/gen/pg/other', align: 'right' as const },
    { header: 'result', align: 'left' as const },
  ];
  const firstLine = (text: string) => {
    const line = text.split('\n', 1)[0] ?? '';
    return line.length > 160 ? `${line.slice(0, 157)}...` : line;
  };
  const rows: string[][] = [];
  for (const phase of phases) {
    if (phase.skipped || (phase.error && phase.results.length === 0)) {
      rows.push([`(${phase.skipped ? 'skipped' : 'failed'})`, phase.database, '', '', '', '', '', '', '', '', firstLine(phase.skipped ?? phase.error ?? '')]);
      continue;
    }
    for (const r of phase.results) {
      rows.push([
        r.title,
        r.server === 'bare' ? `none (${r.phase} run)` : r.database,
        thousands(r.load.requestsPerSecond),
        fixed(r.load.latencyMs.p50, 2),
        fixed(r.load.latencyMs.p99, 2),
        thousands(r.bodyBytes),
        thousands(r.load.wireBytesPerResponse),
        r.server === 'bare' ? '1 (base)' : r.ratioToBare === null ? '—' : `${fixed(r.ratioToBare, 2)}×`,
        r.load.cpu && r.load.requestsPerSecond > 0 ? thousands((r.load.cpu.server * 1e6) / r.load.requestsPerSecond) : '—',
        r.load.cpu ? [r.load.cpu.server, r.load.cpu.loadGenerator, r.load.cpu.postgres, r.load.cpu.other].map((n) => fixed(n, 2)).join('/') : '—',
        r.failures.length ? `FAILED: ${r.failures.join(', ')}` : isNoisy(r.load) ? 'ok, noisy' : 'ok',
      ]);
    }
    if (phase.error) rows.push(['(error)', phase.database, '', '', '', '', '', '', '', '', firstLine(phase.error)]);
  }
  return renderTable(columns, rows);
}
