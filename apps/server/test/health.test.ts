import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { startTestApp, type TestApp } from './harness.js';
import { expectNotReady, live, NOTICED_WITHIN_MS, ready, signIn, until } from './fixtures/health.js';
import { freePort } from './processes.js';

const root = path.resolve(import.meta.dirname, '../../..');

describe('health: ready and live', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers ready with every check passed, live, and the older /api/health as before', async () => {
    const res = await ready(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ready: true, failed: [], degraded: [], checks: { database: 'ok', draining: false } });
    expect((await live(t.app)).json()).toEqual({ ok: true, database: t.database.kind });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true, database: t.database.kind });
  });

  it('turns not ready once draining, while live and the API still answer', async () => {
    const draining = await startTestApp();
    try {
      draining.app.lifecycle.startDraining();
      expectNotReady(await ready(draining.app), ['draining']);
      expect((await ready(draining.app)).json().checks).toEqual({ database: 'ok', draining: true });
      expect((await live(draining.app)).statusCode).toBe(200);
      expect((await signIn(draining.app)).statusCode).toBe(401);
    } finally {
      await draining.close();
    }
  });
});

describe('health: the database away', () => {
  it('is not ready, within the probe limit, when PostgreSQL refuses connections or never answers', async () => {
    const port = await freePort();
    const refused = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`, dataDir: '' });
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const mute = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/none`, dataDir: '' });
    const t = await startTestApp();
    const apps = [await buildApp(t.config, refused), await buildApp(t.config, mute)];
    try {
      const first = await until(apps[0]!, 503, NOTICED_WITHIN_MS);
      expectNotReady(first.res, ['database']);
      expect(first.res.json().checks.database).toBe('failed');
      const second = await until(apps[1]!, 503, NOTICED_WITHIN_MS);
      expectNotReady(second.res, ['database']);
      expect(second.res.json().checks.database).toBe('timeout');
      // Probes keep coming while the first is stuck: each still answers within the limit.
      const again = await Promise.all([1, 2, 3].map(() => until(apps[1]!, 503, NOTICED_WITHIN_MS)));
      for (const a of again) expect(a.ms).toBeLessThan(NOTICED_WITHIN_MS);
      for (const app of apps) expect((await live(app)).statusCode).toBe(200);
    } finally {
      for (const app of apps) await app.close();
      await refused.close();
      await mute.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      await t.close();
    }
  });

  it('is not ready once the embedded database is closed', async () => {
    const database = await openDatabase({ dataDir: '', inMemory: true });
    await database.migrate();
    const t = await startTestApp();
    const app = await buildApp(t.config, database);
    try {
      expect((await ready(app)).statusCode).toBe(200);
      await database.close();
      expectNotReady((await until(app, 503, NOTICED_WITHIN_MS)).res, ['database']);
      expect((await live(app)).statusCode).toBe(200);
    } finally {
      await app.close();
      await t.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe('health: PostgreSQL goes away and comes back', () => {
    /** A TCP proxy in front of PostgreSQL that the test cuts (ends every connection, refuses new ones) and restores. */
    async function cuttableProxy(target: URL) {
      const sockets = new Set<net.Socket>();
      const server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      await listen(0);
      const port = (server.address() as net.AddressInfo).port;
      return {
        port,
        async cut() {
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          for (const s of sockets) s.destroy();
          await closed;
        },
        restore: () => listen(port),
        close: async () => {
          for (const s of sockets) s.destroy();
          if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
        },
      };
    }

    it('answers 503 within 5 s of the cut and 200 again once PostgreSQL is back', async () => {
      const t = await startTestApp();
      const name = String((await t.database.query('select current_database() as name'))[0]!.name);
      const proxy = await cuttableProxy(new URL(serverUrl));
      const url = new URL(serverUrl);
      url.host = `127.0.0.1:${proxy.port}`;
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
      const app = await buildApp(t.config, database);
      try {
        const before = await ready(app);
        expect(before.statusCode, before.body).toBe(200);
        await proxy.cut();
        const down = await until(app, 503, NOTICED_WITHIN_MS);
        expectNotReady(down.res, ['database']);
        expect(down.ms).toBeLessThan(NOTICED_WITHIN_MS);
        await proxy.restore();
        const back = await until(app, 200, NOTICED_WITHIN_MS);
        expect(back.res.json()).toEqual({ ready: true, failed: [], degraded: [], checks: { database: 'ok', draining: false } });
      } finally {
        await app.close();
        await database.close();
        await proxy.close();
        await t.close();
      }
    });
  });
}

describe('health: SIGTERM drains before closing', () => {
  // The built entry point, as `npm start` and a container run it; the build is incremental.
  beforeAll(
    () =>
      execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contract', 'apps/server'], {
        cwd: root,
        stdio: 'inherit',
      }),
    180_000,
  );

  it('answers not ready (draining) at once, keeps answering through the grace, then exits', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'platform-drain-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        SHUTDOWN_GRACE_SECONDS: '3',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`).then((r) => ({ status: r.status, body: r.json() as Promise<unknown> }));
    try {
      const startedBy = Date.now() + 90_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
        if ((await get('/api/health/ready').catch(() => undefined))?.status === 200) break;
        if (Date.now() > startedBy) throw new Error(`server did not become ready:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const signalled = Date.now();
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      const draining = await get('/api/health/ready');
      expect(draining.status).toBe(503);
      expect(await draining.body).toMatchObject({ ready: false, failed: ['draining'] });
      expect((await get('/api/health/live')).status).toBe(200);
      expect(await exited).toBe(0);
      // It waited for the grace before closing, and not much longer.
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(3_000);
      expect(Date.now() - signalled).toBeLessThan(15_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
