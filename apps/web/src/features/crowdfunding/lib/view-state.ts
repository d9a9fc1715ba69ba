import { amountBounds, type BackerStatus, type CrowdfundingCard, type CrowdfundingStatus, type Role } from '@platform/contract';

/**
 * Who reads a round, as the view decides what to show (spec part 2, "Crowdfunding view"): a
 * signed-out visitor, an investor or corporate, the round's own startup, another startup.
 */
export type Viewer = 'guest' | 'foundation' | 'owner' | 'startup';

/** The card endpoint's audience: a role's own path, or the public one for signed-out visitors. */
export type CardAudience = 'public' | 'startup' | 'investor' | 'corporate' | 'manager';

export function cardAudience(role: Role | null): CardAudience {
  if (role === 'startup' || role === 'investor' || role === 'corporate' || role === 'manager') return role;
  return 'public';
}

/** `GET /api/v1/{audience}/crowdfunding_card/{id}`. */
export function cardPath(audience: CardAudience, id: string): string {
  return `/api/v1/${audience}/crowdfunding_card/${encodeURIComponent(id)}`;
}

/** The backers list: the round's startup asks its own path, investors and corporates the foundation one. */
export function backerListPath(role: Role, id: string): string {
  const round = encodeURIComponent(id);
  return role === 'startup' ? `/api/v1/startup/${round}/backer/list` : `/api/v1/foundation/crowdfunding/${round}/backer/list`;
}

/** Who reads, from what the card says the caller may do (`can`): its startup manages the round, investors and corporates back. */
export function viewerOf(signedIn: boolean, card: Pick<CrowdfundingCard, 'can'>): Viewer {
  if (!signedIn) return 'guest';
  if (card.can.manage) return 'owner';
  return card.can.back ? 'foundation' : 'startup';
}

/**
 * Whether the caller may read the round's updates, by what the card says of it: the round's own
 * startup, and a company with a commitment on it (the server refuses anyone else with 403). A
 * cancelled commitment leaves `backer_status` null, and the updates are no longer asked for.
 */
export function readsUpdates(viewer: Viewer, card: Pick<CrowdfundingCard, 'backer_status'>): boolean {
  return viewer === 'owner' || card.backer_status !== null;
}

/** What the sidebar shows beside the progress. */
export type Sidebar =
  | { kind: 'signIn' }
  | { kind: 'join'; bounds: { min: number; max: number } }
  | { kind: 'closed' }
  /** `rejoin`: a backing the platform cancelled (not reconfirmed in time) may join the running round again. */
  /** `cancelUntil`: the last moment a waiting commitment may be cancelled, when it may be now. */
  /** `reflectionUntil`: ECSP's reflection period, while it runs: the backing is revoked free of charge until then. */
  | {
      kind: 'backer';
      status: BackerStatus;
      amount: number | null;
      cancelUntil: string | null;
      reflectionUntil: string | null;
      rejoin?: { min: number; max: number };
    }
  | { kind: 'finishedBacker' }
  | { kind: 'owner'; status: CrowdfundingStatus; declineReason: string | null }
  | { kind: 'none' };

/**
 * A non-backer investor or corporate may join an active round with room left; a backer reads a
 * note matching its status; a finished round hides the note (spec part 2, "Crowdfunding view").
 */
export function sidebarOf(viewer: Viewer, card: CrowdfundingCard, now: Date = new Date()): Sidebar {
  const finished = card.status === 'finished';
  switch (viewer) {
    case 'guest':
      return card.status === 'active' ? { kind: 'signIn' } : { kind: 'none' };
    case 'owner':
      return { kind: 'owner', status: card.status, declineReason: card.decline_reason };
    case 'startup':
      return { kind: 'none' };
    case 'foundation': {
      if (card.backer_status) {
        if (finished) return { kind: 'finishedBacker' };
        const own = card.own_backing;
        const rejoin = card.backer_status.name === 'cancel' ? joinBounds(card) : null;
        return {
          kind: 'backer',
          status: card.backer_status.name,
          amount: own?.amount ?? null,
          cancelUntil: own?.can_cancel ? own.cancel_until : null,
          reflectionUntil: reflectionRunning(own?.reflection_until ?? null, now),
          ...(rejoin ? { rejoin } : {}),
        };
      }
      if (card.status !== 'active') return { kind: 'none' };
      const bounds = joinBounds(card);
      return bounds ? { kind: 'join', bounds } : { kind: 'closed' };
    }
  }
}

/** The end of a backing's reflection period while it is still ahead; null once it has passed or without one. */
export function reflectionRunning(until: string | null, now: Date): string | null {
  return until !== null && Date.parse(until) > now.getTime() ? until : null;
}

/** What a company may commit to a running round: null when it is not running or has no room left. */
function joinBounds(card: CrowdfundingCard): { min: number; max: number } | null {
  if (card.status !== 'active') return null;
  const bounds = amountBounds({ min_ticket: card.min_ticket, current_investments: card.current_investments, max: card.value_of_investments.max });
  return bounds.max < bounds.min ? null : bounds;
}

/** Days left are shown only while the round runs. */
export function showsDaysLeft(status: CrowdfundingStatus): boolean {
  return status === 'active';
}
