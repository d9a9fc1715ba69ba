import type { BackerStatus } from './crowdfunding.js';

/*
 * What a round tells its backers (its updates, its quarterly reports, the backers' room) reaches a
 * company only while it is in the round. One rule, used by every read of such news on the server.
 */

/** Statuses of a backing still in its round: waiting for a manager or confirmed. */
export const backingInRound: readonly BackerStatus[] = ['new', 'active'];

/** Which of the round's news: its updates and reports (any backing in the round), or the room's discussion (confirmed backers). */
export type BackersNewsPart = 'updates' | 'room';

/**
 * How much of the round's news a reader reads: everything, what was published up to (and at) the
 * moment it left the round, or nothing.
 */
export type BackersNewsReach = { reads: 'all' } | { reads: 'until'; until: Date } | { reads: 'none' };

/** A reader's own backing of the round, as the rule needs it. */
export interface NewsBacking {
  status: BackerStatus;
  /** Whether a manager ever confirmed it (a confirmed amount is kept when it lapses). */
  confirmed: boolean;
  /** When it joined, and when it left: a manager's rejection or the platform's cancellation. */
  createdAt: Date;
  decidedAt: Date | null;
  cancelledAt: Date | null;
}

/** When a backing left its round; a former backing with no recorded moment left when it joined. */
export function backingLeftAt(b: NewsBacking): Date {
  const left = b.status === 'reject' ? b.decidedAt : b.cancelledAt;
  return left ?? b.createdAt;
}

/**
 * The reach of one reader: the round's startup and managers read everything; a company in the
 * round reads everything (the room's discussion once confirmed); a company that left (rejected,
 * or cancelled after a change of terms it did not reconfirm) reads what was published while it was
 * in, and nothing after; anybody else nothing. A waiting or rejected backing was never in the room.
 */
export function backersNewsReach(r: {
  reader: { id: string; role: string };
  startupId: string;
  backing: NewsBacking | null;
  part: BackersNewsPart;
}): BackersNewsReach {
  if (r.reader.role === 'manager' || r.reader.id === r.startupId) return { reads: 'all' };
  const b = r.backing;
  if (!b) return { reads: 'none' };
  if (r.part === 'room') {
    if (b.status === 'active') return { reads: 'all' };
    return b.status === 'cancel' && b.confirmed ? { reads: 'until', until: backingLeftAt(b) } : { reads: 'none' };
  }
  return backingInRound.includes(b.status) ? { reads: 'all' } : { reads: 'until', until: backingLeftAt(b) };
}

/** Whether a piece of news published at `at` is within a reach. */
export function reaches(reach: BackersNewsReach, at: Date): boolean {
  if (reach.reads === 'none') return false;
  return reach.reads === 'all' || at.getTime() <= reach.until.getTime();
}
