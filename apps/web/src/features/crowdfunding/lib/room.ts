import { roomAccess, type CrowdfundingCard, type Role } from '@platform/contract';
import { ResponseStatusError } from '../../../shared/api/errors';

/**
 * Whether the round's view offers its backers' room to this reader: the contract's rule the server
 * holds (`roomAccess`), read from what the card tells (the reader's own backing, the round's
 * status), and a room opens only on a round with confirmed backers.
 */
export function entersRoom(
  reader: { id: string; role: Role } | null,
  card: Pick<CrowdfundingCard, 'status' | 'backers_count' | 'backer_status' | 'startup'>,
): boolean {
  if (!reader || card.backers_count === 0) return false;
  const access = roomAccess({ status: card.status, reader, startupId: card.startup.user_id, backing: card.backer_status?.name ?? null });
  return access === 'open';
}

/** Why the server keeps the reader out of a room: not a member (403), or the round not finished yet (409). */
export function roomRefusal(error: unknown): 'closed' | 'notOpen' | null {
  if (!(error instanceof ResponseStatusError)) return null;
  return error.status === 403 ? 'closed' : error.status === 409 ? 'notOpen' : null;
}
