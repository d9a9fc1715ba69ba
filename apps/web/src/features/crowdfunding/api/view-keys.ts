import type { BackerStatus } from '@platform/contract';
import { queryKeys } from '@/shared/api/query-keys';
import type { CardAudience } from '../lib/view-state';

/** Keys of a round's screens, under the shared `crowdfunding` root the socket event makes stale. */
export const viewKeys = {
  card: (audience: CardAudience, id: string) => [...queryKeys.crowdfunding, 'card', audience, id] as const,
  backers: (side: 'startup' | 'foundation', id: string, statuses: readonly BackerStatus[]) =>
    [...queryKeys.crowdfunding, 'backers', side, id, [...statuses]] as const,
  participant: (id: string, backerId: string) => [...queryKeys.crowdfunding, 'participant', id, backerId] as const,
  /**
   * Outside the `crowdfunding` root on purpose: a socket event or a cancelled commitment makes the
   * card read again first, and the view asks for the updates only if the fresh card still lets the
   * caller read them (otherwise a former backer would be answered 403).
   */
  updates: (id: string) => ['crowdfundingUpdates', id] as const,
};

/**
 * A round's questions, under the `crowdfunding` root: the push that follows a question, an answer
 * or a hiding makes them stale, so an asker's open view shows the answer without a reload.
 */
export const questionKeys = { list: (id: string) => [...queryKeys.crowdfunding, 'questions', id] as const };

/** Under the `crowdfunding` root, so the socket's `crowdfunding` event reads the log again. */
export const changeKeys = { list: (id: string, signedIn: boolean) => [...queryKeys.crowdfunding, 'changes', id, signedIn] as const };

/** Under the `crowdfunding` root: a post's socket event makes the open room read its page again. */
export const roomKey = (id: string) => [...queryKeys.crowdfunding, 'room', id] as const;

/**
 * A round's key information sheets, under the `crowdfunding` root: a change of terms or the
 * round's activation (both pushed as `crowdfunding` events) adds a version.
 */
export const kiisKeys = { versions: (id: string, signedIn: boolean) => [...queryKeys.crowdfunding, 'kiis', id, signedIn] as const };
