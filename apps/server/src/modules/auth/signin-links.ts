import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SIGNIN_KEY_TTL_MS, type Language } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { signinKeys, users } from '../../db/schema/index.js';
import { audit } from '../audit/index.js';
import { AppError } from '../../platform/errors.js';
import type { Mail, Mailer } from '../../platform/mail.js';
import { isCompany } from '../../platform/policy.js';
import { recordAccountStep } from '../users/index.js';
import { signinLinkMail } from './letters.js';
import { signinLinkPolicy } from './policy.js';

type Account = { email: string } | { userId: string };
type Issued = { expiresAt: Date; user: { id: string; email: string; language: Language; companyId: string | null } };
/** The letter carrying the link, written for the account. */
type LinkLetter = (user: { email: string; language: Language }, link: string) => Mail;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * One-time sign-in links (`/?key=…`, 24 hours, used once). The key leaves this module only inside
 * the letter to the account's own address: callers get the address and the expiry, the database a
 * SHA-256, the audit log and the timeline the key row's id and the expiry. So no manager can sign in
 * as someone else, and a manager's own account is never reached this way (it recovers its password).
 */
export function createSigninLinks(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  const { db } = deps;

  /**
   * Stores a new key for the account, with its audit row, (for a company) timeline entry and the
   * letter carrying the link, in one transaction: the key is in no event (auth/letters.ts says why).
   * `invite` is the only way to a manager account: the new manager's first letter.
   */
  async function issue(actorId: string, account: Account, purpose: 'link' | 'invite', letter: LinkLetter): Promise<Issued> {
    return db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, email: users.email, language: users.language, role: users.role, status: users.status, deletedAt: users.deletedAt })
        .from(users)
        .where('email' in account ? and(eq(users.email, account.email), isNull(users.deletedAt)) : eq(users.id, account.userId))
        .for('update')
        .limit(1);
      if (!user) throw 'email' in account ? new AppError(404, 'user_not_found', { email: 'user_not_found' }) : new AppError(404, 'company_not_found');
      if (purpose === 'link' && !signinLinkPolicy.link(user)) throw new AppError(403, 'signin_link_manager');
      if (purpose === 'invite' && !signinLinkPolicy.invite(user)) throw new Error('an invitation is for a manager account');
      if (user.status !== 'active' || user.deletedAt) throw new AppError(409, 'account_not_active');
      const key = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SIGNIN_KEY_TTL_MS);
      const [row] = await tx
        .insert(signinKeys)
        .values({ userId: user.id, keyHash: sha256(key), createdBy: actorId, expiresAt })
        .returning({ id: signinKeys.id });
      const companyId = isCompany(user) ? user.id : null;
      const when = expiresAt.toISOString();
      await audit(tx, { actorId, action: 'signin_key.create', entity: 'user', entityId: user.id, companyId, after: { signinKeyId: row!.id, expiresAt: when } });
      if (companyId)
        await recordAccountStep(tx, {
          companyId,
          kind: 'account.signin_link',
          actorId,
          subject: { type: 'account', id: companyId },
          data: { expiresAt: when },
        });
      await deps.mailer.enqueue([letter(user, `${deps.publicUrl}/?key=${encodeURIComponent(key)}`)], tx);
      return { expiresAt, user: { id: user.id, email: user.email, language: user.language, companyId } };
    });
  }

  return {
    /**
     * Mails a company account a sign-in link in its language; answers where it went and until when.
     * A manager account is refused (403 `signin_link_manager`), a blocked or deleted one too (409).
     */
    async send(actorId: string, account: Account): Promise<{ sentTo: string; expiresAt: string; companyId: string | null }> {
      const { expiresAt, user } = await issue(actorId, account, 'link', (to, link) => signinLinkMail(to.email, to.language, link));
      return { sentTo: user.email, expiresAt: expiresAt.toISOString(), companyId: user.companyId };
    },

    /** The first letter of a manager account just made: its sign-in link inside the letter `letter` writes. */
    async invite(actorId: string, userId: string, letter: (link: string) => Mail): Promise<void> {
      await issue(actorId, { userId }, 'invite', (_, link) => letter(link));
    },
  };
}
export type SigninLinks = ReturnType<typeof createSigninLinks>;
