import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { MFA_TOKEN_TTL_MS, type MfaChallenge, type MfaMethod, type MfaStatus } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { mfaChallenges, passkeys, recoveryCodes, totpFactors, users } from '../../db/schema/index.js';
import { AppError, accountBlocked } from '../../platform/errors.js';
import { revokeSessions } from '../sessions/index.js';
import { secondFactors } from './second-factor.js';
import { sha256 } from './signin-links.js';
import type { TotpCrypto } from './totp.js';

/** Where the authenticator app says the codes are from: the product's name, as its screens show it. */
export const TOTP_ISSUER = 'Venture Platform';

/** 400 to a signed-in account confirming its key, 401 at sign-in, as a wrong password there. */
const codeWrong = (status: 400 | 401, field: 'code' | 'recovery_code') => new AppError(status, 'mfa_code_wrong', { [field]: 'mfa_code_wrong' });
const tokenInvalid = () => new AppError(401, 'mfa_token_invalid');

/**
 * A second factor given at sign-in: an authenticator code, a recovery code, or a passkey's answer
 * already checked against the challenge's account, whose use `spend` records in the transaction.
 */
export type SecondFactor = { code: string } | { recovery_code: string } | { passkey: { userId: string; spend(tx: Tx): Promise<void> } };

/**
 * Authenticator codes for an account (enrol, confirm, turn off, status) and the sign-in step
 * between a right password and a session. Every check that spends something (a time step, a
 * recovery code, a challenge) runs in the transaction that locks the row it spends, so two
 * requests racing with the same code cannot both pass.
 */
