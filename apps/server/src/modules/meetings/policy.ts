import type { Role } from '@platform/contract';
import { isExpertCompany, isManager } from '../../platform/policy.js';

/** A caller as the meeting rules read it. */
type Caller = { id: string; role: Role | string };

/**
 * Who may read a client's side of the meetings: the only place in the module that asks an
 * account's kind. Managers book and edit meetings and expert companies answer them on their own
 * routes (their guards); the clients read the meetings held for their applications here.
 */
export const meetingPolicy = {
  /**
   * The meetings serving a client's application, for the companies that file such applications
   * (startups, investors, corporates) and own the ticket: managers and expert companies read
   * meetings through their own screens, never through a client's.
   */
  readForClient(caller: Caller, ticket: { ownerId: string }): boolean {
    return !isManager(caller) && !isExpertCompany(caller) && ticket.ownerId === caller.id;
  },

  /** The kind check alone, before the ticket is read: a caller of another kind is refused, not told whether the ticket exists. */
  readsAsClient(caller: Caller): boolean {
    return !isManager(caller) && !isExpertCompany(caller);
  },
};
