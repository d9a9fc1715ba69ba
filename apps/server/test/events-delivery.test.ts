import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, CLOSE_NOTICE_BUSINESS_DAYS, timelineSchema, utcToday } from '@platform/contract';
import { buildApp } from '../src/app.js';
import { crowdfundBackers, domainEvents, mailOutbox } from '../src/db/schema/index.js';
import { eventHandlers } from '../src/events.js';
import { createDispatcher } from '../src/platform/events/dispatcher.js';
import type { EventHandler } from '../src/platform/events/types.js';
import { settleAfterInject, startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit, type Account } from './fixtures/kit.js';
import { startSmtpSink } from './fixtures/smtp-sink.js';

/** The messages a sink holds for one address. */
const to = (messages: string[], email: string) => messages.filter((m) => m.includes(`To: ${email}`));
/** A manager's notice of a round's early close, as early as it may be (no holidays configured here). */
const closeEarly = { status: 'finished', close_on: addBusinessDays(utcToday(), CLOSE_NOTICE_BUSINESS_DAYS, new Set()) };

describe('letters through the job queue', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  const kit = testKit(() => t);
  const rounds = crowdfundingKit(() => t);
  afterEach(async () => {
    await t?.close();
    await sink?.close();
  });

  it('arrive once each when the SMTP server refuses the first attempts, and show their attempts', async () => {
    sink = await startSmtpSink({ refuseFirst: 3 });
    t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailDelivery: { attempts: 5, retrySeconds: 1 } });
    const manager = await kit.account('manager', 'Platform');
    const founder = await kit.account('startup', 'Nordlight Robotics');
    const backers: Account[] = [];
    for (const name of ['Alpha Fund', 'Beta Capital', 'Gamma Partners']) backers.push(await kit.account('investor', name));
    const round = await rounds.insertRound(founder.id);
    await t.database.db
      .insert(crowdfundBackers)
      .values(backers.map((b) => ({ crowdfundId: round.id, backerId: b.id, role: 'investor' as const, status: 'new' as const })));
    expect((await kit.call('POST', `/api/v1/startup/crowdfunding/${round.id}/updates`, founder.token, { text: 'We shipped.', files: [] })).statusCode).toBe(
      200,
    );
    expect((await kit.call('POST', `/api/v1/manager/crowdfunding/${round.id}/status`, manager.token, closeEarly)).statusCode).toBe(200);

    // Each backer gets the update and the notice of the close, the startup the notice.
    const readers = [...backers.map((b) => b.email), founder.email];
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select({ state: mailOutbox.state })
              .from(mailOutbox)
              .where(sql`${mailOutbox.state} <> 'sent'`)
          ).length,
        { timeout: 60_000, interval: 500 },
      )
      .toBe(0);
    for (const email of readers) expect(to(sink.messages, email), email).toHaveLength(email === founder.email ? 1 : 2);
    expect(sink.refused).toBe(3);
    const rows = await t.database.db.select({ attempts: mailOutbox.attempts, error: mailOutbox.error }).from(mailOutbox);
    expect(rows).toHaveLength(7);
    // Three refusals fell on the letters' first attempts: those took two or more, and keep the error.
    expect(rows.reduce((n, r) => n + r.attempts, 0)).toBe(7 + 3);
    expect(rows.filter((r) => r.error?.includes('451'))).toHaveLength(rows.filter((r) => r.attempts > 1).length);
  }, 90_000);

  it('send a letter once when its delivery job runs twice, and leave a failed one for a manager to retry', async () => {
    sink = await startSmtpSink({ refuseFirst: 2 });
    t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailDelivery: { attempts: 2, retrySeconds: 1 } });
    const founder = await kit.account('startup', 'Nordlight Robotics');
    const manager = await kit.account('manager', 'Platform');
    const round = await rounds.insertRound(founder.id, { status: 'new' });
    expect(
      (await kit.call('POST', `/api/v1/manager/crowdfunding/${round.id}/status`, manager.token, { status: 'decline', reason: 'Not yet' })).statusCode,
    ).toBe(200);
    const [row] = await kit.mails(founder.email);
    // Both attempts refused: the letter is failed, with its last error, and nothing reached the server.
    await expect.poll(async () => (await kit.mails(founder.email))[0]!.state, { timeout: 30_000, interval: 300 }).toBe('failed');
    expect((await kit.mails(founder.email))[0]).toMatchObject({ attempts: 2, error: expect.stringContaining('451') });
    expect(to(sink.messages, founder.email)).toHaveLength(0);

    expect(await t.app.mailer.retry(row!.id)).toBe(true);
    // The same letter's job sent twice more, as a redelivery would: still one letter.
    await t.app.jobs.send('mail.deliver', { outboxId: row!.id });
    await t.app.jobs.send('mail.deliver', { outboxId: row!.id });
    await expect.poll(async () => (await kit.mails(founder.email))[0]!.state, { timeout: 30_000, interval: 300 }).toBe('sent');
    await new Promise((r) => setTimeout(r, 3000));
    expect(to(sink.messages, founder.email)).toHaveLength(1);
    expect(await t.app.mailer.retry(row!.id)).toBe(false);
  }, 90_000);
});

