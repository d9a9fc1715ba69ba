import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyAccount, RecommendationBody, RecommendationCategory } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { startupRecommendations } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import type { Realtime } from '../../platform/realtime.js';
import { recommendationMail } from '../mail/templates.js';
import { audit } from '../manager/audit.js';
import { recordTimeline } from '../timeline/record.js';
import { assertNotDeleted, findCompany, readCompanyAccount, type CompanyRef } from './account-read.js';

type Deps = { db: Db; realtime: Realtime; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const startupsOnly = (company: CompanyRef) => {
  if (company.role !== 'startup') throw new AppError(409, 'recommendations_startups_only');
};

/**
 * Managers' recommendations to a startup, one titled text per category; a category's text replaces
 * its stock advice in the startup's profile (`startupRecommendationsOf`).
 */
export function createRecommendationWriter(deps: Deps) {
  const { db, realtime } = deps;
  const told = (id: string) => {
    realtime.toUser(id, 'account', { recommendations: true });
    realtime.toManagers('timeline', { companyId: id });
  };

  return {
    /** Writes or rewrites the category's text, then tells the startup on its socket and by mail. */
    async put(actorId: string, id: string, category: RecommendationCategory, body: RecommendationBody): Promise<CompanyAccount> {
      const company = await db.transaction(async (tx) => {
        const company = await findCompany(tx, id, true);
        startupsOnly(company);
        assertNotDeleted(company);
        const [before] = await tx
          .select({ title: startupRecommendations.title, text: startupRecommendations.text })
          .from(startupRecommendations)
          .where(and(eq(startupRecommendations.startupId, id), eq(startupRecommendations.category, category)))
          .limit(1);
        const now = new Date();
        await tx
          .insert(startupRecommendations)
          .values({ startupId: id, category, title: body.title, text: body.text, authorId: actorId, updatedAt: now })
          .onConflictDoUpdate({ target: [startupRecommendations.startupId, startupRecommendations.category], set: { title: body.title, text: body.text, authorId: actorId, updatedAt: now } });
        await audit(tx, { actorId, action: 'recommendation.write', entity: 'user', entityId: id, companyId: id, before: before ? { category, ...before } : null, after: { category, ...body } });
        await recordTimeline(tx, { companyId: id, kind: 'account.recommendation', actorId, subject: { type: 'account', id }, data: { category, title: body.title } });
        return company;
      });
      told(id);
      if (company.status === 'active') {
        try {
          await deps.mailer.send(recommendationMail({ to: company.email, language: company.language, category, title: body.title, url: `${deps.publicUrl}/cabinet/profile` }));
        } catch (err) {
          // The recommendation is saved and shown in the profile; a letter that cannot be written is logged.
          deps.log.error({ err, companyId: id }, 'recommendation mail failed');
        }
      }
      return readCompanyAccount(db, id);
    },

    /** Removes the category's text (404 when there is none), so its stock advice shows again. */
    async remove(actorId: string, id: string, category: RecommendationCategory): Promise<CompanyAccount> {
      await db.transaction(async (tx) => {
        startupsOnly(await findCompany(tx, id, true));
        const [gone] = await tx
          .delete(startupRecommendations)
          .where(and(eq(startupRecommendations.startupId, id), eq(startupRecommendations.category, category)))
          .returning({ title: startupRecommendations.title, text: startupRecommendations.text });
        if (!gone) throw notFound();
        await audit(tx, { actorId, action: 'recommendation.delete', entity: 'user', entityId: id, companyId: id, before: { category, ...gone } });
      });
      told(id);
      return readCompanyAccount(db, id);
    },
  };
}
