import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, REQUEST_STATEMENT_TIMEOUT, requestLimitProblem, STARTUP_LOCK_KEY, type Database } from '../src/db/client.js';
import { createDatabase, onServer, type ThrowAwayDatabase } from './postgres.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * The request statement limit is the default of the server's role in its database, set by the
 * migration step, since a transaction-mode pooler refuses it as a startup parameter; the direct
 * sessions that may run long lift it for themselves. PGlite, one embedded session, has no limit.
 */
if (serverUrl) {
  describe('the request statement limit on PostgreSQL', () => {
    let target: ThrowAwayDatabase;
    let database: Database;
    beforeAll(async () => {
      target = await createDatabase(serverUrl, 't_limits');
      database = await openDatabase({ databaseUrl: target.url, dataDir: '' });
      await database.migrate();
    }, 120_000);
    afterAll(async () => {
      await database?.close();
      await target?.drop();
    });

    it('is set by the migration step for its role in this database, sent as no startup parameter', async () => {
      const [shown] = await database.query('show statement_timeout');
      expect(shown!.statement_timeout).toBe(REQUEST_STATEMENT_TIMEOUT);
      // Where the session's value came from: `client` would be a startup parameter.
      expect(await database.query(`select source from pg_settings where name = 'statement_timeout'`)).toEqual([{ source: 'database user' }]);
      const settings = await database.query(
        `select s.setconfig from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase
          where d.datname = current_database() and s.setrole = (select oid from pg_roles where rolname = current_user)`,
      );
      expect(settings).toEqual([{ setconfig: [`statement_timeout=${REQUEST_STATEMENT_TIMEOUT}`] }]);
      expect(await requestLimitProblem(database)).toBeUndefined();
      // Another database of the same server keeps its own defaults.
      const other = await createDatabase(serverUrl, 't_limits_other');
      try {
        const shownThere = await onServer(other.url, (c) => c.query<{ statement_timeout: string }>('show statement_timeout'));
        expect(shownThere.rows[0]!.statement_timeout).toBe('0');
      } finally {
        await other.drop();
      }
    });

    it('cancels a request statement after 8 s, while the startup lock waits and a long run goes on past it', async () => {
      // Another process holds the startup lock for longer than the request limit.
      const holder = onServer(target.url, async (c) => {
        await c.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        await new Promise((r) => setTimeout(r, 9_000));
      });
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      const [request, locked, long] = await Promise.allSettled([
        database.query('select pg_sleep(9.5)'),
        database.exclusive(async () => Date.now() - started),
        database.runLong(['select pg_sleep(8.5)']),
      ]);
      await holder;
      expect(request.status).toBe('rejected');
      expect((request as PromiseRejectedResult).reason).toMatchObject({ code: '57014' });
      expect(locked).toMatchObject({ status: 'fulfilled' });
      expect((locked as PromiseFulfilledResult<number>).value).toBeGreaterThan(8_000);
      expect(long.status).toBe('fulfilled');
    }, 30_000);

    it('is named at start when a database lost it (a restore into a new database), and set again by the next migration', async () => {
      await database.query(`alter role current_user in database ${target.name} reset statement_timeout`);
      const restored = await openDatabase({ databaseUrl: target.url, dataDir: '' });
      try {
        expect(await requestLimitProblem(restored)).toMatch(/^statement_timeout is 0 on DATABASE_URL's connections, not 8s: run `npm run migrate`/);
        await restored.migrate();
        const again = await openDatabase({ databaseUrl: target.url, dataDir: '' });
        expect(await requestLimitProblem(again)).toBeUndefined();
        await again.close();
      } finally {
        await restored.close();
      }
    });
  });
}

if (!serverUrl) {
  describe('the request statement limit on the embedded database', () => {
    it('is neither set nor warned about, and the work that lifts it elsewhere runs as before', async () => {
      // The global setup's migrated copy: migrating it again finds nothing to do, quickly.
      const template = new Blob([await readFile(inject('pgliteTemplate'))]);
      const database = await openDatabase({ dataDir: '', inMemory: true, template });
      try {
        await database.migrate();
        expect(await requestLimitProblem(database)).toBeUndefined();
        await database.runLong(['create index if not exists limits_probe_idx on users (created_at)', 'drop index limits_probe_idx']);
        expect(await database.exclusive(async () => 'done')).toBe('done');
      } finally {
        await database.close();
      }
    }, 60_000);
  });
}
