import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/prepare.js';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo.js';
import { buildServer, serving, startServer, stop, type Server } from './processes.js';
import { createDatabase } from './postgres.js';

const serverUrl = process.env.TEST_DATABASE_URL;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

/** Three processes started at the same moment on one empty database, as a deploy that rolls them together. */
async function startThreeTogether(seedDemo: boolean): Promise<Server[]> {
  const { url, drop } = await createDatabase(serverUrl!, 't_start');
  cleanups.push(drop);
  const secret = randomBytes(32).toString('hex');
  const servers = await Promise.all(
    [0, 1, 2].map(async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'platform-start-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir, SESSION_SECRET: secret, SEED_DEMO: seedDemo ? '1' : '0' });
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
    beforeAll(buildServer, 180_000);

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
