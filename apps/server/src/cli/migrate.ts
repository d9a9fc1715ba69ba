import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../prepare.js';
import { openStorage } from '../platform/storage.js';

/**
 * The migration step of a deploy: `npm run migrate [-- --seed-demo]`. Applies this build's
 * migrations and reference data to the database of `DATABASE_URL` (or the embedded one in
 * `DATA_DIR`) under the lock servers take at start, so it may run while old servers still serve and
 * while another migration job runs. The demo data only with --seed-demo.
 */
async function main() {
  const { values } = parseArgs({ options: { 'seed-demo': { type: 'boolean', default: false } } });
  const config = loadConfig(process.env, {}, { signsSessions: false });
  const database = await openDatabase(config);
  const storage = values['seed-demo'] ? await openStorage(config) : undefined;
  try {
    const pdf = storage ? { storage, publicUrl: config.publicUrl } : undefined;
    const result = await migrateDatabase(database, { seedDemo: values['seed-demo'], pdf });
    const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)';
    console.log(`${where}: ${result.appliedNow} migration(s) applied now, ${result.total} in all; the database is at this build's latest migration.`);
    for (const step of result.concurrent) console.log(`Applied outside a transaction: ${step}.`);
    if (values['seed-demo']) console.log(result.seeded ? 'Demo data seeded.' : 'Demo data was already there.');
  } finally {
    storage?.close?.();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
