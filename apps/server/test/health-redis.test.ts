import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { startTestApp, type TestApp } from './harness.js';
import { NOTICED_WITHIN_MS, ready, signIn } from './fixtures/health.js';
import { freePort } from './processes.js';

const redisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A second app on the test's database whose warnings are kept, for the lines an outage writes. */
async function loggedApp(t: TestApp, redisUrl: string, loginPerIp: number) {
  const lines: { msg: string; dependency?: string }[] = [];
  const app = await buildApp({ ...t.config, logLevel: 'warn', redisUrl, rateLimit: { ...t.config.rateLimit, loginPerIp } }, t.database, {
    logStream: { write: (line) => void lines.push(JSON.parse(line) as { msg: string }) },
  });
  await app.ready();
  const said = (text: string) => lines.filter((l) => l.dependency === 'redis' && l.msg.includes(text)).length;
  return { app, said };
}

/** Asks readiness until its `degraded` list is `degraded`; every answer on the way must be 200. */
async function degradedUntil(app: FastifyInstance, degraded: string[], withinMs: number) {
  const started = Date.now();
  for (;;) {
    const res = await ready(app);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ degraded: string[] }>();
    const ms = Date.now() - started;
    if (JSON.stringify(body.degraded) === JSON.stringify(degraded)) return { body: res.json(), ms };
    if (ms > withinMs) throw new Error(`readiness still ${res.body} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const redisGauge = async (app: FastifyInstance) => /dependency_up\{dependency="redis"\} (\d)/.exec(await app.metrics.registry.metrics())?.[1];

describe('health: Redis unreachable', () => {
  it('is ready and degraded, says so once in the log, and still answers sign-ins, counting them', async () => {
    const port = await freePort();
    const t = await startTestApp();
    const { app, said } = await loggedApp(t, `redis://127.0.0.1:${port}`, 3);
    try {
      for (let i = 0; i < 3; i++) {
        const res = await ready(app);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ ready: true, failed: [], degraded: ['redis'], checks: { database: 'ok', redis: 'failed', draining: false } });
      }
      expect(said('not answering')).toBe(1);
      expect(await redisGauge(app)).toBe('0');
      // Never a 500: the limits fall back to counting in this process, so the fourth is refused.
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await signIn(app, '10.21.0.1')).statusCode);
      expect(answers).toEqual([401, 401, 401, 429]);
      expect((await signIn(app, '10.21.0.2')).statusCode).toBe(401);
    } finally {
      await app.close();
      await t.close();
    }
  });
});

describe('health: Redis accepts connections and never answers', () => {
  it('closes without a rejection left unhandled by the socket adapter', async () => {
    // A listener that never answers holds every client short of ready, so the adapter's
    // subscriptions (and its unsubscriptions on close) wait in the queue the close then empties.
    const accepted: net.Socket[] = [];
    const silent = net.createServer((s) => void accepted.push(s.resume()));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const t = await startTestApp({ redisUrl: `redis://127.0.0.1:${(silent.address() as net.AddressInfo).port}` });
      // The limits' client and the adapter's two.
      for (let i = 0; accepted.length < 3 && i < 100; i++) await new Promise((r) => setTimeout(r, 50));
      expect(accepted.length).toBeGreaterThanOrEqual(3);
      await t.close();
      // The clients' hang-ups reach the listener; their queues are emptied as they close.
      await Promise.all(accepted.map((s) => new Promise((r) => (s.closed ? r(0) : s.once('close', r)))));
      await new Promise((r) => setTimeout(r, 100));
      expect(unhandled.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
      for (const s of accepted) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

if (redisServer) {
  describe('health: Redis goes away and comes back', () => {
    let port: number;
    let redis: ChildProcess | undefined;
    const startRedis = async () => {
      redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; i < 50; i++) {
        const up = await new Promise<boolean>((resolve) => {
          const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
          s.on('error', () => resolve(false));
        });
        if (up) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`redis-server on :${port} did not start`);
    };
    const stopRedis = async () => {
      const r = redis;
      redis = undefined;
      if (!r || r.exitCode !== null) return;
      const exited = new Promise((resolve) => r.once('exit', resolve));
      r.kill('SIGKILL');
      await exited;
    };
    beforeAll(async () => {
      port = await freePort();
      await startRedis();
    });
    afterAll(stopRedis);

    it('stays ready, reports degraded within 5 s of Redis stopping and not once it is back, logging each change once', async () => {
      const t = await startTestApp();
      const { app, said } = await loggedApp(t, `redis://127.0.0.1:${port}`, 4);
      try {
        expect((await degradedUntil(app, [], NOTICED_WITHIN_MS)).body.checks).toEqual({ database: 'ok', redis: 'ok', draining: false });
        expect(await redisGauge(app)).toBe('1');
        // Two attempts counted in Redis before it goes away.
        for (let i = 0; i < 2; i++) expect((await signIn(app, '10.22.0.1')).statusCode).toBe(401);
        await stopRedis();
        const down = await degradedUntil(app, ['redis'], NOTICED_WITHIN_MS);
        expect(down.body.ready).toBe(true);
        expect(down.ms).toBeLessThan(NOTICED_WITHIN_MS);
        expect(await redisGauge(app)).toBe('0');
        // While Redis is away this process counts on its own: four more, then refused; never a 500.
        const during = [];
        for (let i = 0; i < 5; i++) during.push((await signIn(app, '10.22.0.1')).statusCode);
        expect(during).toEqual([401, 401, 401, 401, 429]);
        // Redis comes back empty (a restart without persistence). The count in this process is
        // used up, so answers other than 429 show the counting is back in Redis.
        await startRedis();
        await degradedUntil(app, [], NOTICED_WITHIN_MS);
        expect(await redisGauge(app)).toBe('1');
        const after = [];
        for (let i = 0; i < 5; i++) after.push((await signIn(app, '10.22.0.1')).statusCode);
        expect(after).toEqual([401, 401, 401, 401, 429]);
        // Dozens of probes over the outage, one line when it began and one when it ended.
        expect([said('not answering'), said('answers again')]).toEqual([1, 1]);
      } finally {
        await app.close();
        await t.close();
      }
    }, 60_000);

    it('answers in time, and counts, when Redis stops answering on an open connection', async () => {
      const t = await startTestApp({ redisUrl: `redis://127.0.0.1:${port}`, rateLimit: { loginPerIp: 3 } });
      try {
        await degradedUntil(t.app, [], NOTICED_WITHIN_MS);
        redis!.kill('SIGSTOP');
        const stuck = await degradedUntil(t.app, ['redis'], NOTICED_WITHIN_MS);
        expect(stuck.body).toMatchObject({ ready: true, failed: [] });
        const answers = [];
        for (let i = 0; i < 4; i++) {
          const started = Date.now();
          answers.push((await signIn(t.app, '10.23.0.1')).statusCode);
          expect(Date.now() - started).toBeLessThan(3_000);
        }
        expect(answers).toEqual([401, 401, 401, 429]);
        redis!.kill('SIGCONT');
        await degradedUntil(t.app, [], NOTICED_WITHIN_MS);
      } finally {
        redis?.kill('SIGCONT');
        await t.close();
      }
    }, 60_000);
  });
}
