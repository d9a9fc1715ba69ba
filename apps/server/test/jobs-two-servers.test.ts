import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineSchema, UNATTACHED_UPLOAD_TTL_HOURS } from '@platform/contract';
import { buildApp } from '../src/app.js';
import { endExpiredRounds } from '../src/modules/crowdfunding/ending.js';
import { crowdfundBackers, domainEvents, files, mailOutbox } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';
import { multipart, pdf } from './fixtures/files.js';

/**
 * Two servers on one database, as an operator runs them: scheduled work runs once per tick, and
 * each recorded event is delivered by one of them, once.
 */
describe('two servers on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  const kit = testKit(() => t);
  const rounds = crowdfundingKit(() => t);
  const ended = {} as { startup: Account; backer: Account; round: string };
  beforeAll(async () => {
    // The sweep and the rounds' ending every minute, so a run falls within the tests (the backers' jobs, tested on their own, yearly).
    t = await startTestApp({
      schedules: {
        uploadSweep: '* * * * *',
        eventRecovery: '* * * * *',
        roundEnding: '* * * * *',
        pilotClock: '* * * * *',
        backingDeadline: '0 0 1 1 *',
        roundReporting: '0 0 1 1 *',
        idempotencySweep: '47 * * * *',
      },
    });
    second = await buildApp(t.config, t.database);
    await second.ready();
    // A round whose last day was the day before yesterday, with a backer: the first tick ends it.
    ended.startup = await kit.account('startup', 'Tidal Works');
    ended.backer = await kit.account('investor', 'North Sea Capital');
    ended.round = (await rounds.insertRound(ended.startup.id, { expire: kit.inDays(-2) })).id;
    await t.database.db.insert(crowdfundBackers).values({ crowdfundId: ended.round, backerId: ended.backer.id, role: 'investor', status: 'new' });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('sweep the uploads once per tick, not once per server', async () => {
    const owner = await kit.account('startup', 'Nordlight Robotics');
    const body = multipart('file', 'deck.pdf', pdf());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files/upload?type=pitch_deck',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.database.db.update(files).set({ createdAt: sql`now() - make_interval(hours => ${UNATTACHED_UPLOAD_TTL_HOURS + 1})` });
    // Both servers keep the schedule; the queue starts one job for the minute, and one server runs it.
    // The minute's sweep may have run just before the upload aged, so the next minute's is the one:
    // up to 60 s to its tick, 20 s for the schedules' look, seconds for the workers' polls, and
    // PGlite's one connection shared with the rest.
    await expect.poll(async () => (await t.database.db.select({ id: files.id }).from(files)).length, { timeout: 150_000, interval: 1000 }).toBe(0);
    await new Promise((r) => setTimeout(r, 8000));
    // The schedule is every minute: one run per minute, whichever server took it.
    const runs = await t.database.query(`select count(*)::int as n from pgboss.job where name = 'files.sweep' group by date_trunc('minute', created_on)`);
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.map((r) => r.n)).toEqual(runs.map(() => 1));
  }, 180_000);

  it('end a round past its last day once, on the schedule, whoever runs it', async () => {
    // The tick's run, and its events delivered at once, not at the next recovery.
    await expect
      .poll(async () => (await kit.mails(ended.startup.email)).map((m) => m.subject), { timeout: 90_000, interval: 500 })
      .toEqual(['Your crowdfunding round has ended']);
    expect((await rounds.round(ended.round)).status).toBe('finished');
    const endings = async (who: Account) => {
      const view = await kit.call('GET', '/api/v1/user/timeline?take=100', who.token);
      expect(view.statusCode, view.body).toBe(200);
      return timelineSchema.parse(view.json()).events.filter((e) => e.kind === 'round.status');
    };
    // Told by the platform itself, on the startup's timeline and its backer's.
    for (const who of [ended.startup, ended.backer])
      expect(await endings(who), who.email).toMatchObject([
        { actor: null, subject: { type: 'round', id: ended.round }, data: { from: 'active', to: 'finished' } },
      ]);

    // Both servers at once on two more rounds: each ends once.
    const more = [
      await rounds.insertRound(ended.startup.id, { expire: kit.inDays(-1) }),
      await rounds.insertRound(ended.startup.id, { expire: kit.inDays(-30) }),
    ];
    const today = await rounds.insertRound(ended.startup.id, { expire: kit.inDays(0) });
    const counts = await Promise.all([endExpiredRounds(t.database.db), endExpiredRounds(t.database.db)]);
    expect(counts[0] + counts[1]).toBe(2);
    for (const r of more) expect((await rounds.round(r.id)).status).toBe('finished');
    // Its last day is today: it runs until midnight (UTC).
    expect((await rounds.round(today.id)).status).toBe('active');
    await Promise.all([t.app.events.drain(), second.events.drain()]);
    expect(await endings(ended.startup)).toHaveLength(3);
    expect(await kit.mails(ended.startup.email)).toHaveLength(3);
  }, 120_000);

  it('deliver each event once while both drain at the same time', async () => {
    const founder = await kit.account('startup', 'Helio Grid', 'ru');
    const round = await rounds.insertRound(founder.id);
    const backers = [];
    for (let i = 0; i < 12; i++) backers.push(await kit.account('investor', `Fund ${i}`));
    await t.database.db
      .insert(crowdfundBackers)
      .values(backers.map((b) => ({ crowdfundId: round.id, backerId: b.id, role: 'investor' as const, status: 'new' as const })));
    // Neither server delivers on its own for now: every update stays pending, then both drain at once.
    await Promise.all([t.app.events.stop(), second.events.stop()]);
    const before = await t.database.db.select({ id: domainEvents.id }).from(domainEvents);
    for (let i = 0; i < 5; i++) {
      const res = await second.inject({
        method: 'POST',
        url: `/api/v1/startup/crowdfunding/${round.id}/updates`,
        headers: { authorization: `Bearer ${founder.token}` },
        payload: { text: `Update number ${i} of the round`, files: [] },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const a = await buildApp(t.config, t.database);
    const b = await buildApp(t.config, t.database);
    await Promise.all([a.ready(), b.ready()]);
    try {
      await Promise.all([a.events.drain(), b.events.drain(), a.events.drain(), b.events.drain()]);
      await Promise.all([a.events.settled(), b.events.settled()]);
      const events = await t.database.db
        .select()
        .from(domainEvents)
        .where(sql`${domainEvents.id} > ${before.at(-1)?.id ?? 0}`);
      expect(events).toHaveLength(5);
      // Each event claimed and delivered once: one attempt, one dispatch.
      expect(events.every((e) => e.attempts === 1 && e.dispatchedAt !== null)).toBe(true);
      const letters = await t.database.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(sql`${mailOutbox.template} = 'crowdfunding.update'`);
      expect(letters).toHaveLength(5 * backers.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);
});
