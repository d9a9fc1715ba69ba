import { NOISE_CORES } from './cpu.js';
import { FANOUT_TARGETS, type FanoutResult } from './fanout.js';
import { fixed, renderTable } from './table.js';

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
      r.dispatchMs ? `${fixed(r.dispatchMs.p50, 0)}/${fixed(r.dispatchMs.max, 0)}` : '—',
      cpu,
      r.peakRssMb !== null ? fixed(r.peakRssMb, 0) : '—',
      `${r.failures.length ? `FAILED: ${r.failures.join(', ')}` : 'ok'}${r.processes === 1 && (r.cpu?.other ?? 0) > NOISE_CORES ? ' (noisy)' : ''}`,
    ];
  });
  const t = FANOUT_TARGETS;
  return (
    `${renderTable(columns, rows)}\nFan-out targets (real server): POST p99 ≤ ${t.postP99Ms} ms; delivery p99 ≤ ${t.deliveryP99Ms[1]} ms on ` +
    `one process, ≤ ${t.deliveryP99Ms[2]} ms on two through Redis; ≤ ${t.publishesPerUpdate} Redis publishes per update.`
  );
}
