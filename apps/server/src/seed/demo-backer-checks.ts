import { addMonths, subDays } from 'date-fns';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  classify,
  crowdfundingRegimes,
  defaultRegimeSettings,
  type BackerFigures,
  type ClassificationReview,
  type CrowdfundingRegime,
} from '@platform/contract';
import type { Tx } from '../db/client.js';
import { backerClassifications, backerRecords, companies } from '../db/schema/index.js';

type Declaration = { figures: BackerFigures; review: ClassificationReview; reason?: string; declaredDaysAgo: number };

/**
 * Backers' declarations in every state, in both regimes so switching `CROWDFUNDING_REGIME` shows
 * them too: the demo investor and corporate verified in the favourable class (they back the demo's
 * rounds freely); among the generated investors one waiting for review, one non-accredited with a
 * $5,000 limit, one rejected with its reason and one expired. The demo holds no uploads, so these
 * carry no evidence files; a backer declaring through the page attaches its own.
 */
export async function seedDemoBackerChecks(tx: Tx, ids: { investorId: string; corporateId: string; managerId: string }): Promise<void> {
  const big = { own_funds: 12_000_000, turnover: 30_000_000, balance_sheet: 25_000_000, accredited: true };
  const others = await tx
    .select({ id: companies.userId })
    .from(companies)
    .where(and(eq(companies.role, 'investor'), ne(companies.userId, ids.investorId)))
    .orderBy(asc(companies.name))
    .limit(4);
  const plan: [string, Declaration][] = [
    [ids.investorId, { figures: big, review: 'verified', declaredDaysAgo: 40 }],
    [ids.corporateId, { figures: big, review: 'verified', declaredDaysAgo: 25 }],
    [
      others[0]!.id,
      { figures: { own_funds: 3_500_000, turnover: 8_000_000, balance_sheet: 6_000_000, accredited: true }, review: 'pending', declaredDaysAgo: 2 },
    ],
    // Net assets $100,000, under $124,000: 5 % gives a $5,000 yearly limit (ECSP: non-sophisticated, warned above $5,000).
    [others[1]!.id, { figures: { own_funds: 100_000, turnover: 60_000, balance_sheet: 150_000, accredited: false }, review: 'verified', declaredDaysAgo: 10 }],
    [
      others[2]!.id,
      {
        figures: { own_funds: 20_000, turnover: 15_000, balance_sheet: 30_000, accredited: true },
        review: 'rejected',
        reason: 'The accreditation letter is for a different legal entity',
        declaredDaysAgo: 6,
      },
    ],
    [
      others[3]!.id,
      { figures: { own_funds: 900_000, turnover: 2_500_000, balance_sheet: 1_800_000, accredited: false }, review: 'verified', declaredDaysAgo: 800 },
    ],
  ];
  const now = new Date();
  for (const regime of crowdfundingRegimes) {
    const settings = { ...defaultRegimeSettings, regime };
    for (const [companyId, d] of plan) {
      const figures = { ...d.figures, accredited: regime === 'reg_cf' && d.figures.accredited };
      const computed = classify(settings, figures);
      const declaredAt = subDays(now, d.declaredDaysAgo);
      const [row] = await tx
        .insert(backerClassifications)
        .values({
          companyId,
          regime: regime as CrowdfundingRegime,
          ownFunds: figures.own_funds,
          turnover: figures.turnover,
          balanceSheet: figures.balance_sheet,
          accredited: figures.accredited,
          class: computed.class,
          criteria: computed.criteria,
          review: d.review,
          reviewReason: d.reason ?? null,
          reviewedBy: d.review === 'pending' ? null : ids.managerId,
          reviewedAt: d.review === 'pending' ? null : declaredAt,
          declaredAt,
          expiresAt: addMonths(declaredAt, regime === 'reg_cf' ? 12 : 24),
        })
        .returning({ id: backerClassifications.id });
      await tx.insert(backerRecords).values({
        companyId,
        kind: 'classification.declared',
        actorId: companyId,
        data: { classification_id: row!.id, regime, ...figures, class: computed.class, evidence: [] },
        createdAt: declaredAt,
      });
    }
  }
}
