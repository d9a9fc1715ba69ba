import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNATTACHED_UPLOAD_TTL_HOURS } from '@platform/contract';
import { buildApp } from '../src/app.js';
import { crowdfundBackers, domainEvents, files, mailOutbox } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { multipart, pdf } from './fixtures/files.js';

/**
 * Two servers on one database, as an operator runs them: scheduled work runs once per tick, and
 * each recorded event is delivered by one of them, once.
 */
describe('two servers on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  const kit = crowdfundingKit(() => t);
  beforeAll(async () => {
    // The sweep every minute, so a run falls within the test.
    t = await startTestApp({ schedules: { uploadSweep: '* * * * *', eventRecovery: '* * * * *' } });
    second = await buildApp(t.config, t.database);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('sweep the uploads once per tick, not once per server', async () => {
    const owner = await kit.account('startup', 'Nordlight Robotics');
    const body = multipart('file', 'deck.pdf', pdf());
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/files/upload?type=pitch_deck', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode, res.body).toBe(200);
    await t.database.db.update(files).set({ createdAt: sql`now() - make_interval(hours => ${UNATTACHED_UPLOAD_TTL_HOURS + 1})` });
    // Both servers keep the schedule; the queue starts one job for the minute, and one server runs it.
    await expect.poll(async () => (await t.database.db.select({ id: files.id }).from(files)).length, { timeout: 90_000, interval: 1000 }).toBe(0);
    await new Promise((r) => setTimeout(r, 8000));
    // The schedule is every minute: one run per minute, whichever server took it.
    const runs = await t.database.query(`select count(*)::int as n from pgboss.job where name = 'files.sweep' group by date_trunc('minute', created_on)`);
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.map((r) => r.n)).toEqual(runs.map(() => 1));
  }, 120_000);

  it('deliver each event once while both drain at the same time', async () => {
    const founder = await kit.account('startup', 'Helio Grid', 'ru');
    const round = await kit.insertRound(founder.id);
    const backers = [];
    for (let i = 0; i < 12; i++) backers.push(await kit.account('investor', `Fund ${i}`));
    await t.database.db.insert(crowdfundBackers).values(backers.map((b) => ({ crowdfundId: round.id, backerId: b.id, role: 'investor' as const, status: 'new' as const })));
    // Neither server delivers on its own for now: every update stays pending, then both drain at once.
    await Promise.all([t.app.events.stop(), second.events.stop()]);
    const before = await t.database.db.select({ id: domainEvents.id }).from(domainEvents);
    for (let i = 0; i < 5; i++) {
      const res = await second.inject({ method: 'POST', url: `/api/v1/startup/crowdfunding/${round.id}/updates`, headers: { authorization: `Bearer ${founder.token}` }, payload: { text: `Update number ${i} of the round`, files: [] } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const a = await buildApp(t.config, t.database);
    const b = await buildApp(t.config, t.database);
    await Promise.all([a.ready(), b.ready()]);
    try {
      await Promise.all([a.events.drain(), b.events.drain(), a.events.drain(), b.events.drain()]);
      await Promise.all([a.events.settled(), b.events.settled()]);
      const events = await t.database.db.select().from(domainEvents).where(sql`${domainEvents.id} > ${before.at(-1)?.id ?? 0}`);
      expect(events).toHaveLength(5);
      // Each event claimed and delivered once: one attempt, one dispatch.
      expect(events.every((e) => e.attempts === 1 && e.dispatchedAt !== null)).toBe(true);
      const letters = await t.database.db.select({ to: mailOutbox.to }).from(mailOutbox).where(sql`${mailOutbox.template} = 'crowdfunding.update'`);
      expect(letters).toHaveLength(5 * backers.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);
});
