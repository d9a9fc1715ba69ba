import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { LoginResponse, SigninMethod, SigninOutcome } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { sessions, signinKeys, users } from '../../db/schema/index.js';
import { AppError, accountBlocked } from '../../platform/errors.js';
import { checkPassword, hashPassword } from '../../platform/passwords.js';
import { assertStrongPassword } from '../../platform/password-strength.js';
import type { AppDeps } from '../../platform/deps.js';
import type { CodeService } from '../codes/index.js';
import { createSigninLog } from '../sessions/index.js';
import { createMfa, type SecondFactor } from './mfa.js';
import { sessionPolicy } from './policy.js';
import { createPasskeys } from './passkeys.js';
import { sha256 } from './signin-links.js';
import { createTotpCrypto } from './totp.js';

export type ClientMeta = { ip?: string; userAgent?: string };

/** The second step as a sign-in gives it: a code, a recovery code, or a passkey's answer. */
export type SecondStep = { code: string } | { recovery_code: string } | { passkey: AuthenticationResponseJSON };

/** What the sign-in log calls a refusal the sign-in answered with; null for one it does not record (a challenge already spent). */
function refusal(err: unknown): SigninOutcome | null {
  if (!(err instanceof AppError)) return null;
  if (err.code === 'mfa_code_wrong') return 'wrong_code';
  if (err.code === 'account_blocked') return 'blocked';
  if (err.code.startsWith('signin_key_')) return 'link_invalid';
  if (err.code === 'passkey_invalid') return 'passkey_refused';
  return null;
}

type Deps = Pick<AppDeps, 'db' | 'tokens' | 'realtime' | 'config'> & { log: FastifyBaseLogger };

