import type { Database } from './client.js';
import { seedDemoData } from './seed/demo.js';
import { seedReferenceData } from './seed/reference.js';

/**
 * Brings the database to what this build expects: its migrations, the reference data and, when
 * asked, the demo seed; answers whether the demo was seeded now. All of it runs under the startup
 * lock, so servers started at the same moment on one database take turns and the later ones find
 * the work done.
 */
export async function prepareDatabase(database: Database, opts: { seedDemo: boolean }): Promise<{ seeded: boolean }> {
  return database.exclusive(async () => {
    await database.migrate();
    await seedReferenceData(database.db);
    return { seeded: opts.seedDemo ? await seedDemoData(database.db) : false };
  });
}
