/**
 * Fills a benchmark database with generated startups before the server opens it, using the
 * server's own migrations and generators (from its build), in batches of one statement each.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../apps/server/dist/db/client.js';
import { hashPassword } from '../../apps/server/dist/platform/passwords.js';
import { seedReferenceData } from '../../apps/server/dist/db/seed/reference.js';
import { handbookIds } from '../../apps/server/dist/db/seed/demo.js';
import { faker, generateStartup } from '../../apps/server/dist/db/seed/generators.js';
import { companies, startupProfiles, users } from '../../apps/server/dist/db/schema/index.js';
import { sql } from 'drizzle-orm';

export type PopulateTarget = { databaseUrl?: string; dataDir: string };

const BATCH = 1000;

export async function populateStartups(target: PopulateTarget, count: number, log: (line: string) => void): Promise<void> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const ids = await handbookIds(database.db);
    faker.seed(100_000);
    // Generated accounts cannot sign in: one hash of a random secret serves them all.
    const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
    const started = Date.now();
    for (let done = 0; done < count; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - done) }, () => generateStartup(ids, passwordHash));
      await database.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(users)
          .values(rows.map((r, i) => ({ ...r.user, email: `bench-${done + i}@startups.example` })))
          .returning({ id: users.id });
        await tx.insert(companies).values(rows.map((r, i) => ({ ...r.company, userId: inserted[i]!.id })));
        await tx.insert(startupProfiles).values(rows.map((r, i) => ({ ...r.profile, userId: inserted[i]!.id })));
      });
      if ((done / BATCH) % 20 === 0) log(`  generated ${(done + rows.length).toLocaleString('en-US')} of ${count.toLocaleString('en-US')} startups (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}
