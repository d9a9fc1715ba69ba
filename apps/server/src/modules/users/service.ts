import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Language, type UserInfo } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/sql.js';
import { alias } from 'drizzle-orm/pg-core';
import {
  companies,
  emailCodes,
  files,
  mfaChallenges,
  recoveryCodes,
  sessions,
  signinKeys,
  startupProfiles,
  totpFactors,
  users,
} from '../../db/schema/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { checkPassword, hashPassword } from '../../platform/passwords.js';
import { assertStrongPassword } from '../../platform/password-strength.js';
import { isCompany } from '../../platform/policy.js';
import type { Mail, Mailer } from '../../platform/mail.js';
import type { Realtime } from '../../platform/realtime.js';
import type { Storage } from '../../platform/storage.js';
import type { CodeService } from '../codes/index.js';
import { isEmailTaken } from './queries.js';
import { audit } from '../audit/index.js';
import { recordAccountStep } from './events.js';
import { presentUserInfo } from './presenter.js';
import { wipeCompany } from './wipe.js';

const pitch = alias(files, 'pitch');
const unit = alias(files, 'unit');

type SettingsChange = {
  language?: Language | undefined;
  agreement?: boolean | undefined;
  time_zone?: string | undefined;
  initial_time_zone?: string | undefined;
};

const emailTaken = () => new AppError(409, 'email_taken', { email: 'email_taken' });

/**
 * The account's own settings (language, agreement, time zone, password, e-mail, deletion) and its blocking.
 * Whatever ends sessions also disconnects their sockets, after the commit.
 */
