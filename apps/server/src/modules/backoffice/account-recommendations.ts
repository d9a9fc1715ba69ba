import { and, eq } from 'drizzle-orm';
import type { CompanyAccount, RecommendationBody, RecommendationCategory } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { startupRecommendations } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { recordAccountEvent, recordAccountStep } from '../users/index.js';
import { assertNotDeleted, findCompany, readCompanyAccount, type CompanyRef } from './account-read.js';
import { companyAccountPolicy } from './policy.js';

type Deps = { db: Db };

const startupsOnly = (company: CompanyRef) => {
  if (!companyAccountPolicy.recommend(company)) throw new AppError(409, 'recommendations_startups_only');
};

/**
 * Managers' recommendations to a startup, one titled text per category; a category's text replaces
 * its stock advice in the startup's profile (`startupRecommendationsOf`).
 */
export function createRecommendationWriter(deps: Deps) {
  const { db } = deps;

  return {
    /** Writes or rewrites the category's text; after commit the startup is told on its socket and by mail. */
    async put(actorId: string, id: string, category: RecommendationCategory, body: RecommendationBody): Promise<CompanyAccount> {
      await db.transaction(async (tx) => {
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
          .onConflictDoUpdate({
            target: [startupRecommendations.startupId, startupRecommendations.category],
            set: { title: body.title, text: body.text, authorId: actorId, updatedAt: now },
          });
        await audit(tx, {
          actorId,
          action: 'recommendation.write',
          entity: 'user',
          entityId: id,
          companyId: id,
          before: before ? { category, ...before } : null,
          after: { category, ...body },
        });
        await recordAccountStep(
          tx,
          { companyId: id, kind: 'account.recommendation', actorId, subject: { type: 'account', id }, data: { category, title: body.title } },
          { account: { recommendations: true }, recommendation: { category, title: body.title } },
        );
      });
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
        await recordAccountEvent(tx, 'account.changed', { companyId: id, account: { recommendations: true } });
      });
      return readCompanyAccount(db, id);
    },
  };
}
