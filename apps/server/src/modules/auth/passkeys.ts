import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { WEBAUTHN_CHALLENGE_TTL_MS, type Passkey, type WebauthnOptions } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { passkeys, users, webauthnChallenges } from '../../db/schema/index.js';
import { AppError, accountBlocked } from '../../platform/errors.js';

/** The product's name as the browser's passkey prompt and password managers show it (as for authenticator codes). */
const RP_NAME = 'Venture Platform';

/** What a challenge was issued for: adding a passkey, a sign-in by a passkey alone, the second step after a password, re-authentication. */
type Purpose = 'register' | 'signin' | 'second_step' | 'reauth';

/** One answer for every refused passkey sign-in, so it never tells a known credential from an unknown one. */
const signinRefused = () => new AppError(401, 'passkey_invalid');
const notFound = () => new AppError(404, 'passkey_not_found');

/** The relying party: the site's host name as the passkeys' scope, its origin as where the prompts may come from. */
export function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** The challenge a browser's answer signed, read from its client data; null when the data is not JSON with one. */
function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = data && typeof data === 'object' && 'challenge' in data ? data.challenge : null;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/** The user handle the account's passkeys carry: its id's 16 bytes, which name nobody outside this site. */
const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));

const present = (row: typeof passkeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  backed_up: row.backedUp,
});

/** Whether the account holds a passkey: a second factor by itself, for the checks that require one. */
export async function hasPasskey(tx: Tx | Db, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return !!row;
}

/**
 * An account's passkeys (add, list, rename, remove) and the sign-in with a passkey alone. Every
 * challenge is a row shared by all processes, spent by the one statement that finds it (DELETE …
 * RETURNING, committed before the answer is checked), so an answer is tried once even when wrong.
 */
