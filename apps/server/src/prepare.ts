import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type Database } from './db/client.js';
import { applyConcurrentSteps } from './db/concurrent.js';
import { seedDemoData } from './seed/demo.js';
import type { DemoSecondFactor } from './seed/demo-second-factor.js';
import { seedReferenceData } from './seed/reference.js';
import type { ReportPdfDeps } from './modules/duediligence/index.js';

/** Thrown when a server that does not migrate (MIGRATE=0) finds the database behind its build. */
export class SchemaBehindError extends Error {}

/** How far the database is: migrations recorded in it against those this build ships. */
export async function migrationState(database: Database): Promise<{ applied: number; shipped: number; current: boolean }> {
  const files = readMigrationFiles({ migrationsFolder });
  const newest = files[files.length - 1]?.folderMillis ?? 0;
  const [table] = await database.query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!table?.present) return { applied: 0, shipped: files.length, current: files.length === 0 };
  const [row] = await database.query('select count(*)::int as applied, coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations');
  // Drizzle's migrator applies every file newer than the newest recorded one: the same test here.
  return { applied: Number(row?.applied ?? 0), shipped: files.length, current: Number(row?.last ?? 0) >= newest };
}

/**
 * Brings the database to what this build expects: its migrations, the reference data and, when
 * asked, the demo seed; answers whether the demo was seeded now. All of it runs under the startup
 * lock, so servers started at the same moment on one database take turns and the later ones find
 * the work done. With `migrate: false` (MIGRATE=0, migrations are a deploy step of their own) the
 * server only checks that the step ran, under the same lock, so it waits for a migration in
 * progress instead of reading a half-migrated database.
 */
export async function prepareDatabase(
  database: Database,
  opts: { seedDemo: boolean; migrate?: boolean; pdf?: ReportPdfDeps; secondFactor?: DemoSecondFactor },
): Promise<{ seeded: boolean }> {
  const result = await database.exclusive(async () => {
    if (opts.migrate === false) {
      const state = await migrationState(database);
      if (!state.current) {
        throw new SchemaBehindError(
          `The database is behind this build: ${state.applied} of ${state.shipped} migrations applied, and MIGRATE=0 keeps the server from applying them. ` +
            'Run `npm run migrate` with the same DATABASE_URL (or DATA_DIR), then start the server again; or start it once without MIGRATE=0.',
        );
      }
    } else {
      await database.migrate();
      await seedReferenceData(database.db);
    }
    return { seeded: opts.seedDemo ? await seedDemoData(database.db, opts.pdf, opts.secondFactor) : false };
  });
  // After the startup lock: servers waiting on it need not wait for an index build too.
  if (opts.migrate !== false) await applyConcurrentSteps(database);
  return result;
}

/**
 * The deploy step of `npm run migrate`: migrations and reference data under the startup lock, the
 * demo only when asked, then the steps that run outside a transaction (`migrations-concurrent`).
 * Answers how many migrations it applied, whether it seeded the demo, and the steps it applied.
 */
export async function migrateDatabase(
  database: Database,
  opts: { seedDemo: boolean; pdf?: ReportPdfDeps },
): Promise<{ appliedNow: number; total: number; seeded: boolean; concurrent: string[] }> {
  const result = await database.exclusive(async () => {
    const before = await migrationState(database);
    await database.migrate();
    await seedReferenceData(database.db);
    const seeded = opts.seedDemo ? await seedDemoData(database.db, opts.pdf) : false;
    const after = await migrationState(database);
    return { appliedNow: after.applied - before.applied, total: after.applied, seeded };
  });
  return { ...result, concurrent: await applyConcurrentSteps(database) };
}
