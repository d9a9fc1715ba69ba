/**
 * The fan-out case: a round with many backers, one socket per backer, updates posted by its
 * startup; how long the POST answers and how long until every socket has the `crowdfunding`
 * event, on one server process and on two sharing a Redis, each beside a bare socket.io twin.
 * Redis is a throw-away `redis-server` on a free port, so its PUBLISH count is the bench's alone.
 */
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startCpuMeter, waitForQuiet, NOISE_CORES, type CpuShare } from './cpu.js';
import { pgliteTarget, postgresTarget, type DatabaseTarget } from './databases.js';
import { startClients, type SocketTarget } from './fanout-clients.js';
import { measureFanout, type FanoutFigures } from './fanout-measure.js';
import { pipelineFigures, type PipelineFigures } from './fanout-pipeline.js';
import { populateFanout, type FanoutData } from './fanout-populate.js';
import { freePort, waitForJson } from './http.js';
import { repoRoot } from './paths.js';
import { startChild } from './processes.js';
import { startRealServer, type RunningServer } from './servers.js';
import type { DatabaseKind, Settings } from './settings.js';

export type FanoutResult = {
  title: string;
  server: 'real' | 'bare';
  database: DatabaseKind | 'none';
  processes: 1 | 2;
  figures: FanoutFigures | null;
  /** CPU during the measured updates (one-process runs; with two, the second counts as "other"). */
  cpu: CpuShare | null;
  /** PostgreSQL only: the events' times from their transaction to dispatched, and the letters' jobs (`fanout-pipeline.ts`). */
  pipeline: PipelineFigures | null;
  /** The largest resident memory any server process reached by the end of the run (Linux's VmHWM), in MiB. */
  peakRssMb: number | null;
  failures: string[];
};

/** A process's peak resident memory so far, in MiB, from /proc (null where there is none). */
async function peakRssMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The targets: the POST answers fast whatever the backers, every socket soon has the event, few
 * publishes, other events not held up by the update's letters, and a process holding its share of
 * the sockets well under 1 GiB when they are spread over two.
 */
export const FANOUT_TARGETS = { postP99Ms: 50, deliveryP99Ms: 250, publishesPerUpdate: 5, otherEventMaxMs: 1000, peakRssMb: { 2: 1024 } } as const;
const WARMUP_UPDATES = 2;
const START_TIMEOUT_MS = 60_000;
const UPDATE_TEXT = 'Our pilot with the regional grid operator went live this week; numbers follow in the next report.';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Failures against the targets (the bare twin only has to deliver everything). */
export function judgeFanout(r: Pick<FanoutResult, 'server' | 'processes' | 'figures' | 'pipeline' | 'peakRssMb'>): string[] {
  const f = r.figures;
  if (!f) return ['not measured'];
  const out: string[] = [];
  if (f.failedPosts > 0) out.push(`${f.failedPosts} POSTs failed`);
  if (f.failedAlongside > 0) out.push(`${f.failedAlongside} questions alongside failed`);
  if (f.missing > 0) out.push(`${f.missing} deliveries missing`);
  if (r.server === 'bare') return out;
  if (f.postMs.p99 > FANOUT_TARGETS.postP99Ms) out.push(`POST p99 ${f.postMs.p99.toFixed(0)} ms > ${FANOUT_TARGETS.postP99Ms}`);
  const t = FANOUT_TARGETS;
  if (f.deliveryMs.p99 > t.deliveryP99Ms) out.push(`delivery p99 ${f.deliveryMs.p99.toFixed(0)} ms > ${t.deliveryP99Ms}`);
  if (f.publishesPerUpdate !== null && f.publishesPerUpdate > t.publishesPerUpdate) out.push(`${f.publishesPerUpdate} publishes > ${t.publishesPerUpdate}`);
  const other = r.pipeline?.others;
  if (other && other.max > t.otherEventMaxMs) out.push(`another event waited ${other.max.toFixed(0)} ms > ${t.otherEventMaxMs}`);
  if (r.processes === 2 && r.peakRssMb !== null && r.peakRssMb > t.peakRssMb[2]) out.push(`peak RSS ${r.peakRssMb.toFixed(0)} MiB > ${t.peakRssMb[2]}`);
  return out;
}