describe('events recorded by a server that stops before delivering them', () => {
  let t: TestApp;
  const kit = testKit(() => t);
  const rounds = crowdfundingKit(() => t);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are delivered once by the next server on the same database, letters included', async () => {
    const manager = await kit.account('manager', 'Platform');
    const founder = await kit.account('startup', 'Nordlight Robotics', 'ru');
    const round = await rounds.insertRound(founder.id, { status: 'new', minTicket: 5_000 });
    const other = await rounds.insertRound(founder.id, { status: 'active' });
    // The first server stops delivering: it commits writes and dies before their events go out.
    await t.app.events.stop();
    expect((await kit.call('POST', `/api/v1/manager/crowdfunding/${round.id}/status`, manager.token, { status: 'active' })).statusCode).toBe(200);
    expect((await kit.call('POST', `/api/v1/manager/crowdfunding/${other.id}/status`, manager.token, closeEarly)).statusCode).toBe(200);
    // A third write whose delivery a dying server had claimed and not finished.
    const pending = await t.database.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(sql`${domainEvents.dispatchedAt} is null`);
    expect(pending).toHaveLength(2);
    await t.database.db
      .update(domainEvents)
      .set({ claimedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(eq(domainEvents.id, pending[1]!.id));
    expect(await kit.mails(founder.email)).toHaveLength(0);
    await t.app.close();

    const next = await buildApp(t.config, t.database);
    await next.ready();
    settleAfterInject(next);
    t = { ...t, app: next };
    await next.events.settled();
    const letters = await kit.mails(founder.email);
    expect(letters.map((l) => l.subject).sort()).toEqual(['Ваш раунд краудфандинга закроется досрочно', 'Ваш раунд краудфандинга опубликован']);
    expect(
      await t.database.db
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(sql`${domainEvents.dispatchedAt} is null`),
    ).toHaveLength(0);
    // Delivered again (a lease ran out under a slow process): no second letter.
    await t.database.db.update(domainEvents).set({ dispatchedAt: null, claimedUntil: null });
    await next.events.drain();
    expect(await kit.mails(founder.email)).toHaveLength(2);
  });
});

