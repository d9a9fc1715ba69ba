import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client.js';

/**
 * Statements PostgreSQL refuses inside a transaction (`CREATE INDEX CONCURRENTLY`, which builds an
 * index on a large table without blocking its writes). Drizzle applies all pending migrations in
 * one transaction, so these live apart: one `.sql` file per step, run in name order after the
 * migrations, each statement on its own (split at `--> statement-breakpoint`), and recorded once it
 * succeeded. A step that failed half-way runs again from its first statement: write it so that it
 * can (`DROP INDEX CONCURRENTLY IF EXISTS` the invalid leftover first, then build).
 */
export const concurrentFolder = path.resolve(import.meta.dirname, '../../src/db/migrations-concurrent');

/** Its own advisory lock: a long build must not hold up servers waiting on the startup lock. */
export const CONCURRENT_LOCK_KEY = 7_305_482_017;

/** Applies the steps not yet recorded; answers their names. */
export async function applyConcurrentSteps(database: Database, folder = concurrentFolder): Promise<string[]> {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  if (!files.length) return [];
  return database.exclusive(async () => {
    await database.query('create schema if not exists drizzle');
    await database.query('create table if not exists drizzle.__concurrent_steps (name text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await database.query('select name from drizzle.__concurrent_steps')).map((r) => String(r.name)));
    const applied: string[] = [];
    for (const file of files) {
      const name = file.replace(/\.sql$/, '');
      if (done.has(name)) continue;
      const statements = readFileSync(path.join(folder, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean);
      await database.runLong(statements);
      await database.query('insert into drizzle.__concurrent_steps (name) values ($1)', [name]);
      applied.push(name);
    }
    return applied;
  }, CONCURRENT_LOCK_KEY);
}
