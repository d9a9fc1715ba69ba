/**
 * The fan-out case's data, written before the server opens the database (PGlite allows one
 * process): the server's migrations and reference data, one generated startup with an active
 * crowdfunding round, and `backers` generated investors and corporates backing it (two in three
 * confirmed, the rest waiting), each with a live session. The tokens are signed here with the
 * server's own tokens module and the secret the server is started with, so a thousand sockets
 * connect without a thousand password sign-ins.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/dist/db/client.js';
import { seedReferenceData } from '../../apps/server/dist/seed/reference.js';
import { handbookIds } from '../../apps/server/dist/seed/demo.js';
import { faker, generateFoundation, generateStartup } from '../../apps/server/dist/seed/generators.js';
import { hashPassword } from '../../apps/server/dist/platform/passwords.js';
import { createTokens } from '../../apps/server/dist/platform/tokens.js';
import { companies, investorProfiles, sessions, startupProfiles, users } from '../../apps/server/dist/db/schema/index.js';
import type { DatabaseTarget } from './databases.js';

export type FanoutData = {
  roundId: string;
  /** Bearer token of the round's startup, which posts the updates. */
  startupToken: string;
  /** One token per backer, each for its own session. */
  backerTokens: string[];
};

const SESSION_DAYS = 2;

/** Both drivers (node-postgres and PGlite) answer `execute` with the rows under `rows`. */
const idRows = (result: unknown) => (result as { rows: { id: string }[] }).rows;

export async function populateFanout(target: DatabaseTarget, backers: number, secret: string): Promise<FanoutData> {
  const database = await openDatabase({ databaseUrl: target.env.DATABASE_URL, dataDir: target.env.DATA_DIR!, requestLimits: false });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    faker.seed(1_000);
    const ids = await handbookIds(database.db);
    // Generated accounts cannot sign in with a password: one hash of a random secret serves them all.
    const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
    const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    const tokens = createTokens(secret);

    return await database.db.transaction(async (tx) => {
      const startup = generateStartup(ids, passwordHash);
      const [owner] = await tx
        .insert(users)
        .values({ ...startup.user, email: 'bench-fanout-startup@startups.example' })
        .returning({ id: users.id });
      await tx.insert(companies).values({ ...startup.company, userId: owner!.id });
      await tx.insert(startupProfiles).values({ ...startup.profile, userId: owner!.id });
      const ticket = idRows(
        await tx.execute(sql`
        insert into tickets (type, owner_id, status, form, crowdfunding) values ('startup_investment', ${owner!.id}, 'searching', '{}'::jsonb, true)
          returning id`),
      );
      const round = idRows(
        await tx.execute(sql`
        insert into crowdfunds (ticket_id, startup_id, status, investment_min, investment_max, conditions_of_deal, expire, round_id)
        values (${ticket[0]!.id}, ${owner!.id}, 'active', 100000, 5000000, 'Preferred shares at the round price.', current_date + 90, ${ids.rounds[0]!})
        returning id`),
      );
      const roundId = round[0]!.id;

      const rows = Array.from({ length: backers }, (_, i) => generateFoundation(i % 2 === 0 ? 'investor' : 'corporate', ids, passwordHash));
      const backerIds: string[] = [];
      // A few hundred rows per statement keeps each under PostgreSQL's parameter limit.
      for (let from = 0; from < rows.length; from += 500) {
        const batch = rows.slice(from, from + 500);
        const inserted = await tx
          .insert(users)
          .values(batch.map((r, i) => ({ ...r.user, email: `bench-fanout-backer-${from + i}@foundations.example` })))
          .returning({ id: users.id });
        await tx.insert(companies).values(batch.map((r, i) => ({ ...r.company, userId: inserted[i]!.id })));
        const deals = batch.flatMap((r, i) => (r.averageDeal ? [{ userId: inserted[i]!.id, averageDeal: r.averageDeal }] : []));
        if (deals.length > 0) await tx.insert(investorProfiles).values(deals);
        backerIds.push(...inserted.map((r) => r.id));
      }
      await tx.execute(sql`
        insert into crowdfund_backers (crowdfund_id, backer_id, role, status, investment_amount, date_of_investment)
        select ${roundId}, c.user_id, c.role, case when row_number() over (order by c.user_id) % 3 = 0 then 'new' else 'active' end, 10000, current_date
        from companies c where c.role in ('investor', 'corporate')`);
      await tx.execute(sql`
        update crowdfunds set backers_count = a.n, current_investments = a.total
        from (select count(*)::integer as n, sum(investment_amount)::bigint as total from crowdfund_backers where crowdfund_id = ${roundId}
          and status = 'active') as a
        where crowdfunds.id = ${roundId}`);

      const accounts = [owner!.id, ...backerIds];
      const made = await tx
        .insert(sessions)
        .values(accounts.map((userId) => ({ userId, expiresAt: expires, userAgent: 'bench fan-out' })))
        .returning({ id: sessions.id, userId: sessions.userId });
      const bySession = new Map(await Promise.all(made.map(async (s) => [s.userId, await tokens.sign(s.id, s.userId)] as const)));
      return { roundId, startupToken: bySession.get(owner!.id)!, backerTokens: backerIds.map((id) => bySession.get(id)!) };
    });
  } finally {
    await database.close();
  }
}
