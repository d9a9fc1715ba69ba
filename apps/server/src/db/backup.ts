import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Storage } from '../platform/storage.js';
import { openDatabase, type Database } from './client.js';

/** What a backup folder holds; `manifest.json` in it. */
export type Manifest = {
  createdAt: string;
  database: Database['kind'];
  /** The stored files copied, by their storage key (files/<key>). */
  files: number;
  /** Rows of `files` whose bytes were gone from the store (removed between the dump and the copy). */
  missing: string[];
};

const DUMP = { postgres: 'database.pgdump', pglite: 'database.tar.gz' } as const;

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (err) => reject(new Error(`${command} could not run (${err.message}); it comes with the PostgreSQL client tools`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });
}

/**
 * A backup of the database and of every stored file into `out` (a new folder). PostgreSQL:
 * `pg_dump`'s custom format, a consistent snapshot taken while servers run. PGlite: its data
 * directory as a tarball, from the one process that has it open (the embedded database allows
 * one: stop the server first, or let it take the backup). The files come after the dump, read
 * through the store (disk or S3) by the keys the database names, so every file the dump refers
 * to is in the backup unless it was removed meanwhile (listed as missing).
 */
export async function backup(opts: { database: Database; databaseUrl?: string | undefined; storage: Storage; out: string }): Promise<Manifest> {
  const { database, storage, out } = opts;
  if (existsSync(out) && (await readdir(out)).length) throw new Error(`${out} is not empty: a backup goes into a new folder`);
  await mkdir(path.join(out, 'files'), { recursive: true });
  if (database.kind === 'postgres') {
    if (!opts.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(out, DUMP.postgres)}`, opts.databaseUrl]);
  } else {
    await writeFile(path.join(out, DUMP.pglite), Buffer.from(await (await database.dump()).arrayBuffer()));
  }
  const keys = (await database.query('select distinct storage_key as key from files order by 1')).map((r) => String(r.key));
  const missing: string[] = [];
  for (const key of keys) {
    const target = path.join(out, 'files', key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await pipeline(await storage.read(key), createWriteStream(target));
    } catch {
      missing.push(key);
    }
  }
  const manifest: Manifest = { createdAt: new Date().toISOString(), database: database.kind, files: keys.length - missing.length, missing };
  await writeFile(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
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
