import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onCleanup } from './cleanup.js';
import type { DatabaseKind } from './settings.js';

/** A database the real server can be pointed at: the env it needs and how to throw it away. */
export type DatabaseTarget = {
  kind: DatabaseKind;
  /** e.g. "PGlite (embedded, fresh data dir)" or "PostgreSQL 15.x (database bench_…)". */
  description: string;
  env: Record<string, string>;
  dispose(): Promise<void>;
};

export type Unavailable = { kind: DatabaseKind; skipped: string };

function tempDir(prefix: string): { dir: string; remove: () => Promise<void> } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return { dir, remove };
}

/** Embedded PGlite in a fresh temporary DATA_DIR, removed at the end. */
export function pgliteTarget(): DatabaseTarget {
  const data = tempDir('bench-pglite-');
  return {
    kind: 'pglite',
    description: `PGlite (embedded, fresh DATA_DIR)`,
    env: { DATA_DIR: data.dir, SEED_DEMO: '1' },
    dispose: data.remove,
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

/**
 * A throw-away database `bench_<random>` on the local PostgreSQL, dropped at the end.
 * Resolves to `Unavailable` when the server cannot be reached, so the caller can skip it.
 */
export async function postgresTarget(adminUrl: string): Promise<DatabaseTarget | Unavailable> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => undefined);
    return { kind: 'postgres', skipped: `PostgreSQL at ${redact(adminUrl)} is unreachable: ${errorText(error)}` };
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  let version: string;
  try {
    const res = await admin.query<{ server_version: string }>('SHOW server_version');
    version = res.rows[0]?.server_version ?? '';
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }

  const drop = onCleanup(`drop database ${name}`, async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const data = tempDir('bench-pg-');

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    description: `PostgreSQL ${version} (throw-away database ${name})`,
    // DATA_DIR too, so nothing is written to ./data of the repository.
    env: { DATABASE_URL: url.toString(), SEED_DEMO: '1', DATA_DIR: data.dir },
    async dispose() {
      await drop();
      await data.remove();
    },
  };
}

function redact(connectionString: string): string {
  const url = new URL(connectionString);
  if (url.password) url.password = '***';
  return url.toString();
}