export function createMfa(db: Db, crypto: TotpCrypto) {
  /** The confirmed key of the account, opened, with its last accepted step; locked for the caller's transaction. */
  async function confirmedKey(tx: Tx, userId: string) {
    const [row] = await tx
      .select()
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
      .for('update')
      .limit(1);
    if (!row) return null;
    return { secret: crypto.open(row.secretEncrypted, userId), lastStep: row.lastStep };
  }

  /** Spends an authenticator code: its step becomes the last accepted, so it is refused from now on. */
  async function spendCode(tx: Tx, userId: string, code: string): Promise<boolean> {
    const key = await confirmedKey(tx, userId);
    if (!key?.secret) return false;
    const step = await crypto.check(key.secret, code, key.lastStep);
    if (step === null) return false;
    await tx.update(totpFactors).set({ lastStep: step }).where(eq(totpFactors.userId, userId));
    return true;
  }

  /** Spends a recovery code in one statement: a second use finds it used. */
  async function spendRecoveryCode(tx: Tx, userId: string, code: string): Promise<boolean> {
    const spent = await tx
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, crypto.hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return spent.length > 0;
  }

  return {
    async status(userId: string): Promise<MfaStatus> {
      const [factor] = await db
        .select({ confirmedAt: totpFactors.confirmedAt })
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
      const [left] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return {
        totp: { enabled: !!factor, confirmed_at: factor?.confirmedAt?.toISOString() ?? null },
        recovery_codes_left: factor ? (left?.n ?? 0) : 0,
        passkeys: keys?.n ?? 0,
      };
    },

    /** Spends an authenticator code of a signed-in account (re-authentication): false when wrong, used or codes are off. */
    spendCode,

    /** The ways this account can give the second step of a sign-in; none when it needs no second step. */
    async methods(tx: Tx | Db, userId: string): Promise<MfaMethod[]> {
      const factors = await secondFactors(tx, userId);
      return [...(factors.totp ? (['totp', 'recovery_code'] as const) : []), ...(factors.passkey ? (['passkey'] as const) : [])];
    },

    /** A new key waiting for its first code; a pending one is replaced, a confirmed one is refused. */
    async enrol(user: { id: string; email: string }): Promise<{ secret: string; otpauth_url: string }> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(totpFactors).where(eq(totpFactors.userId, user.id)).for('update').limit(1);
        if (current?.confirmedAt) throw new AppError(409, 'mfa_totp_on');
        const secret = crypto.newSecret();
        const sealed = { secretEncrypted: crypto.seal(secret, user.id), createdAt: new Date(), confirmedAt: null, lastStep: null };
        await tx
          .insert(totpFactors)
          .values({ userId: user.id, ...sealed })
          .onConflictDoUpdate({ target: totpFactors.userId, set: sealed });
        return { secret, otpauth_url: crypto.uri(TOTP_ISSUER, user.email, secret) };
      });
    },

    /**
     * The first right code turns the key on and replaces any recovery codes with ten new ones,
     * answered once; every other session of the account ends with it (the caller ends their sockets).
     */
    async confirm(userId: string, code: string, keepSessionId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const [pending] = await tx.select().from(totpFactors).where(eq(totpFactors.userId, userId)).for('update').limit(1);
        if (!pending) throw new AppError(409, 'mfa_totp_not_pending');
        if (pending.confirmedAt) throw new AppError(409, 'mfa_totp_on');
        const secret = crypto.open(pending.secretEncrypted, userId);
        const step = secret ? await crypto.check(secret, code, null) : null;
        if (step === null) throw codeWrong(400, 'code');
        await tx.update(totpFactors).set({ confirmedAt: new Date(), lastStep: step }).where(eq(totpFactors.userId, userId));
        const codes = crypto.newRecoveryCodes();
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: crypto.hashRecoveryCode(c) })));
        await revokeSessions(tx, userId, keepSessionId);
        return codes;
      });
    },

    /**
     * Turns the key off and drops the recovery codes, ending every other session of the account;
     * the route has asked for a fresh proof first.
     */
    async disable(user: { id: string }, keepSessionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx.delete(totpFactors).where(eq(totpFactors.userId, user.id)).returning({ userId: totpFactors.userId });
        if (removed.length === 0) throw new AppError(409, 'mfa_totp_off');
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, user.id));
        await revokeSessions(tx, user.id, keepSessionId);
      });
    },

    /** The answer to a right first factor of an account with a second one: a five-minute, single-use token. */
    async challenge(tx: Tx | Db, userId: string, firstFactor: 'password' | 'link', methods: MfaMethod[]): Promise<MfaChallenge> {
      const token = randomBytes(32).toString('base64url');
      // Expired challenges of the account go with each new one, so the table holds only live ones.
      await tx.delete(mfaChallenges).where(and(eq(mfaChallenges.userId, userId), lt(mfaChallenges.expiresAt, new Date())));
      await tx.insert(mfaChallenges).values({ userId, tokenHash: sha256(token), firstFactor, expiresAt: new Date(Date.now() + MFA_TOKEN_TTL_MS) });
      return { mfa_required: true, mfa_token: token, methods };
    },

    /** The account a live challenge token names, for the lockout counters; null for a token that is not one. */
    async challengedAccount(token: string): Promise<{ userId: string; email: string } | null> {
      const [row] = await db
        .select({ userId: users.id, email: users.email, expiresAt: mfaChallenges.expiresAt, usedAt: mfaChallenges.usedAt })
        .from(mfaChallenges)
        .innerJoin(users, eq(users.id, mfaChallenges.userId))
        .where(eq(mfaChallenges.tokenHash, sha256(token)))
        .limit(1);
      if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
      return { userId: row.userId, email: row.email };
    },

    /**
     * Checks the second factor against the challenge's account and burns the challenge with it;
     * `open` starts the session in the same transaction. A wrong code leaves the challenge live
     * (the lockout counters bound the guesses), a spent or expired one answers 401.
     */
    async complete<T>(token: string, factor: SecondFactor, open: (tx: Tx, userId: string) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: mfaChallenges.id, userId: mfaChallenges.userId, expiresAt: mfaChallenges.expiresAt, usedAt: mfaChallenges.usedAt })
          .from(mfaChallenges)
          .where(eq(mfaChallenges.tokenHash, sha256(token)))
          .for('update')
          .limit(1);
        if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw tokenInvalid();
        const [user] = await tx
          .select({ status: users.status, blockedReason: users.blockedReason, blockedReasonShared: users.blockedReasonShared, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, row.userId));
        if (!user || user.deletedAt || user.status === 'deleted') throw tokenInvalid();
        if (user.status === 'blocked') throw accountBlocked(403, user);
        if ('passkey' in factor) {
          // Checked for the challenge's account before this transaction; a passkey of another is refused as a wrong one.
          if (factor.passkey.userId !== row.userId) throw new AppError(401, 'passkey_invalid');
          await factor.passkey.spend(tx);
        } else {
          const ok = 'code' in factor ? await spendCode(tx, row.userId, factor.code) : await spendRecoveryCode(tx, row.userId, factor.recovery_code);
          if (!ok) throw codeWrong(401, 'code' in factor ? 'code' : 'recovery_code');
        }
        await tx.update(mfaChallenges).set({ usedAt: new Date() }).where(eq(mfaChallenges.id, row.id));
        return open(tx, row.userId);
      });
    },
  };
}
export type Mfa = ReturnType<typeof createMfa>;
