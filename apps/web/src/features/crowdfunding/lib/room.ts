import { backersNewsReach, roomAccess, type CrowdfundingCard, type Role } from '@platform/contract';
import { ResponseStatusError } from '@/shared/api/errors';

/**
 * Whether the round's view offers its backers' room to this reader: the contract's rule the server
 * holds (`backersNewsReach`, `roomAccess`), read from what the card tells (the reader's own
 * backing's status, the round's status), and a room opens only on a round with confirmed backers.
 * The card does not tell whether a cancelled backing was ever confirmed: the view offers the room
 * to members only.
 */
export function entersRoom(
  reader: { id: string; role: Role } | null,
  card: Pick<CrowdfundingCard, 'status' | 'backers_count' | 'backer_status' | 'startup'>,
): boolean {
  if (!reader || card.backers_count === 0) return false;
  const status = card.backer_status?.name ?? null;
  // The moments only matter to a former member, whom the view does not offer the room.
  const backing = status ? { status, confirmed: status === 'active', createdAt: new Date(0), decidedAt: null, cancelledAt: null } : null;
  const reach = backersNewsReach({ reader, startupId: card.startup.user_id, backing, part: 'room' });
  return reach.reads === 'all' && roomAccess({ status: card.status, reach }) === 'open';
}

/** Why the server keeps the reader out of a room: not a member (403), or the round not finished yet (409). */
export function roomRefusal(error: unknown): 'closed' | 'notOpen' | null {
  if (!(error instanceof ResponseStatusError)) return null;
  return error.status === 403 ? 'closed' : error.status === 409 ? 'notOpen' : null;
}
