import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPg, listenPglite, poolNotifications, type Channel, type ListenHandlers, type Listening } from './listen.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver sits below. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while this process holds the database-wide startup lock, so that servers started
   * together migrate and seed one after another instead of racing on the same `CREATE TABLE`.
   * `key` names another lock of the same kind (the concurrent index builds take their own).
   */
  exclusive<T>(work: () => Promise<T>, key?: number): Promise<T>;
  /**
   * Statements run one by one on a connection of their own, outside any transaction and without
   * the request time limits (an index built concurrently on a large table takes minutes).
   */
  runLong(statements: readonly string[]): Promise<void>;
  /** A plain SQL statement with positional parameters (query plans, maintenance). */
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /**
   * The job queue's way in: a statement with parameters, or a script of several statements
   * without (its schema), on the same pool or embedded instance as everything else.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Hears NOTIFY on `channel` (see `db/listen.ts`); `warn` reports a lost connection. */
  listen(channel: Channel, handlers: ListenHandlers, warn: (message: string) => void): Promise<Listening>;
  /** node-postgres only: the pool's clients now (PGlite is one embedded connection, no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: its data directory as a tarball (`template` of a later open). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
};

/** Migrations ship as SQL next to the source, read at start by both drivers. */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../src/db/migrations');

/**
 * Limits that keep a request from waiting on the database for more than ten seconds: a free
 * connection within 5 s (the pool's queue included), a statement ended by the server after 8 s,
 * and a client-side backstop at 9 s for a server that stopped answering without closing the socket.
 */
const POOL_LIMITS = { connectionTimeoutMillis: 5_000, statement_timeout: 8_000, query_timeout: 9_000 };

type OpenOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  inMemory?: boolean;
  /** PGlite only: a data directory dumped by `dump()` to start from instead of a new one (tests). */
  template?: Blob;
  /** `false` drops the statement limits, for bulk work such as the benchmarks' population. */
  requestLimits?: boolean;
};

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/db`
 * (`inMemory` keeps PGlite in memory, for tests).
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const limits = opts.requestLimits === false ? {} : POOL_LIMITS;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20, keepAlive: true, ...limits });
    dropBrokenClients(pool);
    const heard = poolNotifications(pool, (message) => console.warn(message));
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateOnOwnConnection(opts.databaseUrl!),
      exclusive: (work, key) => withStartupLock(opts.databaseUrl!, work, key),
      runLong: (statements) => runOnOwnConnection(opts.databaseUrl!, statements),
      query: async (text, params = []) => (await pool.query(text, params)).rows,
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      async listen(channel, handlers, warn) {
        const unsubscribe = heard.subscribe(channel, handlers.message);
        const own = listenPg(opts.databaseUrl!, channel, handlers, { warn });
        return {
          close: async () => {
            unsubscribe();
            await own.close();
          },
        };
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      dump: () => Promise.reject(new Error('only PGlite dumps its data directory')),
      close: () => pool.end(),
    };
  }
  let dir = 'memory://';
  if (!opts.inMemory) {
    dir = path.join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(opts.template ? { loadDataDir: opts.template } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process owns an embedded database's folder: there is nobody to wait for.
    exclusive: (work) => work(),
    async runLong(statements) {
      for (const statement of statements) await client.query(statement);
    },
    query: async (text, params = []) => (await client.query<Record<string, unknown>>(text, params)).rows,
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // PGlite's extended protocol takes one statement; a script goes through `exec`.
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    dump: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * A connection the server ends (restart, failover, pg_terminate_backend) emits 'error'. The pool
 * listens on idle clients and drops them itself. A checked-out client has no listener of its own
 * (an unheard 'error' ends the process), and it may never come back: Drizzle's transaction does
 * not release a client whose BEGIN failed, so each outage would shrink the pool until it is empty.
 * Such a client is handed back with its error at once, which removes it from the pool; the
 * holder's statement fails by itself (answered 503) and its own later release does nothing.
 */
function dropBrokenClients(pool: pg.Pool): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (err) => {
      const held = client as pg.PoolClient;
      if (!checkedOut.has(held)) return;
      const release = held.release;
      held.release = () => undefined;
      release(err);
    }),
  );
}

/** Migrations run without the request limits: building an index on a large table may take minutes. */
async function migrateOnOwnConnection(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A lost connection fails the migration's statement, which fails the start; no second report.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
  } finally {
    await client.end();
  }
}

async function runOnOwnConnection(databaseUrl: string, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The advisory lock key of the startup work (migrations and seeds); any number the project owns. */
export const STARTUP_LOCK_KEY = 7_305_482_016;

/**
 * Holds a session-level advisory lock on a connection of its own while `work` runs. A second
 * process waits in `pg_advisory_lock` until the first is done, then finds the work done (the
 * migrations journal, the seed's marker) and goes on. The lock ends with its session, so a process
 * that dies mid-way never leaves the others waiting; there is no time limit on the wait, as a
 * migration that builds an index on a large table may take minutes.
 */
async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>, key = STARTUP_LOCK_KEY): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.end();
  }
}
