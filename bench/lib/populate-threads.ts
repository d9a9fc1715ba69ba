import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/dist/db/client.js';
import { faker } from '../../apps/server/dist/seed/generators.js';
import { companies, threadPosts, threads } from '../../apps/server/dist/db/schema/index.js';
import { BATCH, DEMO_SHARE, timed, type Log } from './populate-batches.js';

/**
 * Company threads spread over the generated startups, one in a hundred the demo startup's, each
 * with its opening post; a third answered by a manager, a tenth closed.
 */
export async function populateThreads(database: Database, count: number, demoStartup: string, log: Log) {
  const startupIds = (
    await database.db
      .select({ id: companies.userId })
      .from(companies)
      .where(sql`${companies.role} = 'startup'`)
  ).map((r) => r.id);
  const since = Date.now() - 365 * 86_400_000;
  await timed(log, 'company threads', count, async (progress) => {
    for (let done = 0; done < count; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => {
        const createdAt = new Date(since + Math.floor(faker.number.float({ min: 0, max: 1 }) * (Date.now() - since)));
        const answered = faker.number.int({ min: 0, max: 2 }) !== 0;
        const text = faker.lorem.sentences({ min: 1, max: 3 });
        return {
          kind: 'company' as const,
          companyId: (done + i) % DEMO_SHARE === 0 ? demoStartup : faker.helpers.arrayElement(startupIds),
          title: faker.lorem.sentence({ min: 3, max: 7 }),
          description: text,
          startedByManager: false,
          closed: faker.number.int({ min: 0, max: 9 }) === 0,
          answered,
          lastPostAt: createdAt,
          lastPostPreview: text.slice(0, 160),
          waitingSince: answered ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        };
      });
      await database.db.transaction(async (tx) => {
        const inserted = await tx.insert(threads).values(rows).returning({ id: threads.id, companyId: threads.companyId });
        await tx.insert(threadPosts).values(
          rows.map((r, i) => ({
            threadId: inserted[i]!.id,
            authorId: inserted[i]!.companyId,
            byManager: false,
            text: r.description,
            createdAt: r.createdAt,
          })),
        );
      });
      progress(done + rows.length);
    }
  });
}
