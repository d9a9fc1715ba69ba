import { and, eq, isNotNull } from 'drizzle-orm';
import type { Role } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { totpFactors } from '../../db/schema/index.js';
import type { EnrolmentRule } from '../../platform/auth.js';
import { sessionPolicy } from './policy.js';

/**
 * Whether the account holds a second factor it can prove at sign-in: today a confirmed
 * authenticator key. The one answer to "has this account enrolled?" that the guard (for the roles
 * that must have a factor) and user info ask, so every new kind of factor joins here.
 */
export async function hasSecondFactor(db: Db | Tx, userId: string): Promise<boolean> {
  const [totp] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  return totp !== undefined;
}

/** The guard's rule for the roles that must have a second factor (`MFA_REQUIRED_ROLES`). */
export function enrolmentRule(db: Db, requiredRoles: readonly Role[]): EnrolmentRule {
  return {
    mustEnrol: (user) => sessionPolicy.mustHaveSecondFactor(user, requiredRoles),
    hasSecondFactor: (userId) => hasSecondFactor(db, userId),
  };
}
