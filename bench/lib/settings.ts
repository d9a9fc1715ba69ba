export type DatabaseKind = 'pglite' | 'postgres';

export type Settings = {
  /** Measured seconds per case (BENCH_DURATION). */
  durationSeconds: number;
  /** Discarded warm-up seconds before each measurement (BENCH_WARMUP). */
  warmupSeconds: number;
  /** Concurrent keep-alive connections (BENCH_CONNECTIONS). */
  connections: number;
  /** Hard cap on requests per measurement, so a run is bounded in count as well as time (BENCH_MAX_REQUESTS). */
  maxRequests: number;
  /** Which databases to run against, in order (BENCH_DATABASES, comma separated). */
  databases: DatabaseKind[];
  /** Maintenance connection used to create and drop the throw-away database (BENCH_PG_URL). */
  postgresAdminUrl: string;
  /** Before each case, wait up to this many seconds for other processes to quiet down (BENCH_QUIET_WAIT, 0 = don't). */
  quietWaitSeconds: number;
  /** Measure a case again when other processes were busy during it, up to this many times (BENCH_NOISY_RETRIES). */
  noisyRetries: number;
  /** Load /login and cabinet screens in Chromium and report the bytes of their first load (BENCH_FIRST_LOAD, 0 = don't). */
  firstLoad: boolean;
  /** Lighthouse scores of /login and the startup profile, mobile and desktop (BENCH_LIGHTHOUSE, 0 = don't). */
  lighthouse: boolean;
  /** Lighthouse mobile runs per screen, of which the median run is reported (BENCH_LIGHTHOUSE_RUNS). */
  lighthouseRuns: number;
  /** Load the phone measurements through the shipped proxy, TLS and HTTP/2, as users get the screens (BENCH_PROXY, 0 = straight from the server). */
  proxy: boolean;
  /** The autocannon cases (and the browser parts, which use their server) (BENCH_LOAD, 0 = don't). */
  load: boolean;
  /** The fan-out case: a round's backers' sockets and its updates (BENCH_FANOUT, 0 = don't). */
  fanout: boolean;
  /** Backers of the fan-out round, one socket each (BENCH_FANOUT_BACKERS). */
  fanoutBackers: number;
  /** Measured updates per fan-out run (BENCH_FANOUT_UPDATES). */
  fanoutUpdates: number;
  /** Threads the fan-out case's sockets are spread over (BENCH_FANOUT_CLIENT_THREADS). */
  fanoutClientThreads: number;
  /** The `redis-server` the two-process fan-out starts on a free port (BENCH_REDIS_SERVER). */
  redisServer: string;
  /**
   * Generated rows for the list cases (BENCH_STARTUPS, BENCH_FOUNDATIONS, BENCH_TICKETS, BENCH_THREADS, BENCH_CROWDFUNDS, BENCH_BACKERS,
   * BENCH_PILOTS); startups 0 skips them.
   */
  sizes: { startups: number; foundations: number; tickets: number; threads: number; crowdfunds: number; backers: number; pilots: number };
};

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flagFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

function databasesFromEnv(env: NodeJS.ProcessEnv): DatabaseKind[] {
  const raw = env.BENCH_DATABASES?.trim();
  if (!raw) return ['pglite', 'postgres'];
  const kinds = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const out: DatabaseKind[] = [];
  for (const kind of kinds) {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${kind}" (use pglite, postgres)`);
    if (!out.includes(kind)) out.push(kind);
  }
  return out;
}

/** Every knob of `npm run bench`, read from the environment; docs/performance.md lists them. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const postgresAdminUrl = env.BENCH_PG_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  const host = new URL(postgresAdminUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`BENCH_PG_URL must point at this machine (loopback), got host "${host}"`);
  }
  return {
    durationSeconds: intFromEnv(env, 'BENCH_DURATION', 10, 1, 300),
    warmupSeconds: intFromEnv(env, 'BENCH_WARMUP', 2, 0, 60),
    connections: intFromEnv(env, 'BENCH_CONNECTIONS', 10, 1, 1000),
    maxRequests: intFromEnv(env, 'BENCH_MAX_REQUESTS', 5_000_000, 1000, 100_000_000),
    databases: databasesFromEnv(env),
    postgresAdminUrl,
    quietWaitSeconds: intFromEnv(env, 'BENCH_QUIET_WAIT', 30, 0, 600),
    noisyRetries: intFromEnv(env, 'BENCH_NOISY_RETRIES', 2, 0, 10),
    firstLoad: flagFromEnv(env, 'BENCH_FIRST_LOAD', true),
    lighthouse: flagFromEnv(env, 'BENCH_LIGHTHOUSE', true),
    lighthouseRuns: intFromEnv(env, 'BENCH_LIGHTHOUSE_RUNS', 3, 1, 9),
    proxy: flagFromEnv(env, 'BENCH_PROXY', true),
    load: flagFromEnv(env, 'BENCH_LOAD', true),
    fanout: flagFromEnv(env, 'BENCH_FANOUT', true),
    fanoutBackers: intFromEnv(env, 'BENCH_FANOUT_BACKERS', 1000, 1, 20_000),
    fanoutUpdates: intFromEnv(env, 'BENCH_FANOUT_UPDATES', 20, 1, 1000),
    fanoutClientThreads: intFromEnv(env, 'BENCH_FANOUT_CLIENT_THREADS', 2, 1, 8),
    redisServer: env.BENCH_REDIS_SERVER?.trim() || 'redis-server',
    sizes: {
      startups: intFromEnv(env, 'BENCH_STARTUPS', 100_000, 0, 5_000_000),
      foundations: intFromEnv(env, 'BENCH_FOUNDATIONS', 2_000, 0, 1_000_000),
      tickets: intFromEnv(env, 'BENCH_TICKETS', 200_000, 0, 10_000_000),
      threads: intFromEnv(env, 'BENCH_THREADS', 200_000, 0, 10_000_000),
      crowdfunds: intFromEnv(env, 'BENCH_CROWDFUNDS', 20_000, 0, 1_000_000),
      backers: intFromEnv(env, 'BENCH_BACKERS', 400_000, 0, 20_000_000),
      pilots: intFromEnv(env, 'BENCH_PILOTS', 50_000, 0, 5_000_000),
    },
  };
}