describe('an event a slow process still holds when its lease runs out and another process takes it', () => {
  let t: TestApp;
  const kit = testKit(() => t);
  const rounds = crowdfundingKit(() => t);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is delivered once: the backers who had joined by then get one timeline entry and one letter each', async () => {
    const db = t.database.db;
    const founder = await kit.account('startup', 'Nordlight Robotics');
    const early = [await kit.account('investor', 'Alpha Fund'), await kit.account('investor', 'Beta Capital')];
    const late = await kit.account('investor', 'Late Partners');
    const round = await rounds.insertRound(founder.id);
    await db.insert(crowdfundBackers).values(early.map((b) => ({ crowdfundId: round.id, backerId: b.id, role: 'investor' as const, status: 'new' as const })));
    // The app's own dispatcher stays out of it: two others play two processes.
    await t.app.events.stop();
    const res = await kit.call('POST', `/api/v1/startup/crowdfunding/${round.id}/updates`, founder.token, {
      text: 'We signed our first pilot customer.',
      files: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    await db.insert(crowdfundBackers).values({ crowdfundId: round.id, backerId: late.id, role: 'investor', status: 'new' });

    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const step = eventHandlers['crowdfunding.step']!;
    const slowStep: EventHandler<never> = async (payload, ctx) => {
      const effects = await step(payload, ctx);
      held();
      await gate;
      return effects;
    };
    const deps = { db, realtime: t.app.realtime, mailer: t.app.mailer, jobs: t.app.jobs, publicUrl: t.config.publicUrl, log: t.app.log };
    const slow = createDispatcher({ ...deps, handlers: { ...eventHandlers, 'crowdfunding.step': slowStep } });
    const quick = createDispatcher({ ...deps, handlers: eventHandlers });
    const slowRun = slow.drain();
    await holding;
    await db
      .update(domainEvents)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(isNull(domainEvents.dispatchedAt));
    expect(await quick.drain()).toBe(1);
    release();
    expect(await slowRun).toBe(0);

    const updatesOn = async (token: string) => {
      const view = await kit.call('GET', '/api/v1/user/timeline?take=100', token);
      expect(view.statusCode, view.body).toBe(200);
      return timelineSchema.parse(view.json()).events.filter((e) => e.kind === 'round.update');
    };
    for (const who of [founder, ...early]) expect(await updatesOn(who.token), who.email).toHaveLength(1);
    expect(await updatesOn(late.token)).toHaveLength(0);
    for (const who of early) expect(await kit.mails(who.email), who.email).toHaveLength(1);
    expect(await kit.mails(late.email)).toHaveLength(0);
    expect(await db.select({ error: domainEvents.error }).from(domainEvents)).toEqual([{ error: null }]);
  });
});

describe("a round's update to its backers", () => {
  let t: TestApp;
  const kit = testKit(() => t);
  const rounds = crowdfundingKit(() => t);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('goes to the round’s room before the backers are read, once, and not again from the letters job', async () => {
    const db = t.database.db;
    const founder = await kit.account('startup', 'Nordlight Robotics');
    const backers = [await kit.account('investor', 'Alpha Fund'), await kit.account('investor', 'Beta Capital')];
    const round = await rounds.insertRound(founder.id);
    await db
      .insert(crowdfundBackers)
      .values(backers.map((b) => ({ crowdfundId: round.id, backerId: b.id, role: 'investor' as const, status: 'active' as const })));
    await t.app.events.stop();
    const res = await kit.call('POST', `/api/v1/startup/crowdfunding/${round.id}/updates`, founder.token, { text: 'We shipped.', files: [] });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await db.select({ payload: domainEvents.payload, createdAt: domainEvents.createdAt }).from(domainEvents);

    // What the handler does, in order: the real database, with its reads noted as they start.
    const steps: string[] = [];
    const watched = new Proxy(db, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (key !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          steps.push('read');
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const sent: { event: string; to: readonly string[] }[] = [];
    const pushNow = (pushes: readonly { event: string; to: readonly string[] }[]) => {
      steps.push('push');
      sent.push(...pushes);
    };
    const effects = await eventHandlers['crowdfunding.step']!(event!.payload as never, {
      db: watched,
      publicUrl: t.config.publicUrl,
      recordedAt: event!.createdAt,
      pushNow,
    });

    expect(steps[0]).toBe('push');
    expect(steps).toContain('read');
    expect(sent).toEqual([{ event: 'crowdfunding', payload: { id: round.id }, to: expect.arrayContaining([`round:${round.id}`]) as unknown }]);
    // The rest of the delivery carries the timeline's pushes only: the news is not sent twice.
    const later = [...(effects.pushes ?? []), ...(effects.writes?.pushes ?? [])];
    expect(later.map((p) => p.event)).not.toContain('crowdfunding');
    expect(effects.letters).toHaveLength(backers.length);
  });
});
