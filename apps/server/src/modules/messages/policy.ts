import type { Role } from '@platform/contract';
import { isManager } from '../../platform/policy.js';

/**
 * Which side of a thread an account speaks for: the only place in the module that asks an
 * account's kind. Who may open which thread is the routes' audience (a company its own threads,
 * managers every thread), read from the thread's company, not from a role.
 */
export const threadPolicy = {
  /**
   * A post speaks for the platform when a manager writes it, or the platform itself (no author: a
   * notice a scheduled job posts); anyone else writes for the thread's company. The side decides
   * who is waiting for an answer and whether the company is mailed.
   */
  speaksForPlatform(author: { role: Role | string } | null): boolean {
    return !author || isManager(author);
  },
};
