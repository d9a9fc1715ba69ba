import { and, eq, inArray, lte } from 'drizzle-orm';
import type { BackerStatus } from '@platform/contract';
import type { Db, Tx } from '../../../db/client.js';
import { companies, crowdfundBackers } from '../../../db/schema/index.js';
import { pushTo, timelinePushes } from '../../../platform/events/pushes.js';
import { rooms, type Effects, type Handlers, type Letter } from '../../../platform/events/types.js';
import { eventRecorder } from '../../../platform/events/record.js';
import { recordTimeline, type TimelineStep } from '../../timeline/index.js';
import { crowdfundingLetter, type CrowdfundingLetter } from '../letters.js';
import { roundEntries, type RoundEntryStep, type RoundKind } from '../round-entries.js';

/** A step of a round or of a backing, as its timeline entries record it. */
export type RoundStep = TimelineStep<
  'round.opened' | 'round.status' | 'round.update' | 'backing.created' | 'backing.cancelled' | 'backing.decided',
  'roundId'
> & {
  roundId: string;
  startupId: string;
  /** The companies whose timelines get the step: the startup, and the backers concerned. */
  companyIds: readonly string[];
  /** Null for the platform itself (a round ended by its date). */
  actorId: string | null;
  /** A backing's row; a round's steps are about the round itself. */
  backingId?: string;
};

export type CrowdfundingEvents = {
  /** A round or a backing moved (timeline kinds `round.*`, `backing.*`). */
  'crowdfunding.step': RoundStep & {
    /** The backing's account, for a backing's steps. */
    backerId?: string;
    /**
     * A round's own step: the backers of these statuses when it happened get it on their
     * timelines too, written on delivery.
     */
    backers?: readonly BackerStatus[];
    /**
     * A round's update: its text, mailed to its backers (`backers`). `backerIds` is how events
     * recorded before backers were read on delivery name them.
     */
    update?: { text: string; backerIds?: string[] };
  };
};

export const recordCrowdfundingEvent = eventRecorder<CrowdfundingEvents>();

async function companyName(db: Db, userId: string): Promise<string> {
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.userId, userId)).limit(1);
  return c?.name ?? '';
}

/** The round's backers of those statuses that had joined by the time of the step. */
async function backersAt(db: Db, roundId: string, statuses: readonly BackerStatus[], at: Date): Promise<string[]> {
  const rows = await db
    .select({ id: crowdfundBackers.backerId })
    .from(crowdfundBackers)
    .where(and(eq(crowdfundBackers.crowdfundId, roundId), inArray(crowdfundBackers.status, [...statuses]), lte(crowdfundBackers.createdAt, at)));
  return rows.map((r) => r.id);
}

/**
 * What follows a crowdfunding step: `crowdfunding` and `timeline` to the startup, the backer
 * concerned or (a round's own steps) every backer through the round's room, and the managers; the
 * letters of DOMAIN.md, Crowdfunding; a new backer's sockets join the round's room, a cancelled or
 * rejected one's leave it.
 */
