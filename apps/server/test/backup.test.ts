import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../src/db/backup.js';
import type { Database } from '../src/db/client.js';
import { createLocalStorage, createS3Storage, type S3Settings, type Storage } from '../src/platform/storage.js';
import { downloadAll, keysInBucket, keysOnDisk, serveRestored, storedRows, storedWork } from './fixtures/backup.js';
import { startS3App, type S3World } from './fixtures/s3.js';
import { startTestApp, type TestApp } from './harness.js';
import { createDatabase, databaseUrl } from './postgres.js';

let work: string;
const dropAfter: Array<() => Promise<void>> = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'platform-backup-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  for (const drop of dropAfter) await drop();
});

/** A new empty PostgreSQL database beside the test's, or none for PGlite. */
async function emptyTarget(): Promise<string | undefined> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return undefined;
  const { url, drop } = await createDatabase(server, 'r');
  dropAfter.push(drop);
  return url;
}

const rowsOf = (database: Database) =>
  Promise.all([
    database.query('select email, role from users order by email'),
    database.query('select id, name, size, storage_key from files order by id'),
    database.query('select id, sha256, storage_key, size from report_versions order by id'),
  ]);

/** A store of each kind: the app's own, a fresh one to restore into, and how to list either's keys. */
type StoreKind = {
  name: string;
  /** Names this kind's folders in the test's work folder. */
  slug: string;
  start(): Promise<{ t: TestApp; close(): Promise<void> }>;
  source(t: TestApp): Promise<Storage>;
  target(t: TestApp, dataDir: string): { s3: S3Settings | undefined; open(): Promise<Storage>; keys(): Promise<string[]> };
  keys(t: TestApp): Promise<string[]>;
};

const uploadsOf = (dataDir: string) => path.join(dataDir, 'uploads');
const disk: StoreKind = {
  name: 'the local disk',
  slug: 'disk',
  start: async () => {
    const t = await startTestApp();
    return { t, close: () => t.close() };
  },
  source: (t) => createLocalStorage(uploadsOf(t.config.dataDir)),
  target: (_t, dataDir) => ({ s3: undefined, open: () => createLocalStorage(uploadsOf(dataDir)), keys: () => keysOnDisk(uploadsOf(dataDir)) }),
  keys: (t) => keysOnDisk(uploadsOf(t.config.dataDir)),
};
const s3: StoreKind = {
  name: 'S3 (s3rver)',
  slug: 's3',
  start: async () => {
    const world: S3World = await startS3App();
    return { t: world.t, close: () => world.close() };
  },
  source: (t) => createS3Storage(t.config.s3!, uploadsOf(t.config.dataDir)),
  // The same bucket under another prefix: what the restored server reads came from the restore.
  target: (t, dataDir) => {
    const settings = { ...t.config.s3!, prefix: 'restored/' };
    return { s3: settings, open: () => createS3Storage(settings, uploadsOf(dataDir)), keys: () => keysInBucket(settings) };
  },
  keys: (t) => keysInBucket(t.config.s3!),
};

