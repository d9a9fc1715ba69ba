import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Who used the CPU during a measurement, from /proc (Linux only; elsewhere `null`). On a small
 * machine the load generator, the server and PostgreSQL share the same cores, and anything else
 * running at the time skews the figures, so each case records the split.
 */
export type CpuShare = {
  /** Cores' worth of CPU (1.0 = one core busy for the whole window). */
  server: number;
  loadGenerator: number;
  postgres: number;
  /** Everything else on the machine (other users' builds and tests, system daemons). */
  other: number;
  idle: number;
};

type Snapshot = { totalTicks: number; idleTicks: number; server: number; self: number; postgres: number };

function readSystem(): { total: number; idle: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait };
}

/** utime + stime of one process in clock ticks, and its command name. */
function readProcess(pid: number | string): { ticks: number; comm: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const rest = stat.slice(close + 2).split(' ');
    // After "pid (comm) ": state is field 3, utime 14 and stime 15 → indexes 11 and 12 here.
    return { ticks: Number(rest[11]) + Number(rest[12]), comm };
  } catch {
    return null;
  }
}

function postgresTicks(): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const p = readProcess(entry);
    if (p && p.comm === 'postgres') sum += p.ticks;
  }
  return sum;
}

const supported = (() => {
  try {
    readSystem();
    return readProcess(process.pid) !== null;
  } catch {
    return false;
  }
})();

/** Other processes using more than this many cores during a measurement make its figures suspect. */
export const NOISE_CORES = 0.2;

export type CpuMeter = { stop(): CpuShare | null };

/** Starts measuring; `stop()` returns the split since the start. */
export function startCpuMeter(serverPid: number | undefined): CpuMeter {
  if (!supported || serverPid === undefined) return { stop: () => null };
  const take = (): Snapshot => {
    const sys = readSystem();
    return {
      totalTicks: sys.total,
      idleTicks: sys.idle,
      server: readProcess(serverPid)?.ticks ?? Number.NaN,
      self: readProcess(process.pid)?.ticks ?? Number.NaN,
      postgres: postgresTicks(),
    };
  };
  const before = take();
  return {
    stop() {
      const after = take();
      // Ticks per core over the window, so the shares come out in cores.
      const perCore = (after.totalTicks - before.totalTicks) / availableParallelism();
      if (!(perCore > 0) || Number.isNaN(after.server)) return null;
      const server = (after.server - before.server) / perCore;
      const loadGenerator = (after.self - before.self) / perCore;
      const postgres = Math.max(0, after.postgres - before.postgres) / perCore;
      const idle = (after.idleTicks - before.idleTicks) / perCore;
      const busy = (after.totalTicks - before.totalTicks - (after.idleTicks - before.idleTicks)) / perCore;
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        server: round(server),
        loadGenerator: round(loadGenerator),
        postgres: round(postgres),
        other: round(Math.max(0, busy - server - loadGenerator - postgres)),
        idle: round(idle),
      };
    },
  };
}

/**
 * Waits (up to `maxSeconds`) for a second in which the machine is nearly idle, i.e. busy less than
 * `threshold` cores while nothing of ours is under load. Returns the busy cores last seen, or null
 * where /proc is unavailable.
 */
export async function waitForQuiet(maxSeconds: number, threshold: number): Promise<number | null> {
  if (!supported) return null;
  const deadline = Date.now() + maxSeconds * 1000;
  for (;;) {
    const a = readSystem();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const b = readSystem();
    const perCore = (b.total - a.total) / availableParallelism();
    const busy = perCore > 0 ? (b.total - a.total - (b.idle - a.idle)) / perCore : 0;
    if (busy < threshold || Date.now() >= deadline) return Math.round(busy * 100) / 100;
  }
}