export const roundHandlers: Handlers<CrowdfundingEvents> = {
  async 'crowdfunding.step'(step, { db, publicUrl, recordedAt, pushNow }): Promise<Effects> {
    const round = rooms.round(step.roundId);
    const url = `${publicUrl}/cabinet/crowdfunding/view/${step.roundId}`;
    const mail = (userId: string, key: string, letter: CrowdfundingLetter): Letter => ({ key, to: { userId }, render: crowdfundingLetter(letter, url) });
    const wholeRound = step.kind === 'round.status' || step.kind === 'round.update';
    const accounts = [step.startupId, step.backerId];
    // The news itself needs no read: it reaches the round's room before the backers are read.
    pushNow([pushTo('crowdfunding', { id: step.roundId }, accounts, wholeRound ? [round] : [])]);
    let effects: Effects = { pushes: timelinePushes(step.companyIds, wholeRound ? [round] : []) };
    // A round's own step reaches its backers' timelines here, one insert for all of them, and
    // their open timelines refresh once the entries are in.
    const backerIds = step.backers ? await backersAt(db, step.roundId, step.backers, recordedAt) : (step.update?.backerIds ?? []);
    if (step.backers) {
      const startupName = await companyName(db, step.startupId);
      const entries = roundEntries(step, backerIds, startupName, recordedAt);
      effects = { writes: { run: (tx) => recordTimeline(tx, entries), pushes: timelinePushes(step.companyIds, [round], backerIds) } };
    }
    switch (step.kind) {
      // A round opened from an application waits for moderation: the startup and the managers' queue.
      case 'round.opened':
        return effects;
      case 'round.status': {
        const to = step.data.to;
        const letter: CrowdfundingLetter | null =
          to === 'decline'
            ? { kind: 'round_decline', reason: String(step.data.reason ?? '') }
            : to === 'active'
              ? { kind: 'round_active' }
              : to === 'finished'
                ? { kind: step.actorId ? 'round_finished' : 'round_ended' }
                : null;
        return letter ? { ...effects, letters: [mail(step.startupId, 'startup', letter)] } : effects;
      }
      case 'round.update': {
        const startup = await companyName(db, step.startupId);
        const text = step.update?.text ?? '';
        return { ...effects, letters: backerIds.map((id) => mail(id, `backer:${id}`, { kind: 'update', startup, text })) };
      }
      case 'backing.created':
        return { ...effects, join: step.backerId ? [{ userId: step.backerId, room: round }] : [] };
      case 'backing.cancelled':
        return { ...effects, leave: step.backerId ? [{ userId: step.backerId, room: round }] : [] };
      case 'backing.decided': {
        if (!step.backerId) return effects;
        const [startup, backer] = [await companyName(db, step.startupId), await companyName(db, step.backerId)];
        const leave = step.data.to === 'reject' ? [{ userId: step.backerId, room: round }] : [];
        if (step.data.to === 'active') {
          const money = { amount: Number(step.data.amount), date: String(step.data.date) };
          return {
            ...effects,
            letters: [
              mail(step.startupId, 'startup', { kind: 'backer_active_startup', backer, ...money }),
              mail(step.backerId, 'backer', { kind: 'backer_active_backer', startup, ...money }),
            ],
          };
        }
        return {
          ...effects,
          leave,
          letters: [
            mail(step.startupId, 'startup', { kind: 'backer_reject_startup', backer }),
            mail(step.backerId, 'backer', { kind: 'backer_reject_backer', startup }),
          ],
        };
      }
    }
  },
};

/**
 * A crowdfunding step, in the write's transaction: an entry on each concerned company's timeline
 * and the event whose delivery tells everyone concerned. A round's own step names the backers it
 * reaches by their statuses (`backers`): their entries are written on delivery, so a round with a
 * thousand backers costs the request one row, not a thousand.
 */
export async function recordRoundStep(tx: Tx, step: CrowdfundingEvents['crowdfunding.step']): Promise<void> {
  await recordRoundEntries(tx, step, step.startupId, step.companyIds);
  await recordCrowdfundingEvent(tx, 'crowdfunding.step', step);
}

/** A round's or a backing's entries on these companies' timelines, in the write's transaction, titled with the startup's name. */
export async function recordRoundEntries<K extends RoundKind>(
  tx: Tx,
  step: RoundEntryStep<K>,
  startupId: string,
  companyIds: readonly string[],
): Promise<void> {
  const [startup] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.userId, startupId)).limit(1);
  await recordTimeline(tx, roundEntries(step, companyIds, startup?.name ?? null));
}

/**
 * A round's own step on its backers' timelines, written on its event's delivery in one insert
 * (dated when the step happened), and the pushes that refresh the open timelines once they are in.
 */
export function backersEntries<K extends RoundKind>(
  step: RoundEntryStep<K>,
  backerIds: readonly string[],
  startup: { id: string; name: string },
  at: Date,
): NonNullable<Effects['writes']> {
  const entries = roundEntries(step, backerIds, startup.name, at);
  return { run: (tx) => recordTimeline(tx, entries), pushes: timelinePushes([startup.id], [rooms.round(step.roundId)], backerIds) };
}