describe.each([disk, s3])('a backup with files in $name', (kind) => {
  let world: { t: TestApp; close(): Promise<void> };
  let storage: Storage;
  beforeAll(async () => {
    world = await kind.start();
    storage = await kind.source(world.t);
  });
  afterAll(async () => {
    storage.close?.();
    await world.close();
  });

  it('restores into an empty database and store, and every file and report PDF downloads with the same bytes', async () => {
    const { t } = world;
    const downloads = await storedWork(() => t);
    expect(await storedRows(t.database)).toEqual({ files: 3, reportVersions: 1 });
    const before = await downloadAll(t.app, downloads);
    for (const [i, d] of downloads.entries()) if (d.bytes) expect(before[i]!.equals(d.bytes)).toBe(true);
    expect(before.at(-1)!.subarray(0, 5).toString()).toBe('%PDF-');

    const out = path.join(work, `${kind.slug}-backup`);
    const manifest = await backup({ database: t.database, databaseUrl: t.databaseUrl, storage, out });
    expect(manifest).toMatchObject({ database: t.database.kind, files: 4, missing: [] });
    expect(manifest.columns).toEqual(['public.files.storage_key', 'public.report_versions.storage_key']);
    expect((await readdir(out)).sort()).toEqual([t.database.kind === 'postgres' ? 'database.pgdump' : 'database.tar.gz', 'files', 'manifest.json']);
    // Every object the store holds is in the backup: the uploads and the report's PDF.
    const stored = await kind.keys(t);
    expect(stored).toHaveLength(4);
    expect(await backupKeys(out)).toEqual(stored);
    await expect(backup({ database: t.database, databaseUrl: t.databaseUrl, storage, out })).rejects.toThrow(/not empty/);

    // An empty place to restore into: a new data folder, or a new PostgreSQL database, and a new store.
    const dataDir = path.join(work, `${kind.slug}-restored`);
    const target = kind.target(t, dataDir);
    const restoredUrl = await emptyTarget();
    const restoredStore = await target.open();
    try {
      await restore({ from: out, databaseUrl: restoredUrl, dataDir, storage: restoredStore });
      expect(await target.keys()).toEqual(stored);
      // A second restore into the same place is refused: two histories are never mixed.
      await expect(restore({ from: out, databaseUrl: restoredUrl, dataDir, storage: restoredStore })).rejects.toThrow(/not empty|already holds a database/);
    } finally {
      restoredStore.close?.();
    }

    const restored = await serveRestored(t.config, { databaseUrl: restoredUrl, dataDir, s3: target.s3 });
    try {
      expect(await rowsOf(restored.database)).toEqual(await rowsOf(t.database));
      const after = await downloadAll(restored.app, downloads);
      for (const [i, bytes] of after.entries()) expect(bytes.equals(before[i]!), downloads[i]!.url).toBe(true);
    } finally {
      await restored.close();
    }
    // Two openings of a restored PGlite (the restore's, the server's) take a few seconds each on a busy machine.
  }, 90_000);
});

/** The keys a backup folder holds, as `files/<key>`. */
async function backupKeys(out: string): Promise<string[]> {
  const dir = path.join(out, 'files');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

describe('a backup that fails', () => {
  let t: TestApp;
  let storage: Storage;
  let place: string;
  beforeAll(async () => {
    t = await startTestApp();
    storage = await createLocalStorage(uploadsOf(t.config.dataDir));
    await storedWork(() => t);
    place = await mkdtemp(path.join(work, 'failing-'));
  });
  afterAll(() => t.close());

  /** Nothing at all is left beside the backups: no folder named `out`, no half-written one. */
  const leftovers = () => readdir(place);

  it('leaves nothing when the store cannot be read, and the next backup into the same folder succeeds', async () => {
    const out = path.join(place, 'nightly');
    const unreachable: Storage = {
      ...storage,
      read: (key) => (key.startsWith('reports/') ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9000')) : storage.read(key)),
    };
    await expect(backup({ database: t.database, databaseUrl: t.databaseUrl, storage: unreachable, out })).rejects.toThrow(
      /could not copy the stored object reports\/.*ECONNREFUSED/,
    );
    expect(await leftovers()).toEqual([]);
    const manifest = await backup({ database: t.database, databaseUrl: t.databaseUrl, storage, out });
    expect(manifest).toMatchObject({ files: 4, missing: [] });
    expect(await leftovers()).toEqual(['nightly']);
    await rm(out, { recursive: true });
  });

  it('leaves nothing when the database dump fails', async () => {
    const out = path.join(place, 'nightly');
    // PostgreSQL: pg_dump refused by the server (a database that does not exist); PGlite: its dump fails.
    const failing =
      t.database.kind === 'postgres'
        ? { database: t.database, databaseUrl: databaseUrl(t.databaseUrl!, 'no_such_database_for_backup') }
        : { database: { ...t.database, dump: () => Promise.reject(new Error('no space left on device')) }, databaseUrl: undefined };
    await expect(backup({ ...failing, storage, out })).rejects.toThrow(/pg_dump failed|no space left/);
    expect(await leftovers()).toEqual([]);
    expect(existsSync(out)).toBe(false);
  });

  it('lists an object removed from the store meanwhile as missing, and keeps the rest', async () => {
    const out = path.join(place, 'with-a-gap');
    const [key] = (await t.database.query('select storage_key from files order by id limit 1')).map((r) => String(r.storage_key));
    const gone: Storage = { ...storage, read: (k) => (k === key ? storage.remove(k).then(() => storage.read(k)) : storage.read(k)) };
    const manifest = await backup({ database: t.database, databaseUrl: t.databaseUrl, storage: gone, out });
    expect(manifest).toMatchObject({ files: 3, missing: [key] });
    expect(await backupKeys(out)).not.toContain(key);
  });
});
