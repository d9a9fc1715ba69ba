import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REAUTH_WINDOW_MS, type ReauthBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { AppError, unauthorized } from '../../platform/errors.js';
import { checkPassword } from '../../platform/passwords.js';
import type { Mfa } from './mfa.js';

/** The signed-in caller as the guard read it: the proof is checked against its account and freshens only its session. */
type Proving = { user: { id: string; passwordHash: string | null }; sessionId: string };

const passwordWrong = () => new AppError(400, 'current_password_wrong', { password: 'current_password_wrong' });
const codeWrong = () => new AppError(400, 'mfa_code_wrong', { code: 'mfa_code_wrong' });

/**
 * Re-authentication: a signed-in session proves again who holds it before a sensitive change. An
 * account with authenticator codes on proves itself with a code (spent, so it works once), since
 * its password alone is the weaker factor; any other with its password. The proof freshens the
 * session that gave it and no other, so a proof from one device never opens another's changes.
 */
export function createReauth(db: Db, mfa: Mfa) {
  return {
    /** Checks the proof and moves the session's `reauthenticated_at` to now; answers when the proof stops counting. */
    async prove(caller: Proving, proof: ReauthBody): Promise<Date> {
      return db.transaction(async (tx) => {
        const hasCodes = await mfa.required(tx, caller.user.id);
        if (proof.code !== undefined) {
          if (!hasCodes || !(await mfa.spendCode(tx, caller.user.id, proof.code))) throw codeWrong();
        } else {
          if (hasCodes) throw new AppError(400, 'reauth_code_required', { code: 'reauth_code_required' });
          if (!(await checkPassword(caller.user.passwordHash, proof.password ?? ''))) throw passwordWrong();
        }
        // The server's clock, as the check of `requireFreshProof` reads it.
        const now = new Date();
        const fresh = await tx
          .update(sessions)
          .set({ reauthenticatedAt: now })
          .where(and(eq(sessions.id, caller.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
          .returning({ id: sessions.id });
        if (fresh.length === 0) throw unauthorized('session_expired');
        return new Date(now.getTime() + REAUTH_WINDOW_MS);
      });
    },
  };
}
