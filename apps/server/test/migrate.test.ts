import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client.js';
import { applyConcurrentSteps, concurrentFolder } from '../src/db/concurrent.js';
import { migrateDatabase, migrationState } from '../src/prepare.js';
import { createDatabase } from './postgres.js';
import { buildServer, serving, startProcess, startServer, stop } from './processes.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const shipped = async () => (JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
/** The index builds the build ships, in the order they run. */
const shippedSteps = async () =>
  (await readdir(concurrentFolder))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

/**
 * Where a new, empty database lives, as the variables a process reads: a new PostgreSQL database
 * on the test server, or a new data folder for the embedded one. Both are removed after the test.
 */
async function emptyDatabase(): Promise<{ env: Record<string, string>; open(): Promise<Database> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'platform-migrate-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (!serverUrl) return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ dataDir }) };
  const { url, drop } = await createDatabase(serverUrl, 't_migrate');
  cleanups.push(drop);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, open: () => openDatabase({ databaseUrl: url, dataDir }) };
}

/** What `npm run migrate` runs once the build is current. */
const migrateJob = (env: Record<string, string>) => startProcess('apps/server/dist/cli/migrate.js', env);

describe('the migration step', () => {
  it('creates the whole schema and the reference data on a new database, without the demo', async () => {
    const target = await emptyDatabase();
    const database = await target.open();
    cleanups.push(() => database.close());
    expect(await migrationState(database)).toEqual({ applied: 0, shipped: await shipped(), current: false });

    const result = await migrateDatabase(database, { seedDemo: false });
    expect(result).toEqual({ appliedNow: await shipped(), total: await shipped(), seeded: false, concurrent: await shippedSteps() });
    expect(await shippedSteps()).toContain('0001_list_sort_indexes');
    expect((await migrationState(database)).current).toBe(true);
    const [handbooks] = await database.query('select count(*)::int as n from handbook_items');
    expect(handbooks!.n).toBeGreaterThan(100);
    const [accounts] = await database.query('select count(*)::int as n from users');
    expect(accounts!.n).toBe(0);

    // A second run is a no-op.
    expect(await migrateDatabase(database, { seedDemo: false })).toEqual({ appliedNow: 0, total: await shipped(), seeded: false, concurrent: [] });
  }, 120_000);
});

describe('steps outside a transaction', () => {
  it('builds an index concurrently once, and runs a failed step again from its start', async () => {
    const target = await emptyDatabase();
    const database = await target.open();
    cleanups.push(() => database.close());
    await migrateDatabase(database, { seedDemo: false });
    const folder = await mkdtemp(path.join(tmpdir(), 'platform-concurrent-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const build = (column: string) =>
      `DROP INDEX CONCURRENTLY IF EXISTS users_test_idx;\n--> statement-breakpoint\nCREATE INDEX CONCURRENTLY users_test_idx ON users (${column});\n`;
    await writeFile(path.join(folder, '0001_users_test_idx.sql'), build('created_at'));
    const valid = async () => (await database.query("select indisvalid from pg_index where indexrelid = to_regclass('users_test_idx')"))[0]?.indisvalid;

    expect(await applyConcurrentSteps(database, folder)).toEqual(['0001_users_test_idx']);
    expect(await valid()).toBe(true);
    expect(await applyConcurrentSteps(database, folder)).toEqual([]);

    await writeFile(path.join(folder, '0002_users_email_idx.sql'), build('no_such_column').replaceAll('users_test_idx', 'users_email_test_idx'));
    await expect(applyConcurrentSteps(database, folder)).rejects.toThrow(/no_such_column/);
    await writeFile(path.join(folder, '0002_users_email_idx.sql'), build('email').replaceAll('users_test_idx', 'users_email_test_idx'));
    expect(await applyConcurrentSteps(database, folder)).toEqual(['0002_users_email_idx']);
    const [steps] = await database.query('select count(*)::int as n from drizzle.__concurrent_steps');
    expect(steps!.n).toBe(2 + (await shippedSteps()).length);
  }, 120_000);
});

describe('a server started with MIGRATE=0', () => {
  beforeAll(buildServer, 180_000);

  it('refuses an unmigrated database with a clear message, and serves once the migration step ran', async () => {
    const target = await emptyDatabase();
    const env = { ...target.env, MIGRATE: '0', SESSION_SECRET: randomBytes(32).toString('hex') };

    const refused = await startServer(env);
    cleanups.push(() => stop(refused));
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('The database is behind this build: 0 of');
    expect(refused.output()).toContain('npm run migrate');
    expect(refused.output()).not.toMatch(/\n\s+at /);

    const job = migrateJob(target.env);
    expect(await job.exited, job.output()).toBe(0);
    expect(job.output()).toContain(`${await shipped()} migration(s) applied now`);

    const server = await startServer(env);
    cleanups.push(() => stop(server));
    await serving(server, 60_000);
    const res = await fetch(`http://127.0.0.1:${server.port}/api/v2/handbooks`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { countries: unknown[] }).countries.length).toBeGreaterThan(100);
  }, 180_000);
});

if (serverUrl) {
  describe('migration jobs started together on one PostgreSQL database', () => {
    beforeAll(buildServer, 180_000);

    it('both succeed, one after the other under the lock, and each migration is applied once', async () => {
      const target = await emptyDatabase();
      const jobs = [migrateJob(target.env), migrateJob(target.env)];
      for (const job of jobs) expect(await job.exited, job.output()).toBe(0);
      const applied = jobs.map((job) => Number(/(\d+) migration\(s\) applied now/.exec(job.output())?.[1]));
      expect(applied.sort()).toEqual([0, await shipped()]);
      const database = await target.open();
      cleanups.push(() => database.close());
      const [rows] = await database.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows!.n).toBe(await shipped());
    }, 180_000);
  });
}
