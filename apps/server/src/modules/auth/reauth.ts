import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REAUTH_WINDOW_MS, type ReauthBody } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { AppError, unauthorized } from '../../platform/errors.js';
import { checkPassword } from '../../platform/passwords.js';
import type { Mfa } from './mfa.js';
import type { Passkeys } from './passkeys.js';
import { secondFactors } from './second-factor.js';

/** The signed-in caller as the guard read it: the proof is checked against its account and freshens only its session. */
type Proving = { user: { id: string; passwordHash: string | null }; sessionId: string };

const passwordWrong = () => new AppError(400, 'current_password_wrong', { password: 'current_password_wrong' });
const codeWrong = () => new AppError(400, 'mfa_code_wrong', { code: 'mfa_code_wrong' });
// 400, not the sign-in's 401: the session stays signed in, only this proof was refused.
const passkeyWrong = () => new AppError(400, 'passkey_invalid');

/**
 * Re-authentication: a signed-in session proves again who holds it before a sensitive change. An
 * account with a second factor proves itself with one (a code, spent so it works once, or one of its
 * passkeys), since its password alone is the weaker factor; any other with its password. The proof
 * freshens the session that gave it and no other, so a proof from one device never opens another's changes.
 */
export function createReauth(db: Db, mfa: Mfa, passkeys: Passkeys) {
  /** Moves the session's `reauthenticated_at` to the server's clock, as the check of `requireFreshProof` reads it. */
  async function freshen(tx: Tx, sessionId: string): Promise<Date> {
    const now = new Date();
    const fresh = await tx
      .update(sessions)
      .set({ reauthenticatedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .returning({ id: sessions.id });
    if (fresh.length === 0) throw unauthorized('session_expired');
    return new Date(now.getTime() + REAUTH_WINDOW_MS);
  }

  return {
    /** Checks the proof and freshens the caller's session; answers when the proof stops counting. */
    async prove(caller: Proving, proof: ReauthBody): Promise<Date> {
      if (proof.passkey !== undefined) {
        // Checked before the transaction, as at sign-in: the challenge is spent by its own statement.
        const answer = { ...proof.passkey, clientExtensionResults: {} };
        const checked = async () => {
          const used = await passkeys.checkForAccount(caller.user.id, 'reauth', answer);
          return db.transaction(async (tx) => {
            await used.spend(tx);
            return freshen(tx, caller.sessionId);
          });
        };
        return checked().catch((err: unknown) => {
          throw err instanceof AppError && err.code === 'passkey_invalid' ? passkeyWrong() : err;
        });
      }
      return db.transaction(async (tx) => {
        const factors = await secondFactors(tx, caller.user.id);
        if (proof.code !== undefined) {
          if (!factors.totp || !(await mfa.spendCode(tx, caller.user.id, proof.code))) throw codeWrong();
        } else {
          if (factors.totp) throw new AppError(400, 'reauth_code_required', { code: 'reauth_code_required' });
          if (factors.passkey) throw new AppError(400, 'reauth_factor_required');
          if (!(await checkPassword(caller.user.passwordHash, proof.password ?? ''))) throw passwordWrong();
        }
        return freshen(tx, caller.sessionId);
      });
    },
  };
}
