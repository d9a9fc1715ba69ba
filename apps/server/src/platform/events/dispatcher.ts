import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { domainEvents } from '../../db/schema/index.js';
import type { Jobs } from '../jobs.js';
import type { Mailer } from '../mail.js';
import type { Realtime } from '../realtime.js';
import { executeSqlOn } from '../tx-sql.js';
import { createLetterJob, LETTERS_IN_DELIVERY, readersOf, renderLetters } from './letters.js';
import type { EventHandler, Push } from './types.js';

/** Events taken per claim; a process holds a claimed event for a minute at most. */
const BATCH = 100;
/** After this many failed deliveries an event is left with its error for an operator. */
const MAX_ATTEMPTS = 10;
/** The letters job of a large event: tried again with a doubling wait from half a minute. */
const LETTER_JOB_RETRY = { retryLimit: 10, retryDelay: 30, retryBackoff: true };

export type Dispatcher = {
  /** Delivers pending events soon, in the background (after a write's response). */
  kick(): void;
  /** Delivers every pending event now; the number delivered. */
  drain(): Promise<number>;
  /** Resolves once nothing recorded so far is pending (tests, shutdown). */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

type Row = { id: number; type: string; payload: Record<string, unknown>; createdAt: Date };

/** Another process delivered the event meanwhile (its lease ran out while this one was slow). */
class AlreadyDelivered extends Error {}

/**
 * Delivers what follows each recorded event, after its commit: the pushes first (sockets are told
 * at once), then, in one transaction, the mark that the event is done, the rows it adds and the
 * letters into the outbox (each with its delivery job), then the pushes about those rows. Any
 * process may deliver any event: a claim (`FOR UPDATE SKIP LOCKED` and a one-minute lease) gives
 * each event to one process at a time, and an event whose process died is claimed again when its
 * lease ends. Pushes are at least once (a client
 * refetches, so a second one is harmless); letters and rows are exactly once (the letters' dedupe
 * keys, the mark taken first).
 */
export function createDispatcher(deps: {
  db: Db;
  realtime: Realtime;
  mailer: Mailer;
  jobs: Jobs;
  publicUrl: string;
  log: FastifyBaseLogger;
  handlers: Record<string, EventHandler<never>>;
}): Dispatcher {
  deps.jobs.work('events.letters', createLetterJob(deps));
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function claim(): Promise<Row[]> {
    const result = await deps.db.execute(sql`
      update ${domainEvents} set claimed_until = now() + interval '1 minute', attempts = attempts + 1
      where id in (
        select id from ${domainEvents}
        where dispatched_at is null and attempts < ${MAX_ATTEMPTS} and (claimed_until is null or claimed_until < now())
        order by id limit ${BATCH} for update skip locked)
      returning id, type, payload, created_at as "createdAt"`);
    const rows = (result as unknown as { rows: (Row & { createdAt: Date | string })[] }).rows;
    return rows.map((r) => ({ ...r, id: Number(r.id), createdAt: new Date(r.createdAt) })).sort((a, b) => a.id - b.id);
  }

  async function deliver(row: Row) {
    const handler = deps.handlers[row.type];
    if (!handler) throw new Error(`no handler for event ${row.type}`);
    const effects = await handler(row.payload as never, { db: deps.db, publicUrl: deps.publicUrl, recordedAt: row.createdAt, pushNow: push });
    for (const m of effects.join ?? []) deps.realtime.join(m.userId, m.room);
    for (const m of effects.leave ?? []) deps.realtime.leave(m.userId, m.room);
    push(effects.pushes);
    const letters = effects.letters ?? [];
    // Many letters go to a job written with the mark, so the next events need not wait for them.
    const later = letters.length > LETTERS_IN_DELIVERY;
    const mails = later ? [] : renderLetters(row.id, letters, await readersOf(deps.db, letters));
    await deps.db.transaction(async (tx) => {
      // The mark first: of two processes delivering one event, the second finds it marked and
      // rolls back, so the event's rows are written once.
      const marked = await tx
        .update(domainEvents)
        .set({ dispatchedAt: new Date(), claimedUntil: null, error: null })
        .where(and(eq(domainEvents.id, row.id), isNull(domainEvents.dispatchedAt)))
        .returning({ id: domainEvents.id });
      if (!marked.length) throw new AlreadyDelivered();
      await effects.writes?.run(tx);
      await deps.mailer.enqueue(mails, tx);
      if (later) await deps.jobs.insert('events.letters', [{ data: { eventId: row.id }, ...LETTER_JOB_RETRY }], executeSqlOn(tx));
    });
    push(effects.writes?.pushes);
  }

  function push(pushes: readonly Push[] | undefined) {
    for (const p of pushes ?? []) if (p.to.length) deps.realtime.emit(p.to, p.event, p.payload as never);
  }

  async function drainOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) {
        try {
          await deliver(row);
          total += 1;
        } catch (err) {
          if (err instanceof AlreadyDelivered) continue;
          deps.log.error({ err, eventId: row.id, type: row.type }, 'event delivery failed; it will be tried again');
          // The next try waits a little longer each time (a minute per attempt).
          await deps.db
            .update(domainEvents)
            .set({ error: String(err), claimedUntil: sql`now() + make_interval(mins => ${domainEvents.attempts})` })
            .where(eq(domainEvents.id, row.id))
            .catch(() => undefined);
        }
      }
      if (rows.length < BATCH) return total;
    }
  }

  function drain(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again && !stopped);
      return total;
    })().finally(() => (running = undefined));
    return running;
  }

  return {
    kick() {
      if (stopped) return;
      drain().catch((err: unknown) => deps.log.warn({ err }, 'event dispatch failed; the recovery job will try again'));
    },
    drain,
    async settled() {
      while (running) await running.catch(() => undefined);
      // The database away: what is pending stays pending, for the recovery job once it is back.
      await drain().catch((err: unknown) => deps.log.warn({ err }, 'event dispatch failed; the recovery job will try again'));
    },
    async stop() {
      stopped = true;
      await running?.catch(() => undefined);
    },
  };
}
