import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * One short connection to a PostgreSQL server for work outside any test's database: creating and
 * dropping databases cannot run inside a transaction or on the database they name.
 */
export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The address of another database on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export type ThrowAwayDatabase = { name: string; url: string; drop(): Promise<void> };

/** A new database with a random name after `prefix`, empty or copied from `template`. */
export async function createDatabase(serverUrl: string, prefix: string, template?: string): Promise<ThrowAwayDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  await onServer(serverUrl, (c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
