import { NOISE_CORES } from './cpu.js';
import { FANOUT_TARGETS, type FanoutResult } from './fanout.js';
import { fixed, renderTable } from './table.js';

const span = (s: { p50: number; max: number } | undefined) => (s ? `${fixed(s.p50, 0)}/${fixed(s.max, 0)}` : '—');

/** The fan-out figures, real and bare side by side, and the targets they are judged by. */
export function fanoutTable(results: FanoutResult[]): string {
  const right = 'right' as const;
  const columns = [
    { header: 'fan-out case', align: 'left' as const },
    { header: 'database', align: 'left' as const },
    { header: 'sockets', align: right },
    { header: 'POST p50 ms', align: right },
    { header: 'POST p99 ms', align: right },
    { header: 'delivery p50 ms', align: right },
    { header: 'delivery p99 ms', align: right },
    { header: 'delivery max ms', align: right },
    { header: 'publishes/update', align: right },
    { header: 'dispatch p50/max ms', align: right },
    { header: 'other events p50/max ms', align: right },
    { header: 'letters job p50/max ms', align: right },
    { header: 'CPU srv/gen/pg/other', align: right },
    { header: 'peak RSS MiB', align: right },
    { header: 'result', align: 'left' as const },
  ];
  const rows = results.map((r) => {
    const f = r.figures;
    const cpu = r.cpu && r.processes === 1 ? [r.cpu.server, r.cpu.loadGenerator, r.cpu.postgres, r.cpu.other].map((n) => fixed(n, 2)).join('/') : '—';
    return [
      r.title,
      r.database,
      f ? String(f.sockets) : '',
      f ? fixed(f.postMs.p50, 1) : '',
      f ? fixed(f.postMs.p99, 1) : '',
      f ? fixed(f.deliveryMs.p50, 1) : '',
      f ? fixed(f.deliveryMs.p99, 1) : '',
      f ? fixed(f.deliveryMs.max, 1) : '',
      f?.publishesPerUpdate != null ? String(f.publishesPerUpdate) : '—',
      span(r.pipeline?.updates),
      r.pipeline?.others ? `${span(r.pipeline.others)} (${r.pipeline.others.duringLetters} of ${r.pipeline.others.count} in letters)` : '—',
      span(r.pipeline?.letters ?? undefined),
      cpu,
      r.peakRssMb !== null ? fixed(r.peakRssMb, 0) : '—',
      `${r.failures.length ? `FAILED: ${r.failures.join(', ')}` : 'ok'}${r.processes === 1 && (r.cpu?.other ?? 0) > NOISE_CORES ? ' (noisy)' : ''}`,
    ];
  });
  const t = FANOUT_TARGETS;
  return (
    `${renderTable(columns, rows)}\nFan-out targets (real server): POST p99 ≤ ${t.postP99Ms} ms; delivery p99 ≤ ${t.deliveryP99Ms} ms; ` +
    `≤ ${t.publishesPerUpdate} Redis publishes per update; a question asked alongside each update dispatched within ${t.otherEventMaxMs} ms ` +
    `("in letters": recorded while an update's letters job ran); peak RSS ≤ ${t.peakRssMb[2]} MiB per process over two.`
  );
}
