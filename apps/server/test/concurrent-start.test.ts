import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo.js';

const root = path.resolve(import.meta.dirname, '../../..');
const serverUrl = process.env.TEST_DATABASE_URL;

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

type Server = { port: number; child: ChildProcess; exited: Promise<number | null>; output: () => string };

/** The built entry point, as `npm start` runs it, on the given database. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SHUTDOWN_GRACE_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, child, exited, output: () => output };
}

/** Waits until the server answers its health check; fails with its output when it exits first. */
async function serving(server: Server, withinMs: number): Promise<void> {
  let gone: number | null | undefined;
  void server.exited.then((code) => (gone = code));
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (gone !== undefined) throw new Error(`server on :${server.port} exited with ${gone}:\n${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on :${server.port} did not answer within ${withinMs} ms:\n${server.output()}`);
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

/** Three processes started at the same moment on one empty database, as a deploy that rolls them together. */
async function startThreeTogether(seedDemo: boolean): Promise<Server[]> {
  const name = `t_start_${randomUUID().replace(/-/g, '')}`;
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const secret = randomBytes(32).toString('hex');
  const servers = await Promise.all(
    [0, 1, 2].map(async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'platform-start-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const server = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SESSION_SECRET: secret, SEED_DEMO: seedDemo ? '1' : '0' });
      cleanups.push(() => stop(server));
      return server;
    }),
  );
  await Promise.all(servers.map((s) => serving(s, 150_000)));
  return servers;
}

async function signIn(port: number, email: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return res.status;
}

if (serverUrl) {
  describe('servers started together on one PostgreSQL database', () => {
    // The build is incremental: after `npm run typecheck` (as in `npm test`) it only checks that
    // the server's output is current, so the processes run the code under test.
    beforeAll(() => execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/server'], { cwd: root, stdio: 'inherit' }), 180_000);

    it('all come up, five times over, each answering from the migrated database', async () => {
      for (let round = 0; round < 5; round++) {
        const servers = await startThreeTogether(false);
        for (const s of servers) {
          const res = await fetch(`http://127.0.0.1:${s.port}/api/v2/handbooks`);
          expect(res.status, `round ${round}, :${s.port}`).toBe(200);
          expect(((await res.json()) as { countries: unknown[] }).countries.length).toBeGreaterThan(100);
        }
        for (const clean of cleanups.splice(0).reverse()) await clean();
      }
    }, 600_000);

    it('with the demo seed, all come up and the demo exists once', async () => {
      const servers = await startThreeTogether(true);
      for (const s of servers) {
        for (const account of demoAccounts) expect(await signIn(s.port, account.email), `${account.email} on :${s.port}`).toBe(200);
      }
    }, 300_000);
  });
}

describe('preparing a database', () => {
  it('finds the migrations applied when it runs a second time (a restart) and applies none twice', async () => {
    const database = await openDatabase({ dataDir: '', inMemory: true });
    cleanups.push(() => database.close());
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    for (let start = 0; start < 2; start++) {
      expect(await prepareDatabase(database, { seedDemo: false })).toEqual({ seeded: false });
      const [applied] = await database.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied!.n).toBe(journal.entries.length);
    }
  }, 120_000);
});
