import { and, eq, isNotNull } from 'drizzle-orm';
import type { Role } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { totpFactors } from '../../db/schema/index.js';
import type { EnrolmentRule } from '../../platform/auth.js';
import { hasPasskey } from './passkeys.js';
import { sessionPolicy } from './policy.js';

/** Which second factors the account can prove: a confirmed authenticator key, and passkeys. */
export type SecondFactors = { totp: boolean; passkey: boolean };

/**
 * The account's second factors. The one answer to "has this account enrolled?" that the guard (for
 * the roles that must have a factor), the sign-in's second step and re-authentication ask, so every
 * new kind of factor joins here.
 */
export async function secondFactors(db: Db | Tx, userId: string): Promise<SecondFactors> {
  const [totp] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  return { totp: totp !== undefined, passkey: await hasPasskey(db, userId) };
}

export async function hasSecondFactor(db: Db | Tx, userId: string): Promise<boolean> {
  const factors = await secondFactors(db, userId);
  return factors.totp || factors.passkey;
}

/** The guard's rule for the roles that must have a second factor (`MFA_REQUIRED_ROLES`). */
export function enrolmentRule(db: Db, requiredRoles: readonly Role[]): EnrolmentRule {
  return {
    mustEnrol: (user) => sessionPolicy.mustHaveSecondFactor(user, requiredRoles),
    hasSecondFactor: (userId) => hasSecondFactor(db, userId),
  };
}
