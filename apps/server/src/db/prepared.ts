import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { isTransactionPooled, type Db } from './client.js';

/** Runs a prepared statement with its parameters and answers its rows. */
export type PreparedStatement<Row> = (params: unknown[]) => Promise<Row[]>;

/** PostgreSQL's "prepared statement does not exist": the session lost it (DISCARD ALL, a new backend). */
const UNDEFINED_PREPARED_STATEMENT = '26000';
/** "prepared statement already exists": another lookup on the same connection prepared it first. */
const DUPLICATE_PREPARED_STATEMENT = '42P05';

/**
 * A parameter written into `EXECUTE name('…')` as a string literal (PostgreSQL does not take bind
 * parameters in EXECUTE's argument list). With standard_conforming_strings, PostgreSQL's default
 * and PGlite's, doubling single quotes is the whole escaping; NUL cannot be sent at all.
 */
function literal(value: unknown): string {
  if (typeof value !== 'string' || value.includes('\0')) throw new TypeError('prepared statement parameters must be strings without NUL');
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * A statement parsed and planned once per connection instead of once per call, whichever driver
 * the database uses. node-postgres prepares a named statement on each pooled connection the
 * first time it runs there (not behind a transaction-mode pooler, see below). PGlite ignores statement names, so the statement is prepared in SQL
 * (`PREPARE name(types) AS …`) on its one connection and run with `EXECUTE name('…')`, whose
 * string parameters are cast to `paramTypes`, the SQL types of `$1`, `$2`, … in `text`.
 */
export function preparedStatement<Row>(db: Db, name: string, text: string, paramTypes: string[]): PreparedStatement<Row> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`prepared statement name "${name}" is not a plain identifier`);
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (!(client instanceof PGlite)) {
    const pool = client;
    // Through a transaction-mode pooler the next statement may reach a session that never saw the
    // name (PgBouncer before 1.21 does not track them): there each call is parsed anew.
    if (isTransactionPooled(pool)) return async (values) => (await pool.query({ text, values })).rows as Row[];
    return async (values) => (await pool.query({ name, text, values })).rows as Row[];
  }

  const execute = async (values: unknown[]): Promise<Row[]> => {
    if (values.length !== paramTypes.length) throw new TypeError(`${name} takes ${paramTypes.length} parameters, got ${values.length}`);
    // The simple protocol: one message into PGlite instead of parse, bind, describe, execute and sync.
    const [result] = await client.exec(`EXECUTE ${name}(${values.map(literal).join(', ')})`);
    return (result?.rows ?? []) as Row[];
  };
  let prepared: Promise<unknown> | null = null;
  const prepare = () => {
    prepared ??= client.exec(`PREPARE ${name}(${paramTypes.join(', ')}) AS ${text}`).catch((error: unknown) => {
      if ((error as { code?: string }).code === DUPLICATE_PREPARED_STATEMENT) return;
      prepared = null;
      throw error;
    });
    return prepared;
  };
  return async (values) => {
    await prepare();
    try {
      return await execute(values);
    } catch (error) {
      if ((error as { code?: string }).code !== UNDEFINED_PREPARED_STATEMENT) throw error;
      prepared = null;
      await prepare();
      return await execute(values);
    }
  };
}
