import { eq } from 'drizzle-orm';
import { defaultSectionSettings, type CompanyAccount, type SectionSettings, type SigninList } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { Realtime } from '../../platform/realtime.js';
import { users } from '../../db/schema/index.js';
import type { SigninLinks } from '../auth/index.js';
import { audit } from '../audit/index.js';
import { revokeSessions, type SigninLog } from '../sessions/index.js';
import { recordAccountStep, type UserService } from '../users/index.js';
import { assertNotDeleted, findCompany, readCompanyAccount } from './account-read.js';

type Deps = { db: Db; users: UserService; signinLinks: SigninLinks; realtime: Pick<Realtime, 'endUser'>; signins: SigninLog };

/**
 * A manager's actions on one company's account (issue 16): block and unblock with a reason, the
 * sections it sees, a one-time sign-in link by mail, internal notes. Each write lands with its
 * audit row, timeline entry and event in one transaction (users/events.ts): after commit
 * the company's pages are told of what it may see, the managers' of everything.
 */
export function createCompanyAccountService(deps: Deps) {
  const { db } = deps;

  return {
    read: (id: string): Promise<CompanyAccount> => readCompanyAccount(db, id),

    /**
     * Blocks (ending every session and socket at once) or unblocks; refuses a step that changes
     * nothing. `shareReason`: the company is shown the reason when its sign-in is refused.
     */
    async setBlocked(actorId: string, id: string, blocked: boolean, reason: string, shareReason = false): Promise<CompanyAccount> {
      await findCompany(db, id);
      await deps.users.setBlocked(actorId, id, blocked, { reason, shareReason, strict: true });
      return readCompanyAccount(db, id);
    },

    /** Stores which optional sections the company sees; its next request already follows them. */
    async setSections(actorId: string, id: string, settings: SectionSettings): Promise<CompanyAccount> {
      await db.transaction(async (tx) => {
        assertNotDeleted(await findCompany(tx, id, true));
        const [row] = await tx.select({ sectionSettings: users.sectionSettings }).from(users).where(eq(users.id, id)).limit(1);
        const before = { ...defaultSectionSettings, ...row!.sectionSettings };
        const after = { crowdfunding: settings.crowdfunding, pilots: settings.pilots };
        if (before.crowdfunding === after.crowdfunding && before.pilots === after.pilots) return;
        await tx.update(users).set({ sectionSettings: after, updatedAt: new Date() }).where(eq(users.id, id));
        await audit(tx, { actorId, action: 'user.sections', entity: 'user', entityId: id, companyId: id, before, after });
        await recordAccountStep(
          tx,
          { companyId: id, kind: 'account.sections', actorId, subject: { type: 'account', id }, data: after },
          { account: { sectionSettings: settings } },
        );
      });
      return readCompanyAccount(db, id);
    },

    /**
     * Mails the account a one-time sign-in link in its language; the key is never shown to the
     * manager. A manager's account (403), a blocked or deleted one (409) gets none, and nothing is written.
     */
    async sendSigninLink(actorId: string, id: string): Promise<{ sent_to: string; expires_at: string }> {
      const { sentTo, expiresAt } = await deps.signinLinks.send(actorId, { userId: id });
      return { sent_to: sentTo, expires_at: expiresAt };
    },

    /**
     * Ends every session of the account at once (support, a suspected break-in): its sockets close
     * and its owner signs in again. Audited with how many ended; an account without any is no error.
     */
    async endSessions(actorId: string, id: string): Promise<{ ended: number }> {
      const ended = await db.transaction(async (tx) => {
        await findCompany(tx, id, true);
        const count = await revokeSessions(tx, id);
        await audit(tx, { actorId, action: 'user.sessions_end', entity: 'user', entityId: id, companyId: id, after: { ended: count } });
        return count;
      });
      deps.realtime.endUser(id);
      return { ended };
    },

    /** The account's last sign-in attempts, for the managers' account page. */
    async signins(id: string): Promise<SigninList> {
      await findCompany(db, id);
      return deps.signins.list(id);
    },

    /** An internal comment on the company's timeline: managers see it, the company never does. */
    async addNote(actorId: string, id: string, text: string): Promise<void> {
      await db.transaction(async (tx) => {
        await findCompany(tx, id);
        await recordAccountStep(tx, { companyId: id, kind: 'note', actorId, subject: { type: 'account', id }, data: { text }, internal: true });
        await audit(tx, { actorId, action: 'company.note', entity: 'company', entityId: id, companyId: id, after: { text } });
      });
    },
  };
}
export type CompanyAccountService = ReturnType<typeof createCompanyAccountService>;