type LocalRedis = { url: string; publishes(): Promise<number>; stop(): Promise<void> };

/** A `redis-server` of our own: no persistence, a free port, stopped at the end. */
async function startRedis(command: string): Promise<LocalRedis> {
  const port = await freePort();
  const child = startChild('redis-server', command, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    cwd: repoRoot,
    env: process.env,
  });
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  client.on('error', () => undefined);
  // It takes a moment to listen: try for a few seconds.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.connect();
      break;
    } catch (error) {
      if (attempt >= 50 || !child.isRunning()) {
        await child.stop();
        throw new Error(`${command} did not start: ${errorText(error)} ${child.output().slice(-300)}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    // PUBLISH and the sharded SPUBLISH, as counted by Redis itself since it started.
    async publishes() {
      const info = await client.info('commandstats');
      let calls = 0;
      for (const m of info.matchAll(/^cmdstat_s?publish:calls=(\d+)/gm)) calls += Number(m[1]);
      return calls;
    },
    async stop() {
      client.disconnect();
      await child.stop();
    },
  };
}

async function startBare(roundId: string, redisUrl?: string): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ROUND_ID: roundId };
  delete env.REDIS_URL;
  if (redisUrl) env.REDIS_URL = redisUrl;
  const child = startChild('bare socket.io', process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench/fanout-bare.ts')], { cwd: repoRoot, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForJson(`${baseUrl}/__bare/health`, child, START_TIMEOUT_MS);
  return { name: child.name, baseUrl, child, stop: child.stop };
}

/** One measurement: sockets spread over `servers` (round robin), updates posted to the first. */
async function run(
  settings: Settings,
  meta: Omit<FanoutResult, 'figures' | 'cpu' | 'pipeline' | 'peakRssMb' | 'failures'>,
  servers: RunningServer[],
  tokens: string[],
  writes: { post: () => Promise<number>; alongside?: (n: number) => Promise<number>; databaseUrl?: string },
  data: Pick<FanoutData, 'roundId'>,
  redis: LocalRedis | null,
): Promise<FanoutResult> {
  process.stdout.write(
    `  ${meta.title}: ${tokens.length.toLocaleString('en-US')} sockets in ${settings.fanoutClientThreads} threads, ${settings.fanoutUpdates} updates … `,
  );
  const targets: SocketTarget[] = tokens.map((token, i) => ({ url: servers[i % servers.length]!.baseUrl, token }));
  const clients = await startClients(targets, data.roundId, settings.fanoutClientThreads);
  let figures: FanoutFigures;
  let cpu: CpuShare | null;
  try {
    if (settings.quietWaitSeconds > 0) await waitForQuiet(settings.quietWaitSeconds, NOISE_CORES);
    const meter = startCpuMeter(servers[0]!.child.pid);
    figures = await measureFanout({
      clients,
      post: writes.post,
      ...(writes.alongside ? { alongside: writes.alongside } : {}),
      expectStatus: 200,
      warmup: WARMUP_UPDATES,
      updates: settings.fanoutUpdates,
      ...(redis ? { publishes: redis.publishes } : {}),
    });
    cpu = meter.stop();
  } finally {
    await clients.close();
  }
  const peaks = (await Promise.all(servers.map((s) => peakRssMb(s.child.pid)))).filter((n): n is number => n !== null);
  const pipeline = writes.databaseUrl ? await pipelineFigures(writes.databaseUrl, WARMUP_UPDATES) : null;
  const result: FanoutResult = { ...meta, figures, cpu, pipeline, peakRssMb: peaks.length ? Math.max(...peaks) : null, failures: [] };
  result.failures = judgeFanout(result);
  for (const s of servers) if (!s.child.isRunning()) result.failures.push(`${s.name} exited`);
  const f = figures;
  console.log(
    `POST p99 ${f.postMs.p99.toFixed(0)} ms, delivery p99 ${f.deliveryMs.p99.toFixed(0)} ms` +
      (f.publishesPerUpdate !== null ? `, ${f.publishesPerUpdate} publishes` : '') +
      (result.failures.length ? ` — FAILED: ${result.failures.join(', ')}` : ''),
  );
  return result;
}

const postUpdate = (baseUrl: string, roundId: string, token: string) => async () => {
  const res = await fetch(`${baseUrl}/api/v1/startup/crowdfunding/${roundId}/updates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: UPDATE_TEXT, files: [] }),
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return res.status;
};

