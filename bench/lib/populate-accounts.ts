import type { Database } from '../../apps/server/dist/db/client.js';
import { handbookIds } from '../../apps/server/dist/seed/demo.js';
import { generateExpertCompany, generateFoundation, generateInternalExpert, generateStartup } from '../../apps/server/dist/seed/generators.js';
import { companies, internalExperts, investorProfiles, startupProfiles, users } from '../../apps/server/dist/db/schema/index.js';
import { BATCH, timed, type Log } from './populate-batches.js';

/** Expert companies generated to own the expert tickets, each with two internal experts. */
const EXPERT_COMPANIES = 100;

export async function populateStartups(database: Database, count: number, passwordHash: string, log: Log) {
  const ids = await handbookIds(database.db);
  await timed(log, 'startups', count, async (progress) => {
    for (let done = 0; done < count; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - done) }, () => generateStartup(ids, passwordHash));
      await database.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(users)
          .values(rows.map((r, i) => ({ ...r.user, email: `bench-startup-${done + i}@startups.example` })))
          .returning({ id: users.id });
        await tx.insert(companies).values(rows.map((r, i) => ({ ...r.company, userId: inserted[i]!.id })));
        await tx.insert(startupProfiles).values(rows.map((r, i) => ({ ...r.profile, userId: inserted[i]!.id })));
      });
      progress(done + rows.length);
    }
  });
}

export async function populateFoundations(database: Database, count: number, passwordHash: string, log: Log) {
  const ids = await handbookIds(database.db);
  await timed(log, 'investors and corporates', count, async (progress) => {
    for (let done = 0; done < count; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) =>
        generateFoundation((done + i) % 2 === 0 ? 'investor' : 'corporate', ids, passwordHash),
      );
      await database.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(users)
          .values(rows.map((r, i) => ({ ...r.user, email: `bench-foundation-${done + i}@foundations.example` })))
          .returning({ id: users.id });
        await tx.insert(companies).values(rows.map((r, i) => ({ ...r.company, userId: inserted[i]!.id })));
        const deals = rows.flatMap((r, i) => (r.averageDeal ? [{ userId: inserted[i]!.id, averageDeal: r.averageDeal }] : []));
        if (deals.length > 0) await tx.insert(investorProfiles).values(deals);
      });
      progress(done + rows.length);
    }
  });
}

/** Generated expert companies, two internal experts each; returns each company's internal experts. */
export async function populateExperts(database: Database, passwordHash: string): Promise<Map<string, string[]>> {
  const ids = await handbookIds(database.db);
  const rows = Array.from({ length: EXPERT_COMPANIES }, () => generateExpertCompany(ids, passwordHash));
  const staff = new Map<string, string[]>();
  await database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(rows.map((r, i) => ({ ...r.user, email: `bench-expert-${i}@experts.example` })))
      .returning({ id: users.id });
    await tx.insert(companies).values(rows.map((r, i) => ({ ...r.company, userId: inserted[i]!.id })));
    const experts = await tx
      .insert(internalExperts)
      .values(inserted.flatMap((u) => [generateInternalExpert(u.id, ids), generateInternalExpert(u.id, ids)]))
      .returning({ id: internalExperts.id, companyId: internalExperts.companyId });
    for (const e of experts) staff.set(e.companyId, [...(staff.get(e.companyId) ?? []), e.id]);
  });
  return staff;
}
