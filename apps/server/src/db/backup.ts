import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { AppError } from '../platform/errors.js';
import type { Storage } from '../platform/storage.js';
import { openDatabase, type Database } from './client.js';
import { columnName, storageKeyColumns, storageKeys } from './storage-keys.js';

/** What a backup folder holds; `manifest.json` in it. */
export type Manifest = {
  createdAt: string;
  database: Database['kind'];
  /** The columns whose keys were copied (`schema.table.column`), as the catalog named them. */
  columns?: string[];
  /** The stored objects copied (uploaded files, report PDFs...), each under `files/<key>`. */
  files: number;
  /** Keys the database named whose objects were gone from the store (removed between the dump and the copy). */
  missing: string[];
};

const DUMP = { postgres: 'database.pgdump', pglite: 'database.tar.gz' } as const;
/** Objects read from the store at once: S3 answers each request slowly but many side by side. */
const COPIES = 8;

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (err) => reject(new Error(`${command} could not run (${err.message}); it comes with the PostgreSQL client tools`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });
}

type BackupOptions = {
  database: Database;
  /** PostgreSQL: the address `pg_dump` connects to (the CLI passes the configured one). */
  databaseUrl?: string | undefined;
  storage: Storage;
  /** A new (or empty) folder; it appears only once the backup is whole. */
  out: string;
};

/**
 * A backup of the database and of every stored object into `out`. PostgreSQL: `pg_dump`'s custom
 * format, a consistent snapshot taken while servers run. PGlite: its data directory as a tarball,
 * from the one process that has it open (the embedded database allows one: stop the server first,
 * or let it take the backup). The objects come after the dump, read through the store (disk or
 * S3) by the keys of every storage-key column the catalog names (`storage-keys.ts`): uploaded
 * files, report PDFs and whatever a later table stores. So every object the dump refers to is in
 * the backup unless it was removed meanwhile (listed as missing).
 *
 * Everything is written into a hidden sibling folder that becomes `out` by one rename at the end;
 * a failure (the dump refused, the store unreachable) removes it, so nothing half-written is ever
 * mistaken for a backup or stands in the way of the next attempt.
 */
export async function backup(opts: BackupOptions): Promise<Manifest> {
  const out = path.resolve(opts.out);
  if (existsSync(out) && (await readdir(out)).length) throw new Error(`${out} is not empty: a backup goes into a new folder`);
  await mkdir(path.dirname(out), { recursive: true });
  const work = path.join(path.dirname(out), `.${path.basename(out)}.partial-${randomUUID().slice(0, 8)}`);
  await mkdir(path.join(work, 'files'), { recursive: true });
  try {
    const manifest = await writeBackup(opts, work);
    // Replaces an empty `out`; one that filled up meanwhile makes the rename fail, and nothing is lost.
    await rename(work, out);
    return manifest;
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
}

async function writeBackup({ database, databaseUrl, storage }: BackupOptions, work: string): Promise<Manifest> {
  if (database.kind === 'postgres') {
    if (!databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(work, DUMP.postgres)}`, databaseUrl]);
  } else {
    await writeFile(path.join(work, DUMP.pglite), Buffer.from(await (await database.dump()).arrayBuffer()));
  }
  const columns = await storageKeyColumns(database.query);
  const keys = await storageKeys(database.query, columns);
  const missing = await copyObjects(storage, keys, path.join(work, 'files'));
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    database: database.kind,
    columns: columns.map(columnName),
    files: keys.length - missing.length,
    missing,
  };
  await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/**
 * Copies the objects of `keys` into `dir/<key>`, a few at a time; answers the keys whose objects
 * the store no longer has. Any other failure (the store unreachable, a disk error) fails the
 * backup: a copy that silently lacks objects is worse than none. The copies under way finish
 * before the failure is answered, so the caller's clean-up is not raced by a late write.
 */
async function copyObjects(storage: Storage, keys: string[], dir: string): Promise<string[]> {
  const missing: string[] = [];
  const queue = keys.values();
  let failed = false;
  const worker = async () => {
    for (const key of queue) {
      if (failed) return;
      try {
        // The store checks the key before anything is written under `dir`.
        const body = await storage.read(key).catch((err: unknown) => {
          if (err instanceof AppError && err.status === 404) return undefined;
          throw err;
        });
        if (!body) {
          missing.push(key);
          continue;
        }
        const target = path.join(dir, key);
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(body, createWriteStream(target));
      } catch (err) {
        failed = true;
        throw new Error(`could not copy the stored object ${key}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: COPIES }, worker));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  return missing.sort();
}

/** The keys of the files under `dir`, as `files/<key>` holds them. */
async function keysUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** True when the PostgreSQL database has no tables of ours or the queue's. */
async function isEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname in ('public', 'pgboss', 'drizzle')`);
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into an empty database (PostgreSQL: `pg_restore` into a database with none of
 * our tables; PGlite: a `dataDir` without a database) and its files into the store. It refuses a
 * database in use rather than mixing two histories.
 */
export async function restore(opts: { from: string; databaseUrl?: string | undefined; dataDir: string; storage: Storage }): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(opts.from, 'manifest.json'), 'utf8')) as Manifest;
  const target: Database['kind'] = opts.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) throw new Error(`this backup holds a ${manifest.database} database; the configuration names ${target}`);
  if (opts.databaseUrl) {
    if (!(await isEmpty(opts.databaseUrl))) throw new Error('the database named by DATABASE_URL is not empty: restore into a new database');
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${opts.databaseUrl}`, path.join(opts.from, DUMP.postgres)]);
  } else {
    const dir = path.join(opts.dataDir, 'db');
    if (existsSync(dir) && (await readdir(dir)).length) throw new Error(`${dir} already holds a database: restore into a new DATA_DIR`);
    const template = new Blob([await readFile(path.join(opts.from, DUMP.pglite))]);
    const restored = await openDatabase({ dataDir: opts.dataDir, template });
    await restored.close();
  }
  const filesDir = path.join(opts.from, 'files');
  for (const key of await keysUnder(filesDir)) {
    // The store moves a finished upload into place: a copy of the backup's file goes first.
    const temp = path.join(opts.storage.tempDir, `restore-${randomUUID()}`);
    await copyFile(path.join(filesDir, key), temp);
    await opts.storage.putFile(key, temp);
  }
  return manifest;
}