export function createAuthService({ db, tokens, realtime, config, log }: Deps) {
  const mfa = createMfa(db, createTotpCrypto(config.sessionSecret));
  const signins = createSigninLog({ db, secret: config.sessionSecret, log });
  const passkeys = createPasskeys(db, config.publicUrl);

  /**
   * A new session, and the account's last sign-in and activity moved to now, together. Its idle and
   * absolute lifetimes are fixed now by the account's role (docs/security.md, "Session lifetimes");
   * a sign-in (`method` given) is recorded in the same transaction. A sign-up's first session is no sign-in.
   */
  async function startSession(tx: Tx, userId: string, meta: ClientMeta, method?: SigninMethod): Promise<string> {
    const [account] = await tx
      .update(users)
      .set({ lastSignInAt: sql`now()`, lastActiveAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ role: users.role });
    const lifetime = sessionPolicy.lifetime(account!, config.sessionLifetimes);
    const expiresAt = new Date(Date.now() + lifetime.absoluteSeconds * 1000);
    const [session] = await tx
      .insert(sessions)
      .values({ userId, expiresAt, idleSeconds: lifetime.idleSeconds, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300), method: method ?? null })
      .returning({ id: sessions.id });
    if (method) await signins.success(tx, userId, method, meta);
    return session!.id;
  }

  async function openSession(userId: string, meta: ClientMeta, method?: SigninMethod): Promise<string> {
    const sessionId = await db.transaction((tx) => startSession(tx, userId, meta, method));
    return tokens.sign(sessionId, userId);
  }

  /** The link's key row, checked and burnt, then the session or the second step; `named` learns the account as soon as it is known. */
  async function signinByKeyHash(keyHash: string, meta: ClientMeta, named: (userId: string) => void): Promise<LoginResponse> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: signinKeys.id,
          userId: signinKeys.userId,
          expiresAt: signinKeys.expiresAt,
          usedAt: signinKeys.usedAt,
          status: users.status,
          blockedReason: users.blockedReason,
          blockedReasonShared: users.blockedReasonShared,
        })
        .from(signinKeys)
        .innerJoin(users, eq(users.id, signinKeys.userId))
        .where(eq(signinKeys.keyHash, keyHash))
        .for('update')
        .limit(1);
      if (!row || row.status === 'deleted') throw new AppError(401, 'signin_key_invalid');
      named(row.userId);
      if (row.usedAt) throw new AppError(401, 'signin_key_used');
      if (row.expiresAt.getTime() <= Date.now()) throw new AppError(401, 'signin_key_expired');
      if (row.status === 'blocked') throw accountBlocked(403, row);
      await tx.update(signinKeys).set({ usedAt: new Date() }).where(eq(signinKeys.id, row.id));
      const methods = await mfa.methods(tx, row.userId);
      if (methods.length > 0) {
        await signins.within(tx, { who: { userId: row.userId }, method: 'link', outcome: 'mfa_required', meta });
        return mfa.challenge(tx, row.userId, 'link', methods);
      }
      return { token: await tokens.sign(await startSession(tx, row.userId, meta, 'link'), row.userId) };
    });
  }

  return {
    openSession,
    mfa,
    passkeys,

    /**
     * Password sign-in. Unknown e-mail and wrong password give the same answer in the same time; an
     * account with a second factor gets the second step instead of a session.
     */
    async login(email: string, password: string, meta: ClientMeta): Promise<LoginResponse> {
      const [user] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          status: users.status,
          blockedReason: users.blockedReason,
          blockedReasonShared: users.blockedReasonShared,
        })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      const ok = await checkPassword(user?.passwordHash, password);
      const record = async (outcome: SigninOutcome) => signins.attempt({ who: user ? { userId: user.id } : { email }, method: 'password', outcome, meta });
      if (!user || !ok) {
        // An unknown e-mail writes its row as a wrong password does: the answer and its time stay the same.
        await record(user ? 'wrong_password' : 'unknown_account');
        throw new AppError(401, 'invalid_credentials');
      }
      if (user.status === 'blocked') {
        await record('blocked');
        throw accountBlocked(403, user);
      }
      const methods = await mfa.methods(db, user.id);
      if (methods.length > 0) {
        await record('mfa_required');
        return mfa.challenge(db, user.id, 'password', methods);
      }
      return { token: await openSession(user.id, meta, 'password') };
    },

    /**
     * The second step of a sign-in: the challenge's account (`ownerId`, as the route read it), its
     * code or its passkey's answer (checked for that account before the step's transaction), then the session.
     */
    async completeMfa(mfaToken: string, given: SecondStep, meta: ClientMeta, ownerId: string): Promise<string> {
      const method: SigninMethod = 'code' in given ? 'totp' : 'recovery_code' in given ? 'recovery_code' : 'passkey';
      try {
        const factor: SecondFactor = 'passkey' in given ? { passkey: await passkeys.checkForAccount(ownerId, 'second_step', given.passkey) } : given;
        return await mfa.complete(mfaToken, factor, async (tx, userId) => tokens.sign(await startSession(tx, userId, meta, method), userId));
      } catch (err) {
        const outcome = refusal(err);
        if (outcome) await signins.attempt({ who: { userId: ownerId }, method, outcome, meta });
        throw err;
      }
    },

    /** A sign-in refused by the lockout before any check: recorded for the account it named, if any. */
    async lockedOut(account: { email: string } | { userId: string }, method: SigninMethod, meta: ClientMeta): Promise<void> {
      const [user] =
        'userId' in account
          ? [{ id: account.userId }]
          : await db
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.email, account.email), isNull(users.deletedAt)))
              .limit(1);
      await signins.attempt({ who: user ? { userId: user.id } : account, method, outcome: 'locked', meta });
    },

    /** Sign-in with a passkey alone: the authenticator's check of its user makes it two factors by itself. */
    async signinWithPasskey(response: AuthenticationResponseJSON, meta: ClientMeta): Promise<string> {
      try {
        return await passkeys.authenticate(response, async (tx, userId) => tokens.sign(await startSession(tx, userId, meta, 'passkey'), userId));
      } catch (err) {
        const outcome = refusal(err);
        // A refused answer is recorded for the account its credential names, when this site knows it.
        const owner = outcome ? await passkeys.ownerOf(response.id) : null;
        if (outcome) await signins.attempt({ who: owner ? { userId: owner } : { nobody: true }, method: 'passkey', outcome, meta });
        throw err;
      }
    },

    /**
     * Sign-in by a one-time key from a mailed link; the key is burnt in the same statement that
     * checks it. A link proves the mailbox, not the second factor: such an account gets the second step.
     */
    async signinByKey(key: string, meta: ClientMeta): Promise<LoginResponse> {
      const keyHash = sha256(key);
      let owner: string | null = null;
      try {
        return await signinByKeyHash(keyHash, meta, (userId) => (owner = userId));
      } catch (err) {
        const outcome = refusal(err);
        if (outcome) await signins.attempt({ who: owner ? { userId: owner } : { nobody: true }, method: 'link', outcome, meta });
        throw err;
      }
    },

    /** Sets a new password after a verified recovery code and ends every session of the account. */
    async resetPassword(codes: CodeService, recoveryToken: string, password: string): Promise<void> {
      assertStrongPassword(password);
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const { email } = await codes.spend(tx, 'recovery', recoveryToken);
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(users.email, email), isNull(users.deletedAt)))
          .returning({ id: users.id });
        if (!user) throw new AppError(400, 'proof_invalid');
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        return user.id;
      });
      realtime.endUser(userId);
    },

    /** Ends this session and, after it is revoked, the sockets it opened. */
    async logout(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      realtime.endSession(sessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
