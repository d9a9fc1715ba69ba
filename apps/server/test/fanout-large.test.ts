import { and, count, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEvents, domainEvents, mailOutbox } from '../src/db/schema/index.js';
import { eventHandlers } from '../src/events.js';
import { createLetterJob } from '../src/platform/events/letters.js';
import type { Mailer } from '../src/platform/mail.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';

/**
 * An update to a round with more backers than one statement can carry (PostgreSQL takes at most
 * 65,535 parameters, a timeline entry or a letter about eight): every backer still gets its
 * letter and its timeline entry, and the event is delivered.
 */
const BACKERS = 9_000;

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
let founder: Account;
let roundId: string;

beforeAll(async () => {
  t = await startTestApp();
  founder = await kit.account('startup', 'Nordlight Robotics');
  roundId = (await rounds.insertRound(founder.id)).id;
  const db = t.database.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with made as (
        insert into users (email, password_hash, role)
        select 'backer-' || n || '@backers.example', 'not-a-hash', 'investor' from generate_series(1, ${BACKERS}::integer) as n
        returning id, email)
      insert into companies (user_id, role, name) select id, 'investor', 'Fund ' || email from made`);
    await tx.execute(sql`
      insert into crowdfund_backers (crowdfund_id, backer_id, role, status, investment_amount, date_of_investment)
      select ${roundId}, u.id, 'investor', 'active', 1000, current_date from users u where u.email like 'backer-%@backers.example'`);
  });
}, 120_000);
afterAll(() => t.close());

describe('an update to a round with thousands of backers', () => {
  it('reaches every backer by letter and on the timeline', async () => {
    const posted = await kit.call('POST', `/api/v1/startup/crowdfunding/${roundId}/updates`, founder.token, {
      text: 'The first production batch left the factory this week.',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    await t.app.events.drain();

    const db = t.database.db;
    // The entries come with the event's delivery; the letters from the job it left, a batch at a time.
    const letters = async () => (await db.select({ n: count() }).from(mailOutbox).where(like(mailOutbox.to, 'backer-%@backers.example')))[0]?.n;
    for (const deadline = Date.now() + 60_000; (await letters()) !== BACKERS && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 200));
    expect(await letters()).toBe(BACKERS);
    const [entries] = await db
      .select({ n: count() })
      .from(companyEvents)
      .where(
        and(eq(companyEvents.kind, 'round.update'), sql`${companyEvents.companyId} in (select id from users where email like 'backer-%@backers.example')`),
      );
    expect(entries?.n).toBe(BACKERS);
    const pending = await db.select({ id: domainEvents.id, error: domainEvents.error }).from(domainEvents).where(isNotNull(domainEvents.error));
    expect(pending).toEqual([]);
  }, 120_000);

  it('writes every letter once when its job stops half-way and runs again', async () => {
    const db = t.database.db;
    const [event] = await db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(sql`${domainEvents.payload}->>'kind' = 'round.update'`)
      .orderBy(sql`${domainEvents.id} desc`)
      .limit(1);
    expect(event).toBeDefined();
    await db.delete(mailOutbox).where(like(mailOutbox.to, 'backer-%@backers.example'));

    // The database goes away after the first batch: the job fails with the rest unwritten.
    let batches = 0;
    const failing: Mailer = {
      ...t.app.mailer,
      async enqueue(mails, tx) {
        if (++batches > 1) throw new Error('connection terminated');
        await t.app.mailer.enqueue(mails, tx);
      },
    };
    const deps = { db, publicUrl: t.config.publicUrl, log: t.app.log, handlers: eventHandlers };
    await expect(createLetterJob({ ...deps, mailer: failing })({ eventId: event!.id })).rejects.toThrow('connection terminated');
    const written = async () => (await db.select({ n: count() }).from(mailOutbox).where(like(mailOutbox.to, 'backer-%@backers.example')))[0]?.n;
    expect(await written()).toBeGreaterThan(0);
    expect(await written()).toBeLessThan(BACKERS);

    await createLetterJob({ ...deps, mailer: t.app.mailer })({ eventId: event!.id });
    expect(await written()).toBe(BACKERS);
    const [distinct] = await db
      .select({ n: sql<number>`count(distinct ${mailOutbox.to})::integer` })
      .from(mailOutbox)
      .where(like(mailOutbox.to, 'backer-%@backers.example'));
    expect(distinct?.n).toBe(BACKERS);
  }, 120_000);
});