/** A backer asks the round's startup a question (the nth backer for the nth update): an event of its own, with a letter. */
const askQuestion = (baseUrl: string, roundId: string, tokens: string[]) => async (n: number) => {
  const res = await fetch(`${baseUrl}/api/v1/crowdfunding/${roundId}/questions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
    body: JSON.stringify({ text: `When does the next report come out? (question ${n + 1})` }),
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return res.status;
};

const postBare = (baseUrl: string) => async () => {
  const res = await fetch(`${baseUrl}/__bare/update`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  return res.status;
};

/** One database: the real server on one process (and on two through Redis where `processes` has 2), each followed by its bare twin. */
async function runDatabase(kind: DatabaseKind, processes: (1 | 2)[], settings: Settings): Promise<FanoutResult[]> {
  const results: FanoutResult[] = [];
  for (const count of processes) {
    const label = count === 1 ? 'one process' : 'two processes, Redis';
    let target: DatabaseTarget | null = null;
    const started: { stop(): Promise<void> }[] = [];
    try {
      const made = kind === 'pglite' ? pgliteTarget() : await postgresTarget(settings.postgresAdminUrl);
      if ('skipped' in made) {
        console.log(`  ${made.skipped}; skipping the fan-out on PostgreSQL.`);
        return results;
      }
      target = made;
      const secret = randomBytes(48).toString('base64url');
      const data = await populateFanout(target, settings.fanoutBackers, secret);
      const redis = count === 2 ? await startRedis(settings.redisServer) : null;
      if (redis) started.push(redis);
      const servers: RunningServer[] = [];
      for (let i = 0; i < count; i += 1) {
        const server = await startRealServer(target, { secret, env: redis ? { REDIS_URL: redis.url } : {}, name: `server ${i + 1} (${kind})` });
        started.push(server);
        servers.push(server);
      }
      const real = await run(
        settings,
        { title: `fan-out, ${label}`, server: 'real', database: kind, processes: count },
        servers,
        data.backerTokens,
        {
          post: postUpdate(servers[0]!.baseUrl, data.roundId, data.startupToken),
          alongside: askQuestion(servers.at(-1)!.baseUrl, data.roundId, data.backerTokens),
          ...(target.env.DATABASE_URL ? { databaseUrl: target.env.DATABASE_URL } : {}),
        },
        data,
        redis,
      );
      results.push(real);
      for (const s of servers) await s.stop();
      // The bare twin right after, on the same machine state.
      const bares: RunningServer[] = [];
      for (let i = 0; i < count; i += 1) {
        const bare = await startBare(data.roundId, redis?.url);
        started.push(bare);
        bares.push(bare);
      }
      results.push(
        await run(
          settings,
          { title: `bare fan-out, ${label}`, server: 'bare', database: 'none', processes: count },
          bares,
          data.backerTokens,
          { post: postBare(bares[0]!.baseUrl) },
          data,
          redis,
        ),
      );
    } catch (error) {
      console.error(`\n  [${kind}] fan-out, ${label}: ${errorText(error)}`);
      results.push({
        title: `fan-out, ${label}`,
        server: 'real',
        database: kind,
        processes: count,
        figures: null,
        cpu: null,
        pipeline: null,
        peakRssMb: null,
        failures: [errorText(error)],
      });
    } finally {
      for (const s of started.reverse()) await s.stop();
      await target?.dispose();
    }
  }
  return results;
}

/** Every fan-out measurement the settings ask for: one process on each database, two through Redis on PostgreSQL. */
export async function runFanout(settings: Settings): Promise<FanoutResult[]> {
  console.log(
    `\nFan-out: a round with ${settings.fanoutBackers.toLocaleString('en-US')} backers, a socket each, ${settings.fanoutUpdates} updates (after ` +
      `${WARMUP_UPDATES} discarded)`,
  );
  const results: FanoutResult[] = [];
  for (const kind of settings.databases) results.push(...(await runDatabase(kind, kind === 'postgres' ? [1, 2] : [1], settings)));
  return results;
}
