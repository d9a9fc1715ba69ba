import { and, eq, isNotNull } from 'drizzle-orm';
import type { Role } from '@platform/contract';
import type { Db, Tx } from '../db/client.js';
import { totpFactors, users } from '../db/schema/index.js';
import { createTotpCrypto, sessionPolicy, TOTP_ISSUER } from '../modules/auth/index.js';

/**
 * The demo manager's authenticator key. Published like the demo password (the start banner and
 * the README show it), so a newcomer adds it to an authenticator app; never used outside the demo.
 */
export const DEMO_TOTP_SECRET = 'D3TUBGNULGC4D2B3BQNXW56FC5K3YEAY';

/** What the demo needs to give its manager a key: the roles that must have one, and the secret that seals keys. */
export type DemoSecondFactor = { requiredRoles: readonly Role[]; sessionSecret: string };

/** The demo manager gets the published key, confirmed, only when managers must have a second factor. */
export async function seedDemoSecondFactor(tx: Tx, manager: { id: string; role: Role }, opts: DemoSecondFactor | undefined): Promise<void> {
  if (!opts || !sessionPolicy.mustHaveSecondFactor(manager, opts.requiredRoles)) return;
  const crypto = createTotpCrypto(opts.sessionSecret);
  await tx.insert(totpFactors).values({ userId: manager.id, secretEncrypted: crypto.seal(DEMO_TOTP_SECRET, manager.id), confirmedAt: new Date() });
}

/**
 * The key and its otpauth:// URL while the demo manager's confirmed key is still the published
 * one (it may have turned it off or enrolled its own since); null otherwise.
 */
export async function demoManagerKey(db: Db, email: string, sessionSecret: string): Promise<{ secret: string; otpauthUrl: string } | null> {
  const [row] = await db
    .select({ userId: totpFactors.userId, sealed: totpFactors.secretEncrypted })
    .from(totpFactors)
    .innerJoin(users, eq(users.id, totpFactors.userId))
    .where(and(eq(users.email, email), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  if (!row) return null;
  const crypto = createTotpCrypto(sessionSecret);
  if (crypto.open(row.sealed, row.userId) !== DEMO_TOTP_SECRET) return null;
  return { secret: DEMO_TOTP_SECRET, otpauthUrl: crypto.uri(TOTP_ISSUER, email, DEMO_TOTP_SECRET) };
}