export function createUserService(db: Db, codes: CodeService, { storage, realtime, log }: { storage: Storage; realtime: Realtime; log: FastifyBaseLogger }) {
  async function reload(userId: string): Promise<AuthUser> {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return user!;
  }

  return {
    async info(user: AuthUser): Promise<UserInfo> {
      const [row] = await db
        .select({
          name: companies.name,
          industries: companies.industries,
          regions: companies.regions,
          rounds: companies.rounds,
          expertIn: companies.expertIn,
          logo: { id: files.id, name: files.name, size: files.size },
          pitchDeck: { id: pitch.id, name: pitch.name, size: pitch.size },
          unitEconomy: { id: unit.id, name: unit.name, size: unit.size },
          isScoreFull: startupProfiles.isScoreFull,
        })
        .from(companies)
        .leftJoin(files, eq(files.id, companies.logoFileId))
        .leftJoin(startupProfiles, eq(startupProfiles.userId, companies.userId))
        .leftJoin(pitch, eq(pitch.id, startupProfiles.pitchDeckFileId))
        .leftJoin(unit, eq(unit.id, startupProfiles.unitEconomyFileId))
        .where(eq(companies.userId, user.id))
        .limit(1);
      if (!row) return presentUserInfo(user, null);
      return presentUserInfo(user, { ...row, isScoreFull: Boolean(row.isScoreFull) });
    },

    /**
     * `time_zone` is the person's choice and replaces the zone; `initial_time_zone` (the browser's)
     * only fills a zone never set, in the same statement, so a sign-in elsewhere never changes it.
     */
    async updateSettings(userId: string, change: SettingsChange): Promise<AuthUser> {
      const zone = change.time_zone ?? (change.initial_time_zone ? sql`coalesce(${users.timeZone}, ${change.initial_time_zone})` : undefined);
      await db
        .update(users)
        .set({
          ...(change.language ? { language: change.language } : {}),
          ...(change.agreement !== undefined ? { agreement: change.agreement } : {}),
          ...(zone ? { timeZone: zone } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      return reload(userId);
    },

    /** Needs the current password; every other session of the account ends, this one stays. */
    async changePassword(user: AuthUser, sessionId: string, current: string, next: string): Promise<void> {
      if (!(await checkPassword(user.passwordHash, current))) {
        throw new AppError(400, 'current_password_wrong', { currentPassword: 'current_password_wrong' });
      }
      assertStrongPassword(next, [user.email, user.firstName, user.lastName]);
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
      });
      realtime.endUser(user.id, sessionId);
    },

    /**
     * Issues a code for the new address and enqueues its letter with it; the account keeps its
     * e-mail until the code is confirmed.
     */
    async requestEmailChange(user: AuthUser, email: string, send: { mailer: Mailer; letter: (code: string) => Mail }): Promise<void> {
      if (email === user.email) throw badRequest({ email: 'email_unchanged' });
      if (await isEmailTaken(db, email)) throw emailTaken();
      await codes.issue('email_change', email, { userId: user.id, send });
    },

    async confirmEmailChange(user: AuthUser, email: string, code: string): Promise<AuthUser> {
      const proof = await codes.verify('email_change', email, code);
      try {
        await db.transaction(async (tx) => {
          const spent = await codes.spend(tx, 'email_change', proof);
          if (spent.userId !== user.id) throw new AppError(400, 'code_invalid', { code: 'code_invalid' });
          await tx.update(users).set({ email: spent.email, updatedAt: new Date() }).where(eq(users.id, user.id));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      return reload(user.id);
    },

    /**
     * Deletes the account after the user typed their own e-mail: personal data is wiped, sessions
     * and keys end, and the company row stays, emptied, for the records others depend on. Stored
     * files go once the wipe has committed, so a failed wipe leaves no profile without its files.
     */
    async deleteAccount(user: AuthUser, typedEmail: string): Promise<void> {
      if (typedEmail.trim().toLowerCase() !== user.email) {
        throw new AppError(400, 'delete_email_mismatch', { email: 'delete_email_mismatch' });
      }
      const now = new Date();
      const storageKeys = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            status: 'deleted',
            deletedAt: now,
            updatedAt: now,
            email: `deleted-${user.id}@deleted.invalid`,
            passwordHash: await hashPassword(randomBytes(32).toString('hex')),
            firstName: null,
            lastName: null,
            position: null,
            phone: null,
          })
          .where(eq(users.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        await tx.delete(signinKeys).where(eq(signinKeys.userId, user.id));
        await tx.delete(emailCodes).where(eq(emailCodes.userId, user.id));
        // The second factor's key and codes are secrets of a person who is gone.
        await tx.delete(totpFactors).where(eq(totpFactors.userId, user.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, user.id));
        return wipeCompany(tx, user.id);
      });
      for (const key of storageKeys) {
        await storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'could not remove a file of a deleted account from storage'));
      }
      realtime.endUser(user.id);
    },

    /**
     * Blocks or unblocks an account; a manager's action, written to the audit log and, for a
     * company, with its reason to the company's timeline. Blocking ends every session and socket at
     * once, so unblocking asks the owner to sign in again. `strict` (the back office) refuses a step
     * that changes nothing (already blocked, not blocked, a deleted account) instead of passing it.
     */
    async setBlocked(
      actorId: string | null,
      userId: string,
      blocked: boolean,
      opts: { reason?: string; shareReason?: boolean; strict?: boolean } = {},
    ): Promise<boolean> {
      const to = blocked ? 'blocked' : 'active';
      const reason = opts.reason ?? null;
      const now = new Date();
      const changed = await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ status: users.status, role: users.role, blockedReason: users.blockedReason, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, userId))
          .for('update')
          .limit(1);
        const deleted = !user || user.status === 'deleted' || user.deletedAt !== null;
        if (deleted && !(user && opts.strict)) throw new AppError(404, 'user_not_found');
        if (deleted) throw new AppError(409, 'account_not_active');
        if (user.status === to) {
          if (opts.strict) throw new AppError(409, blocked ? 'already_blocked' : 'not_blocked');
          return false;
        }
        await tx
          .update(users)
          .set({
            status: to,
            blockedReason: blocked ? reason : null,
            blockedReasonShared: blocked && opts.shareReason === true,
            blockedAt: blocked ? now : null,
            updatedAt: now,
          })
          .where(eq(users.id, userId));
        if (blocked)
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        const company = isCompany(user) ? userId : null;
        await audit(tx, {
          actorId,
          action: blocked ? 'user.block' : 'user.unblock',
          entity: 'user',
          entityId: userId,
          companyId: company,
          before: { status: user.status, reason: user.blockedReason },
          after: blocked ? { status: to, reason, shareReason: opts.shareReason === true } : { status: to, reason },
        });
        if (company)
          await recordAccountStep(tx, {
            companyId: company,
            kind: blocked ? 'account.blocked' : 'account.unblocked',
            actorId,
            subject: { type: 'account', id: company },
            data: { reason },
          });
        return true;
      });
      if (changed && blocked) realtime.endUser(userId);
      return changed;
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
