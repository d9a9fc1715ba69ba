import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { effectiveClass, riskWarningAbove, yearlyLimit, type BackerClass, type BackerLimits, type LimitBasis, type RegimeSettings } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { backerClassifications, crowdfundBackers } from '../../db/schema/index.js';

type ClassificationRow = typeof backerClassifications.$inferSelect;

/** Where a backer stands now: its latest declaration in the regime, the class the rules apply, its limit and what it committed. */
export type Standing = {
  declaration: ClassificationRow | null;
  /** Null without a usable declaration (none in this regime, expired or rejected): the backer cannot back yet. */
  class: BackerClass | null;
  limit: number | null;
  basis: LimitBasis;
  committed: number;
  riskWarningAbove: number | null;
};

/** The backer's latest declaration in the regime, whatever its state. */
export async function latestDeclaration(db: Db | Tx, companyId: string, settings: RegimeSettings): Promise<ClassificationRow | null> {
  const [row] = await db
    .select()
    .from(backerClassifications)
    .where(and(eq(backerClassifications.companyId, companyId), eq(backerClassifications.regime, settings.regime)))
    .orderBy(desc(backerClassifications.declaredAt), desc(backerClassifications.id))
    .limit(1);
  return row ?? null;
}

/**
 * What the backer's waiting and confirmed backings of the last 12 months add up to, in every
 * round: a waiting one counts what it committed, a confirmed one the amount the manager confirmed.
 * `except` leaves one backing out (the one a manager is confirming, counted at its new amount).
 */
export async function committedInWindow(db: Db | Tx, companyId: string, except?: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case when ${crowdfundBackers.status} = 'active'
        then ${crowdfundBackers.investmentAmount} else ${crowdfundBackers.amount} end), 0)`,
    })
    .from(crowdfundBackers)
    .where(
      and(
        eq(crowdfundBackers.backerId, companyId),
        inArray(crowdfundBackers.status, ['new', 'active']),
        sql`${crowdfundBackers.createdAt} > now() - interval '12 months'`,
        except ? sql`${crowdfundBackers.id} <> ${except}` : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Where the backer stands: read in the caller's transaction, after `lockBacker` when it is about to commit more. */
export async function standingOf(db: Db | Tx, companyId: string, settings: RegimeSettings, now = new Date(), except?: string): Promise<Standing> {
  const declaration = await latestDeclaration(db, companyId, settings);
  const usable = declaration && declaration.expiresAt > now ? declaration : null;
  const cls = usable ? effectiveClass(usable.class, usable.review) : null;
  const figures = { own_funds: usable?.ownFunds ?? 0, turnover: usable?.turnover ?? 0 };
  const { limit, basis } = yearlyLimit(settings, cls ?? 'non_accredited', figures);
  const committed = await committedInWindow(db, companyId, except);
  return {
    declaration,
    class: cls,
    limit: cls ? limit : null,
    basis,
    committed,
    riskWarningAbove: cls ? riskWarningAbove(settings, cls, figures.own_funds) : null,
  };
}

/**
 * Serialises one backer's commitments: two joins at once (in two rounds) each read what is
 * committed after the other's commit, so together they never pass the limit. A transaction-scoped
 * advisory lock on the backer's id, the same on PostgreSQL and PGlite.
 */
export async function lockBacker(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`backer-limit:${companyId}`}, 0))`);
}

/** The limits call's answer. */
export function presentLimits(settings: RegimeSettings, s: Standing, knowledgeTestRequired: boolean): BackerLimits {
  const limit = s.limit;
  return {
    regime: settings.regime,
    class: s.class,
    limit,
    committed: s.committed,
    remaining: limit === null ? null : Math.max(0, limit - s.committed),
    basis: s.basis,
    risk_warning_above: s.riskWarningAbove,
    reflection_days: settings.regime === 'ecsp' && s.class === 'non_sophisticated' ? settings.ecsp.reflectionDays : null,
    knowledge_test_required: knowledgeTestRequired,
  };
}
