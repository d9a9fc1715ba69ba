import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './harness.js';
import { expectNotReady, NOTICED_WITHIN_MS, ready, signIn, until } from './fixtures/health.js';
import { freePort } from './processes.js';

const redisServer = spawnSync('redis-server', ['--version']).status === 0;

describe('health: Redis unreachable', () => {
  it('is not ready and still answers sign-ins, counting them, when Redis cannot be reached', async () => {
    const port = await freePort();
    const t = await startTestApp({ redisUrl: `redis://127.0.0.1:${port}`, rateLimit: { loginPerIp: 3 } });
    try {
      const res = await ready(t.app);
      expectNotReady(res, ['redis']);
      expect(res.json().checks).toEqual({ database: 'ok', redis: 'failed', draining: false });
      // Never a 500: the limits fall back to counting in this process, so the fourth is refused.
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await signIn(t.app, '10.21.0.1')).statusCode);
      expect(answers).toEqual([401, 401, 401, 429]);
      expect((await signIn(t.app, '10.21.0.2')).statusCode).toBe(401);
    } finally {
      await t.close();
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

    it('answers 503 within 5 s of Redis stopping, keeps sign-in working, and 200 once it is back', async () => {
      const t = await startTestApp({ redisUrl: `redis://127.0.0.1:${port}`, rateLimit: { loginPerIp: 4 } });
      try {
        expect((await until(t.app, 200, NOTICED_WITHIN_MS)).res.json().checks).toEqual({ database: 'ok', redis: 'ok', draining: false });
        // Two attempts counted in Redis before it goes away.
        for (let i = 0; i < 2; i++) expect((await signIn(t.app, '10.22.0.1')).statusCode).toBe(401);
        await stopRedis();
        const down = await until(t.app, 503, NOTICED_WITHIN_MS);
        expectNotReady(down.res, ['redis']);
        expect(down.ms).toBeLessThan(NOTICED_WITHIN_MS);
        // While Redis is away this process counts on its own: four more, then refused; never a 500.
        const during = [];
        for (let i = 0; i < 5; i++) during.push((await signIn(t.app, '10.22.0.1')).statusCode);
        expect(during).toEqual([401, 401, 401, 401, 429]);
        // Redis comes back empty (a restart without persistence). The count in this process is
        // used up, so answers other than 429 show the counting is back in Redis.
        await startRedis();
        await until(t.app, 200, NOTICED_WITHIN_MS);
        const after = [];
        for (let i = 0; i < 5; i++) after.push((await signIn(t.app, '10.22.0.1')).statusCode);
        expect(after).toEqual([401, 401, 401, 401, 429]);
      } finally {
        await t.close();
      }
    }, 60_000);

    it('answers in time, and counts, when Redis stops answering on an open connection', async () => {
      const t = await startTestApp({ redisUrl: `redis://127.0.0.1:${port}`, rateLimit: { loginPerIp: 3 } });
      try {
        await until(t.app, 200, NOTICED_WITHIN_MS);
        redis!.kill('SIGSTOP');
        expectNotReady((await until(t.app, 503, NOTICED_WITHIN_MS)).res, ['redis']);
        const answers = [];
        for (let i = 0; i < 4; i++) {
          const started = Date.now();
          answers.push((await signIn(t.app, '10.23.0.1')).statusCode);
          expect(Date.now() - started).toBeLessThan(3_000);
        }
        expect(answers).toEqual([401, 401, 401, 429]);
        redis!.kill('SIGCONT');
        await until(t.app, 200, NOTICED_WITHIN_MS);
      } finally {
        redis?.kill('SIGCONT');
        await t.close();
      }
    }, 60_000);
  });
}
