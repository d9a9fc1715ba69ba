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
import { lockFolder } from './folder-lock.js';
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
 * connection within 5 s (the pool's queue included), a statement ended by the server after 8 s
 * (`REQUEST_STATEMENT_TIMEOUT`), and a client-side backstop at 9 s for a server that stopped
 * answering without closing the socket.
 */
const POOL_LIMITS = { connectionTimeoutMillis: 5_000, query_timeout: 9_000 };

/**
 * The server's limit on one statement of request traffic. It is the default of the server's role
 * in its database (`ALTER ROLE … IN DATABASE … SET statement_timeout`, set by the migration step),
 * not a startup parameter: a transaction-mode pooler (PgBouncer) refuses connections that send
 * one, and cannot keep a `SET` of one client's session. The direct connections that may run long
 * (migrations, the startup lock's wait, `runLong`) lift it for themselves.
 */
export const REQUEST_STATEMENT_TIMEOUT = '8s';

type OpenOptions = {
  databaseUrl?: string | undefined;
  /**
   * The database itself, past any pooler in `databaseUrl` (`DATABASE_DIRECT_URL`): migrations, the
   * startup lock, long runs and LISTEN need a session of their own. Unset or equal: no pooler.
   */
  databaseDirectUrl?: string | undefined;
  dataDir: string;
  inMemory?: boolean;
  /** PGlite only: a data directory dumped by `dump()` to start from instead of a new one (tests). */
  template?: Blob;
  /** `false` drops the statement limits, for bulk work such as the benchmarks' population. */
  requestLimits?: boolean;
  /** PGlite only: how long to wait for a folder another process holds (`lockFolder`). */
  folderWaitMs?: number;
};

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/db`
 * (`inMemory` keeps PGlite in memory, for tests).
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const direct = opts.databaseDirectUrl || opts.databaseUrl;
    // Behind a pooler, one client's statements may each run in another server session.
    const pooled = direct !== opts.databaseUrl;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20, keepAlive: true, ...(opts.requestLimits === false ? {} : POOL_LIMITS) });
    // Bulk work (the benchmarks' population, never through a pooler) lifts the role's limit.
    if (opts.requestLimits === false) pool.on('connect', (client) => void client.query('SET statement_timeout = 0').catch(() => undefined));
    if (pooled) transactionPooled.add(pool);
    dropBrokenClients(pool);
    const heard = pooled ? undefined : poolNotifications(pool, (message) => console.warn(message));
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateOnOwnConnection(direct),
      exclusive: (work, key) => withStartupLock(direct, work, key),
      runLong: (statements) => runOnOwnConnection(direct, statements),
      query: async (text, params = []) => (await pool.query(text, params)).rows,
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      async listen(channel, handlers, warn) {
        const unsubscribe = heard?.subscribe(channel, handlers.message);
        const own = listenPg(direct, channel, handlers, { warn });
        return {
          close: async () => {
            unsubscribe?.();
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
  let release = async () => {};
  if (!opts.inMemory) {
    dir = path.join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    release = await lockFolder(dir, opts.folderWaitMs);
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, ...(opts.template ? { loadDataDir: opts.template } : {}) }).catch(async (err: unknown) => {
    await release();
    throw err;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process holds an embedded database's folder (`lockFolder`): there is nobody to wait for.
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
    async close() {
      await client.close();
      await release();
    },
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

/**
 * Pools that reach PostgreSQL through a transaction-mode pooler: their statements must not rely on
 * session state (named prepared statements, LISTEN), as each transaction may get another session.
 */
const transactionPooled = new WeakSet<object>();
export const isTransactionPooled = (pool: object): boolean => transactionPooled.has(pool);

/**
 * A session of its own on the database itself, without the request limit: building an index on a
 * large table, or waiting for another process's migration, may take minutes. A lost connection
 * fails the work's statement, which the caller reports; no second report.
 */
async function ownConnection(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SET statement_timeout = 0');
  } catch (err) {
    await client.end();
    throw err;
  }
  return client;
}

/**
 * The migrations, then the request limit as the default of this role in this database. It is set
 * again on every run, as a restore into a new database (`pg_restore`) does not bring it back.
 */
async function migrateOnOwnConnection(databaseUrl: string): Promise<void> {
  const client = await ownConnection(databaseUrl);
  try {
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
    await client.query(
      `DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
          WHERE s.setrole = (SELECT oid FROM pg_roles WHERE rolname = current_user) AND d.datname = current_database()
            AND 'statement_timeout=${REQUEST_STATEMENT_TIMEOUT}' = ANY (s.setconfig)) THEN
          EXECUTE format('ALTER ROLE %I IN DATABASE %I SET statement_timeout = %L', current_user, current_database(), '${REQUEST_STATEMENT_TIMEOUT}');
        END IF;
      END $$`,
    );
  } finally {
    await client.end();
  }
}

async function runOnOwnConnection(databaseUrl: string, statements: readonly string[]): Promise<void> {
  const client = await ownConnection(databaseUrl);
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * What a server says at start when its pool's statements are not limited as a request's should be:
 * the migration step has not run on this database since it was restored, or the pooler logs in as
 * another role than `DATABASE_DIRECT_URL`, or holds sessions opened before the limit was set.
 */
export async function requestLimitProblem(database: Database): Promise<string | undefined> {
  if (database.kind !== 'postgres') return undefined;
  const [row] = await database.query('show statement_timeout');
  const found = String(row?.statement_timeout);
  if (found === REQUEST_STATEMENT_TIMEOUT) return undefined;
  return (
    `statement_timeout is ${found} on DATABASE_URL's connections, not ${REQUEST_STATEMENT_TIMEOUT}: run \`npm run migrate\` ` +
    '(it sets the limit for its role in this database), make the pooler log in as that role, and let it open new server connections (PgBouncer: RECONNECT)'
  );
}

/** The advisory lock key of the startup work (migrations and seeds); any number the project owns. */
export const STARTUP_LOCK_KEY = 7_305_482_016;

/** How often a process waiting for an advisory lock asks for it again. */
const LOCK_POLL_MS = 200;

/**
 * Holds a session-level advisory lock on a connection of its own while `work` runs. A second
 * process waits until the first is done, then finds the work done (the migrations journal, the
 * seed's marker, the recorded index builds) and goes on. The lock ends with its session, so a
 * process that dies mid-way never leaves the others waiting; there is no time limit on the wait,
 * as a migration that builds an index on a large table may take minutes. The wait asks
 * `pg_try_advisory_lock` again and again rather than blocking in `pg_advisory_lock`: a blocked
 * statement keeps its transaction open, and `CREATE INDEX CONCURRENTLY` (migrations-concurrent),
 * run by the lock's holder on another connection, waits for every such transaction to end, so
 * the two would wait for each other for ever.
 */
async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>, key = STARTUP_LOCK_KEY): Promise<T> {
  const client = await ownConnection(databaseUrl);
  try {
    while (!(await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key])).rows[0]?.ok)
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    return await work();
  } finally {
    await client.end();
  }
}
