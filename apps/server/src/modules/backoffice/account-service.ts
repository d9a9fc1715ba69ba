import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defaultSectionSettings, type CompanyAccount, type SectionSettings } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Realtime } from '../../platform/realtime.js';
import type { SigninLinks } from '../auth/signin-links.js';
import { audit } from '../manager/audit.js';
import { recordTimeline } from '../timeline/record.js';
import type { UserService } from '../users/service.js';
import { assertNotDeleted, findCompany, readCompanyAccount } from './account-read.js';

type Deps = { db: Db; realtime: Realtime; log: FastifyBaseLogger; users: UserService; signinLinks: SigninLinks };

/**
 * A manager's actions on one company's account (issue 16): block and unblock with a reason, the
 * sections it sees, a one-time sign-in link by mail, internal notes. Each write lands with its
 * audit row and timeline entry in one transaction; open back-office pages are told after commit.
 */
export function createCompanyAccountService(deps: Deps) {
  const { db, realtime } = deps;
  const timelineMoved = (companyId: string) => realtime.toManagers('timeline', { companyId });

  return {
    read: (id: string): Promise<CompanyAccount> => readCompanyAccount(db, id),

    /**
     * Blocks (ending every session and socket at once) or unblocks; refuses a step that changes
     * nothing. `shareReason`: the company is shown the reason when its sign-in is refused.
     */
    async setBlocked(actorId: string, id: string, blocked: boolean, reason: string, shareReason = false): Promise<CompanyAccount> {
      await findCompany(db, id);
      await deps.users.setBlocked(actorId, id, blocked, { reason, shareReason, strict: true });
      timelineMoved(id);
      return readCompanyAccount(db, id);
    },

    /** Stores which optional sections the company sees; its next request already follows them. */
    async setSections(actorId: string, id: string, settings: SectionSettings): Promise<CompanyAccount> {
      const changed = await db.transaction(async (tx) => {
        assertNotDeleted(await findCompany(tx, id, true));
        const [row] = await tx.select({ sectionSettings: users.sectionSettings }).from(users).where(eq(users.id, id)).limit(1);
        const before = { ...defaultSectionSettings, ...row!.sectionSettings };
        const after = { crowdfunding: settings.crowdfunding, pilots: settings.pilots };
        if (before.crowdfunding === after.crowdfunding && before.pilots === after.pilots) return false;
        await tx.update(users).set({ sectionSettings: after, updatedAt: new Date() }).where(eq(users.id, id));
        await audit(tx, { actorId, action: 'user.sections', entity: 'user', entityId: id, companyId: id, before, after });
        await recordTimeline(tx, { companyId: id, kind: 'account.sections', actorId, subject: { type: 'account', id }, data: after });
        return true;
      });
      if (changed) {
        realtime.toUser(id, 'account', { sectionSettings: settings });
        timelineMoved(id);
      }
      return readCompanyAccount(db, id);
    },

    /**
     * Mails the account a one-time sign-in link in its language; the key is never shown to the
     * manager. A manager's account (403), a blocked or deleted one (409) gets none, and nothing is written.
     */
    async sendSigninLink(actorId: string, id: string): Promise<{ sentTo: string; expiresAt: string }> {
      const { sentTo, expiresAt } = await deps.signinLinks.send(actorId, { userId: id });
      timelineMoved(id);
      return { sentTo, expiresAt };
    },

    /** An internal comment on the company's timeline: managers see it, the company never does. */
    async addNote(actorId: string, id: string, text: string): Promise<void> {
      await db.transaction(async (tx) => {
        await findCompany(tx, id);
        await recordTimeline(tx, { companyId: id, kind: 'note', actorId, subject: { type: 'account', id }, data: { text }, internal: true });
        await audit(tx, { actorId, action: 'company.note', entity: 'company', entityId: id, companyId: id, after: { text } });
      });
      timelineMoved(id);
    },
  };
}
export type CompanyAccountService = ReturnType<typeof createCompanyAccountService>;
