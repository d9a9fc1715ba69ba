import { addMonths } from 'date-fns';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  CLASSIFICATION_VALID_MONTHS,
  type classificationBodySchema,
  classify,
  type ClassificationDecision,
  type ClassificationQueue,
  type ClassificationState,
  type Classification,
  type RegimeSettings,
} from '@platform/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { backerClassificationFiles, backerClassifications, companies } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { claimFile } from '../files/index.js';
import { attemptCounts, latestAttempt, testApplies } from './knowledge-service.js';
import { evidenceOf, presentClassification, regimeThresholds } from './presenter.js';
import { recordBackerFact } from './records.js';
import { latestDeclaration, presentLimits, standingOf } from './standing.js';

type Body = z.output<typeof classificationBodySchema>;
const notFound = () => new AppError(404, 'classification_not_found');

/**
 * A backer's classification (docs/decisions.md, "Backers' checks"): the company declares its
 * figures with evidence, the server computes the class, a manager verifies or rejects it, and it
 * expires as the regime says. Every declaration and review is kept and written to the record.
 */
export function createClassificationService(db: Db, settings: RegimeSettings) {
  async function state(companyId: string, now = new Date()): Promise<ClassificationState> {
    const row = await latestDeclaration(db, companyId, settings);
    const evidence = row ? ((await evidenceOf(db, [row.id])).get(row.id) ?? []) : [];
    return { regime: settings.regime, thresholds: regimeThresholds(settings), classification: row ? presentClassification(row, evidence, now) : null };
  }

  return {
    state,

    async limits(companyId: string, now = new Date()) {
      const [standing, attempt] = await Promise.all([standingOf(db, companyId, settings, now), latestAttempt(db, companyId)]);
      return presentLimits(settings, standing, testApplies(settings, standing.class) && !attemptCounts(attempt, now));
    },

    /** A new declaration: the class is computed here, never taken from the client; the evidence must be the caller's own uploads for this purpose. */
    async declare(user: AuthUser, body: Body, now = new Date()): Promise<ClassificationState> {
      // Under Reg CF a company's accreditation is what it states; ECSP has no such statement.
      const figures = {
        own_funds: body.own_funds,
        turnover: body.turnover,
        balance_sheet: body.balance_sheet,
        accredited: settings.regime === 'reg_cf' && body.accredited,
      };
      const computed = classify(settings, figures);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(backerClassifications)
          .values({
            companyId: user.id,
            regime: settings.regime,
            ownFunds: figures.own_funds,
            turnover: figures.turnover,
            balanceSheet: figures.balance_sheet,
            accredited: figures.accredited,
            class: computed.class,
            criteria: computed.criteria,
            declaredAt: now,
            expiresAt: addMonths(now, CLASSIFICATION_VALID_MONTHS[settings.regime]),
          })
          .returning();
        const ids = [...new Set(body.evidence)];
        for (const [position, fileId] of ids.entries()) {
          await claimFile(tx, fileId, 'classification_evidence', { userId: user.id }, user.id, 'evidence');
          await tx.insert(backerClassificationFiles).values({ classificationId: row!.id, fileId, position });
        }
        await recordBackerFact(tx, {
          companyId: user.id,
          kind: 'classification.declared',
          actorId: user.id,
          data: { classification_id: row!.id, regime: settings.regime, ...figures, class: computed.class, evidence: ids },
        });
      });
      return state(user.id, now);
    },

    /** A manager's review of the company's latest declaration, once; a rejection says why. */
    async review(actorId: string, id: string, body: ClassificationDecision, now = new Date()): Promise<Classification> {
      const row = await db.transaction(async (tx) => {
        const [found] = await tx.select().from(backerClassifications).where(eq(backerClassifications.id, id)).limit(1).for('update');
        if (!found) throw notFound();
        if (found.review !== 'pending') throw new AppError(409, 'classification_already_reviewed');
        const [newer] = await tx
          .select({ id: backerClassifications.id })
          .from(backerClassifications)
          .where(and(eq(backerClassifications.companyId, found.companyId), gt(backerClassifications.declaredAt, found.declaredAt)))
          .limit(1);
        if (newer) throw new AppError(409, 'classification_not_latest');
        const reason = body.decision === 'rejected' ? body.reason : null;
        const [updated] = await tx
          .update(backerClassifications)
          .set({ review: body.decision, reviewReason: reason, reviewedBy: actorId, reviewedAt: now })
          .where(eq(backerClassifications.id, id))
          .returning();
        await audit(tx, {
          actorId,
          action: 'classification.review',
          entity: 'classification',
          entityId: id,
          companyId: found.companyId,
          before: { review: 'pending' },
          after: { review: body.decision, reason },
        });
        await recordBackerFact(tx, {
          companyId: found.companyId,
          kind: 'classification.reviewed',
          actorId,
          data: { classification_id: id, review: body.decision, reason, class: found.class },
        });
        return updated!;
      });
      return presentClassification(row, (await evidenceOf(db, [row.id])).get(row.id) ?? [], now);
    },

    /** The managers' queue: the regime's declarations in one review state, the waiting ones oldest first, with their company. */
    async queue(
      q: { review: Classification['review']; company_id?: string | undefined; take: number; skip: number },
      now = new Date(),
    ): Promise<ClassificationQueue> {
      // The regime in force: declarations made under another one are history, not work.
      const where = and(
        eq(backerClassifications.regime, settings.regime),
        eq(backerClassifications.review, q.review),
        q.company_id ? eq(backerClassifications.companyId, q.company_id) : undefined,
      );
      const newer = sql<boolean>`exists (select 1 from ${backerClassifications} n
        where n.company_id = ${backerClassifications.companyId} and n.declared_at > ${backerClassifications.declaredAt})`;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ row: backerClassifications, name: companies.name, role: companies.role, superseded: newer })
          .from(backerClassifications)
          .innerJoin(companies, eq(companies.userId, backerClassifications.companyId))
          .where(where)
          .orderBy(q.review === 'pending' ? asc(backerClassifications.declaredAt) : desc(backerClassifications.declaredAt), asc(backerClassifications.id))
          .limit(q.take)
          .offset(q.skip),
        db.select({ total: count() }).from(backerClassifications).where(where),
      ]);
      const evidence = await evidenceOf(
        db,
        rows.map((r) => r.row.id),
      );
      return {
        classifications: rows.map((r) => ({
          ...presentClassification(r.row, evidence.get(r.row.id) ?? [], now),
          company: { id: r.row.companyId, name: r.name, role: r.role as 'investor' | 'corporate' },
          superseded: Boolean(r.superseded),
        })),
        total: Number(counted?.total ?? 0),
      };
    },
  };
}
