import type { Role } from '@platform/contract';
import { isManager } from '../../platform/policy.js';

/** A caller as the file rules read it. */
type Caller = { id: string; role: Role | string };

/**
 * Who may download a file regardless of where it is shown: the only place in the module that asks
 * an account's kind. The screens' own readers are the domains' read rules (`ReadRules`, joined by
 * the app), asked only when this says no.
 */
export const filePolicy = {
  /** Its uploader (an unattached upload stays the uploader's) and managers, who check everything on the platform. */
  readAlways(caller: Caller, file: { ownerId: string | null }): boolean {
    return file.ownerId === caller.id || isManager(caller);
  },
};