export function createPasskeys(db: Db, publicUrl: string) {
  const { rpID, origin } = relyingParty(publicUrl);

  async function issueChallenge(challenge: string, purpose: Purpose, userId: string | null): Promise<void> {
    // Expired challenges go with each new one, so the table holds only live ones.
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
    await db.insert(webauthnChallenges).values({ challenge, purpose, userId, expiresAt: new Date(Date.now() + WEBAUTHN_CHALLENGE_TTL_MS) });
  }

  /** Spends a live challenge of this purpose (and account); false when there is none. */
  async function spendChallenge(challenge: string | null, purpose: Purpose, userId: string | null): Promise<boolean> {
    if (!challenge) return false;
    const owner = userId ? eq(webauthnChallenges.userId, userId) : isNull(webauthnChallenges.userId);
    const spent = await db
      .delete(webauthnChallenges)
      .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose), owner, gt(webauthnChallenges.expiresAt, new Date())))
      .returning({ id: webauthnChallenges.id });
    return spent.length > 0;
  }

  /**
   * Checks an assertion: a live challenge of the purpose (and, when named, the account), a
   * credential of a live account (that account, when named) whose user handle matches, and a valid
   * signature by a verified user with a counter that moved forward. Every refusal is the same 401.
   */
  async function checkAssertion(response: AuthenticationResponseJSON, purpose: Exclude<Purpose, 'register'>, userId: string | null) {
    const challenge = answeredChallenge(response.response.clientDataJSON);
    if (!challenge || !(await spendChallenge(challenge, purpose, userId))) throw signinRefused();
    const credential = eq(passkeys.credentialId, response.id);
    const [found] = await db
      .select({
        passkey: passkeys,
        account: { status: users.status, deletedAt: users.deletedAt, blockedReason: users.blockedReason, blockedReasonShared: users.blockedReasonShared },
      })
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(userId ? and(credential, eq(passkeys.userId, userId)) : credential)
      .limit(1);
    if (!found || found.account.deletedAt || found.account.status === 'deleted') throw signinRefused();
    const { passkey } = found;
    // The handle the authenticator keeps with a discoverable credential names the account it was made for.
    const handle = response.response.userHandle;
    if (handle && handle !== Buffer.from(userHandle(passkey.userId)).toString('base64url')) throw signinRefused();
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    }).catch(() => null);
    if (!result?.verified) throw signinRefused();
    return { ...found, counter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp };
  }

  /** Moves the counter only from the value that was checked: a parallel use of a copied key finds it moved and is refused. */
  async function recordUse(tx: Tx, used: Awaited<ReturnType<typeof checkAssertion>>): Promise<void> {
    const moved = await tx
      .update(passkeys)
      .set({ counter: used.counter, backedUp: used.backedUp, lastUsedAt: sql`now()` })
      .where(and(eq(passkeys.id, used.passkey.id), eq(passkeys.counter, used.passkey.counter)))
      .returning({ id: passkeys.id });
    if (moved.length === 0) throw signinRefused();
  }

  return {
    async list(userId: string): Promise<Passkey[]> {
      const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
      return rows.map(present);
    },

    /** Options for the browser to make a new passkey; the account's passkeys are excluded, so one authenticator is not added twice. */
    async registrationOptions(user: { id: string; email: string }): Promise<WebauthnOptions> {
      const existing = await db
        .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, user.id));
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: user.email,
        userDisplayName: user.email,
        userID: userHandle(user.id),
        timeout: WEBAUTHN_CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await issueChallenge(options.challenge, 'register', user.id);
      return { ...options };
    },

    /** Checks the browser's answer against the account's live registration challenge and keeps the new passkey. */
    async register(userId: string, name: string, response: RegistrationResponseJSON): Promise<Passkey> {
      const challenge = answeredChallenge(response.response.clientDataJSON);
      if (!(await spendChallenge(challenge, 'register', userId))) throw new AppError(400, 'passkey_challenge_expired');
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge!,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!result?.verified) throw new AppError(400, 'passkey_not_verified');
      const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
      const [row] = await db
        .insert(passkeys)
        .values({
          userId,
          name,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
        })
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning();
      if (!row) throw new AppError(409, 'passkey_exists');
      return present(row);
    },

    async rename(userId: string, id: string, name: string): Promise<Passkey> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      if (!row) throw notFound();
      return present(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const removed = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      if (removed.length === 0) throw notFound();
    },

    /** Options for a sign-in by any passkey of this site: no credentials listed, the authenticator offers its own. */
    async signinOptions(): Promise<WebauthnOptions> {
      const options = await generateAuthenticationOptions({ rpID, timeout: WEBAUTHN_CHALLENGE_TTL_MS, userVerification: 'required' });
      await issueChallenge(options.challenge, 'signin', null);
      return { ...options };
    },

    /**
     * A sign-in with a passkey alone: the assertion checked, the counter moved and, in the same
     * transaction, the session `open`ed. A blocked account learns so only after a valid signature.
     */
    async authenticate<T>(response: AuthenticationResponseJSON, open: (tx: Tx, userId: string) => Promise<T>): Promise<T> {
      const used = await checkAssertion(response, 'signin', null);
      if (used.account.status === 'blocked') throw accountBlocked(403, used.account);
      return db.transaction(async (tx) => {
        await recordUse(tx, used);
        return open(tx, used.passkey.userId);
      });
    },

    /**
     * Options for proving to be a known account (the second step after its password, or
     * re-authentication): only its passkeys are offered, its user verified.
     */
    async accountOptions(userId: string, purpose: 'second_step' | 'reauth'): Promise<WebauthnOptions> {
      const own = await db.select({ id: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
      const options = await generateAuthenticationOptions({ rpID, timeout: WEBAUTHN_CHALLENGE_TTL_MS, userVerification: 'required', allowCredentials: own });
      await issueChallenge(options.challenge, purpose, userId);
      return { ...options };
    },

    /**
     * Checks an answer by one of the account's own passkeys to a challenge made for this account and
     * purpose (401 `passkey_invalid` otherwise); the counter moves in the transaction `spend` is given.
     */
    async checkForAccount(userId: string, purpose: 'second_step' | 'reauth', response: AuthenticationResponseJSON) {
      const used = await checkAssertion(response, purpose, userId);
      return { userId, spend: (tx: Tx) => recordUse(tx, used) };
    },

    /** The account a credential belongs to, for the sign-in log of a refused answer; null for one this site never saw. */
    async ownerOf(credentialId: string): Promise<string | null> {
      const [row] = await db.select({ userId: passkeys.userId }).from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
      return row?.userId ?? null;
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
