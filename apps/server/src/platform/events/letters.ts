import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { domainEvents, users } from '../../db/schema/index.js';
import type { Mail, Mailer } from '../mail.js';
import { layoutLetter } from './layout.js';
import type { Effects, EventHandler, Letter, Reader } from './types.js';

/**
 * Letters an event's delivery renders and writes itself, in the transaction that marks it
 * delivered. An event with more (an update to a round of thousands of backers) leaves its letters
 * to an `events.letters` job written in that transaction: rendering ten thousand letters takes
 * seconds of CPU, which would hold up every event after it and this process's sockets meanwhile.
 */
export const LETTERS_IN_DELIVERY = 100;
/** Letters per transaction of the job; the process answers other work between two of them. */
const LETTERS_PER_BATCH = 250;

type Known = Map<string, Reader & { active: boolean }>;

/** The accounts the letters go to, with what their rendering needs and whether they may get mail. */
export async function readersOf(db: Db, letters: readonly Letter[]): Promise<Known> {
  const ids = [...new Set(letters.flatMap((l) => ('userId' in l.to ? [l.to.userId] : [])))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, language: users.language, timeZone: users.timeZone, status: users.status })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { email: r.email, language: r.language, timeZone: r.timeZone ?? 'UTC', active: r.status === 'active' }]));
}

/** The letters in their readers' languages, each keyed by its event so that writing it twice keeps one. */
export function renderLetters(eventId: number, letters: readonly Letter[], known: Known): Mail[] {
  const mails: Mail[] = [];
  for (const letter of letters) {
    const reader = 'userId' in letter.to ? known.get(letter.to.userId) : { ...letter.to, timeZone: 'UTC', active: true };
    // A blocked or deleted account gets no mail.
    if (!reader?.active) continue;
    mails.push(layoutLetter(letter.render(reader), reader, `event:${eventId}:${letter.key}`));
  }
  return mails;
}

/**
 * After each batch the job rests as long as the batch took, so one large event's letters use about
 * half of the process's and the database's time, and the requests and the events that come
 * meanwhile keep the rest: on two cores the slowest answers to an update's POST fell from 45–68 ms
 * to 29–38 ms, the letters taking 3 s instead of 1.5 (docs/performance.md, *Ten thousand backers*).
 */
const restAfter = (since: number) => new Promise<void>((resolve) => setTimeout(resolve, performance.now() - since));

/**
 * The `events.letters` job: the letters of one delivered event, from its handler run again on the
 * stored payload, rendered and written a batch per transaction. A job that stops half-way (the
 * process died, the database went away) runs again from the start; the letters written before
 * are kept once by their keys, so every reader gets one letter.
 */
export function createLetterJob(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  handlers: Record<string, EventHandler<never>>;
}): (data: { eventId: number }) => Promise<void> {
  return async ({ eventId }) => {
    const [row] = await deps.db
      .select({ type: domainEvents.type, payload: domainEvents.payload, createdAt: domainEvents.createdAt })
      .from(domainEvents)
      .where(eq(domainEvents.id, eventId))
      .limit(1);
    const handler = row && deps.handlers[row.type];
    if (!row || !handler) {
      deps.log.warn({ eventId }, 'the letters of an event that no longer exists were not written');
      return;
    }
    // Its pushes went out with the delivery; only the letters are wanted here.
    const ctx = { db: deps.db, publicUrl: deps.publicUrl, recordedAt: row.createdAt, pushNow: () => undefined };
    const effects: Effects = await handler(row.payload as never, ctx);
    const letters = effects.letters ?? [];
    for (let from = 0; from < letters.length; from += LETTERS_PER_BATCH) {
      const started = performance.now();
      const batch = letters.slice(from, from + LETTERS_PER_BATCH);
      await deps.mailer.enqueue(renderLetters(eventId, batch, await readersOf(deps.db, batch)));
      await restAfter(started);
    }
  };
}
