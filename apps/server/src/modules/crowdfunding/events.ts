import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { pushTo, timelinePushes } from '../../platform/events/pushes.js';
import { rooms, type Effects, type Handlers, type Letter } from '../../platform/events/types.js';
import { eventRecorder } from '../../platform/events/record.js';
import type { TimelineStep } from '../timeline/record.js';
import { crowdfundingLetter, type CrowdfundingLetter } from './letters.js';

/** A step of a round or of a backing, as its timeline entries record it. */
export type RoundStep = TimelineStep<'round.opened' | 'round.status' | 'round.update' | 'backing.created' | 'backing.cancelled' | 'backing.decided', 'roundId'> & {
  roundId: string;
  startupId: string;
  /** The companies whose timelines get the step: the startup, and the backers concerned. */
  companyIds: readonly string[];
  actorId: string;
  /** A backing's row; a round's steps are about the round itself. */
  backingId?: string;
};

export type CrowdfundingEvents = {
  /** A round or a backing moved (timeline kinds `round.*`, `backing.*`). */
  'crowdfunding.step': RoundStep & {
    /** The backing's account, for a backing's steps. */
    backerId?: string;
    /** A round's update: its text, mailed to the backers waiting or confirmed when it was posted. */
    update?: { text: string; backerIds: string[] };
  };
};

export const recordCrowdfundingEvent = eventRecorder<CrowdfundingEvents>();

async function companyName(db: Db, userId: string): Promise<string> {
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.userId, userId)).limit(1);
  return c?.name ?? '';
}

/**
 * What follows a crowdfunding step: `crowdfunding` and `timeline` to the startup, the backer
 * concerned or (a round's own steps) every backer through the round's room, and the managers; the
 * letters of DOMAIN.md, Crowdfunding; a new backer's sockets join the round's room, a cancelled or
 * rejected one's leave it.
 */
export const crowdfundingHandlers: Handlers<CrowdfundingEvents> = {
  async 'crowdfunding.step'(step, { db, publicUrl }): Promise<Effects> {
    const round = rooms.round(step.roundId);
    const url = `${publicUrl}/cabinet/crowdfunding/view/${step.roundId}`;
    const mail = (userId: string, key: string, letter: CrowdfundingLetter): Letter => ({ key, to: { userId }, render: crowdfundingLetter(letter, url) });
    const wholeRound = step.kind === 'round.status' || step.kind === 'round.update';
    const accounts = [step.startupId, step.backerId];
    const pushes = [pushTo('crowdfunding', { id: step.roundId }, accounts, wholeRound ? [round] : []), ...timelinePushes(step.companyIds, wholeRound ? [round] : [])];
    const effects: Effects = { pushes };
    switch (step.kind) {
      // A round opened from an application waits for moderation: the startup and the managers' queue.
      case 'round.opened':
        return effects;
      case 'round.status': {
        const to = step.data.to;
        const letter: CrowdfundingLetter | null =
          to === 'decline' ? { kind: 'round_decline', reason: String(step.data.reason ?? '') } : to === 'active' ? { kind: 'round_active' } : to === 'finished' ? { kind: 'round_finished' } : null;
        return letter ? { ...effects, letters: [mail(step.startupId, 'startup', letter)] } : effects;
      }
      case 'round.update': {
        const startup = await companyName(db, step.startupId);
        const text = step.update?.text ?? '';
        return { ...effects, letters: (step.update?.backerIds ?? []).map((id) => mail(id, `backer:${id}`, { kind: 'update', startup, text })) };
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
          return { ...effects, letters: [mail(step.startupId, 'startup', { kind: 'backer_active_startup', backer, ...money }), mail(step.backerId, 'backer', { kind: 'backer_active_backer', startup, ...money })] };
        }
        return { ...effects, leave, letters: [mail(step.startupId, 'startup', { kind: 'backer_reject_startup', backer }), mail(step.backerId, 'backer', { kind: 'backer_reject_backer', startup })] };
      }
    }
  },
};
