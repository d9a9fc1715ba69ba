import { and, eq, inArray, lte } from 'drizzle-orm';
import type { ChangeFields } from '@platform/contract';
import type { Db } from '../../../db/client.js';
import { companies, crowdfundBackers } from '../../../db/schema/index.js';
import { pushTo, timelinePushes } from '../../../platform/events/pushes.js';
import { eventRecorder } from '../../../platform/events/record.js';
import { rooms, type Effects, type Handlers } from '../../../platform/events/types.js';
import { termsLetter } from '../terms-letters.js';
import { backersEntries } from './rounds.js';

type RoundRef = { roundId: string; startupId: string };

export type TermsEvents = {
  /** A manager changed a round's terms: its waiting and confirmed backers reconfirm by `reconfirmBy`. */
  'crowdfunding.terms_changed': RoundRef & {
    changeId: string;
    before: ChangeFields;
    after: ChangeFields;
    reason: string;
    reconfirmBy: string;
    /** The manager; absent from events recorded before timelines carried the change. */
    actorId?: string;
    /** The version of the key investment information sheet the new terms made; absent from events recorded before sheets existed. */
    kiisVersion?: number;
  };
  /** A backer reconfirmed its backing after a change of terms. */
  'crowdfunding.reconfirmed': RoundRef & { backingId: string; backerId: string };
  /** The platform cancelled a backing not reconfirmed by its deadline (a confirmed one's amount left the round's sums). */
  'crowdfunding.backing_lapsed': RoundRef & { backingId: string; backerId: string; reconfirmBy: string; wasConfirmed: boolean };
};

export const recordTermsEvent = eventRecorder<TermsEvents>();

async function companyName(db: Db, userId: string): Promise<string> {
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.userId, userId)).limit(1);
  return c?.name ?? '';
}

/**
 * What follows a change of terms and its reconfirmations: `crowdfunding` pushes to the startup,
 * the backers concerned and the managers, and the backers' letters in their language.
 */
export const termsHandlers: Handlers<TermsEvents> = {
  /**
   * Every backer asked to reconfirm gets a letter with what changed and the deadline: those
   * waiting or confirmed when the change was made (a backer joining later joined the new terms).
   */
  async 'crowdfunding.terms_changed'(e, { db, publicUrl, recordedAt }): Promise<Effects> {
    const urls = { round: `${publicUrl}/cabinet/crowdfunding/view/${e.roundId}`, portfolio: `${publicUrl}/cabinet/portfolio` };
    const kiis = e.kiisVersion ? { version: e.kiisVersion, url: `${publicUrl}/api/v1/crowdfunding/${e.roundId}/kiis?version=${e.kiisVersion}` } : undefined;
    const [startup, backers] = await Promise.all([
      companyName(db, e.startupId),
      db
        .select({ id: crowdfundBackers.backerId })
        .from(crowdfundBackers)
        .where(
          and(eq(crowdfundBackers.crowdfundId, e.roundId), inArray(crowdfundBackers.status, ['new', 'active']), lte(crowdfundBackers.createdAt, recordedAt)),
        ),
    ]);
    const letter = { kind: 'terms_changed' as const, startup, before: e.before, after: e.after, reason: e.reason, reconfirmBy: e.reconfirmBy, kiis };
    const ids = backers.map((b) => b.id);
    const facts = { changeId: e.changeId, fields: Object.keys(e.after), reason: e.reason, reconfirmBy: e.reconfirmBy };
    const step = { kind: 'round.terms' as const, roundId: e.roundId, actorId: e.actorId ?? null, data: facts };
    return {
      pushes: [pushTo('crowdfunding', { id: e.roundId }, [e.startupId], [rooms.round(e.roundId)])],
      letters: ids.map((id) => ({ key: `backer:${id}`, to: { userId: id }, render: termsLetter(letter, urls) })),
      writes: backersEntries(step, ids, { id: e.startupId, name: startup }, recordedAt),
    };
  },

  'crowdfunding.reconfirmed'(e): Effects {
    return { pushes: [pushTo('crowdfunding', { id: e.roundId }, [e.startupId, e.backerId]), ...timelinePushes([e.startupId, e.backerId])] };
  },

  /** The backer is told by letter; its sockets leave the round's room, as a rejected backer's do. */
  async 'crowdfunding.backing_lapsed'(e, { db, publicUrl }): Promise<Effects> {
    const urls = { round: `${publicUrl}/cabinet/crowdfunding/view/${e.roundId}`, portfolio: `${publicUrl}/cabinet/portfolio` };
    const startup = await companyName(db, e.startupId);
    return {
      pushes: [pushTo('crowdfunding', { id: e.roundId }, [e.startupId, e.backerId]), ...timelinePushes([e.startupId, e.backerId])],
      letters: [{ key: 'backer', to: { userId: e.backerId }, render: termsLetter({ kind: 'backing_lapsed', startup, reconfirmBy: e.reconfirmBy }, urls) }],
      leave: [{ userId: e.backerId, room: rooms.round(e.roundId) }],
    };
  },
};
