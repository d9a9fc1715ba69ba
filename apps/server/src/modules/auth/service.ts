import { and, eq, isNull, sql } from 'drizzle-orm';
import { SESSION_TTL_DAYS, type LoginResponse } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { sessions, signinKeys, users } from '../../db/schema/index.js';
import { AppError, accountBlocked } from '../../platform/errors.js';
import { checkPassword, hashPassword } from '../../platform/passwords.js';
import type { AppDeps } from '../../platform/deps.js';
import type { CodeService } from '../codes/index.js';
import { createMfa, type SecondFactor } from './mfa.js';
import { createPasskeys } from './passkeys.js';
import { sha256 } from './signin-links.js';
import { createTotpCrypto } from './totp.js';

export type ClientMeta = { ip?: string; userAgent?: string };

export function createAuthService({ db, tokens, realtime, config }: Pick<AppDeps, 'db' | 'tokens' | 'realtime' | 'config'>) {
  const mfa = createMfa(db, createTotpCrypto(config.sessionSecret));
  const passkeys = createPasskeys(db, config.publicUrl);

  /** A new session, and the account's last sign-in and activity moved to now, together. */
  async function startSession(tx: Tx, userId: string, meta: ClientMeta): Promise<string> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 24 * 3600 * 1000);
    const [session] = await tx
      .insert(sessions)
      .values({ userId, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) })
      .returning({ id: sessions.id });
    await tx
      .update(users)
      .set({ lastSignInAt: sql`now()`, lastActiveAt: sql`now()` })
      .where(eq(users.id, userId));
    return session!.id;
  }

  async function openSession(userId: string, meta: ClientMeta): Promise<string> {
    const sessionId = await db.transaction((tx) => startSession(tx, userId, meta));
    return tokens.sign(sessionId, userId);
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
      if (!user || !ok) throw new AppError(401, 'invalid_credentials');
      if (user.status === 'blocked') throw accountBlocked(403, user);
      if (await mfa.required(db, user.id)) return mfa.challenge(db, user.id, 'password');
      return { token: await openSession(user.id, meta) };
    },

    /** The second step of a sign-in: the challenge's account, its code, then the session. */
    async completeMfa(mfaToken: string, factor: SecondFactor, meta: ClientMeta): Promise<string> {
      return mfa.complete(mfaToken, factor, async (tx, userId) => tokens.sign(await startSession(tx, userId, meta), userId));
    },

    /** Sign-in with a passkey alone: the authenticator's check of its user makes it two factors by itself. */
    async signinWithPasskey(response: Parameters<typeof passkeys.authenticate>[0], meta: ClientMeta): Promise<string> {
      return passkeys.authenticate(response, async (tx, userId) => tokens.sign(await startSession(tx, userId, meta), userId));
    },

    /**
     * Sign-in by a one-time key from a mailed link; the key is burnt in the same statement that
     * checks it. A link proves the mailbox, not the second factor: such an account gets the second step.
     */
    async signinByKey(key: string, meta: ClientMeta): Promise<LoginResponse> {
      const keyHash = sha256(key);
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
        if (row.usedAt) throw new AppError(401, 'signin_key_used');
        if (row.expiresAt.getTime() <= Date.now()) throw new AppError(401, 'signin_key_expired');
        if (row.status === 'blocked') throw accountBlocked(403, row);
        await tx.update(signinKeys).set({ usedAt: new Date() }).where(eq(signinKeys.id, row.id));
        if (await mfa.required(tx, row.userId)) return mfa.challenge(tx, row.userId, 'link');
        return { token: await tokens.sign(await startSession(tx, row.userId, meta), row.userId) };
      });
    },

    /** Sets a new password after a verified recovery code and ends every session of the account. */
    async resetPassword(codes: CodeService, recoveryToken: string, password: string): Promise<void> {
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
