import { addMonths, subDays } from 'date-fns';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import {
  classify,
  crowdfundingRegimes,
  defaultRegimeSettings,
  lossCapacity,
  reflectionEnds,
  utcToday,
  type BackerFigures,
  type ClassificationReview,
  type CrowdfundingRegime,
} from '@platform/contract';
import type { Tx } from '../db/client.js';
import { backerClassifications, backerKnowledgeTests, backerRecords, companies, crowdfundBackers, crowdfunds } from '../db/schema/index.js';

type Declaration = { figures: BackerFigures; review: ClassificationReview; reason?: string; declaredDaysAgo: number };

/**
 * Backers' declarations in every state, in both regimes so switching `CROWDFUNDING_REGIME` shows
 * them too: the demo investor and corporate verified in the favourable class (they back the demo's
 * rounds freely); among the generated investors one waiting for review, one non-accredited with a
 * $5,000 limit, one rejected with its reason and one expired. The demo holds no uploads, so these
 * carry no evidence files; a backer declaring through the page attaches its own.
 */
export async function seedDemoBackerChecks(tx: Tx, ids: { investorId: string; corporateId: string; managerId: string; startupId: string }): Promise<void> {
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
  await seedLimitedBacker(tx, others[1]!.id, ids.startupId, now);
}

/**
 * The limited backer's story: it failed the knowledge test and acknowledged the warning, and
 * committed $4,500 of its $5,000 yearly limit yesterday in another startup's running round, a
 * backing still inside its 4 days of reflection.
 */
async function seedLimitedBacker(tx: Tx, companyId: string, demoStartupId: string, now: Date): Promise<void> {
  const takenAt = subDays(now, 9);
  const answers = [
    { question_id: 'loss', option_id: 'protected' },
    { question_id: 'liquidity', option_id: 'maybe_never' },
    { question_id: 'dilution', option_id: 'grows' },
    { question_id: 'diversify', option_id: 'small_part' },
    { question_id: 'returns', option_id: 'not_guaranteed' },
  ];
  const [attempt] = await tx
    .insert(backerKnowledgeTests)
    .values({
      companyId,
      answers,
      score: 3,
      total: 5,
      passMark: 4,
      passed: false,
      netWorth: 100_000,
      lossCapacity: lossCapacity(100_000),
      takenAt,
      expiresAt: addMonths(takenAt, 24),
      warningAcknowledgedAt: takenAt,
    })
    .returning({ id: backerKnowledgeTests.id });
  await tx.insert(backerRecords).values([
    {
      companyId,
      kind: 'knowledge_test.taken',
      actorId: companyId,
      data: { attempt_id: attempt!.id, score: 3, total: 5, passed: false, answers },
      createdAt: takenAt,
    },
    { companyId, kind: 'knowledge_test.warning_acknowledged', actorId: companyId, data: { attempt_id: attempt!.id }, createdAt: takenAt },
  ]);
  const madeAt = subDays(now, 1);
  // A round that opened before the backing and still has room for it above its minimum ticket.
  const [round] = await tx
    .select({ id: crowdfunds.id })
    .from(crowdfunds)
    .where(
      and(
        eq(crowdfunds.status, 'active'),
        ne(crowdfunds.startupId, demoStartupId),
        gte(crowdfunds.expire, utcToday(now)),
        sql`${crowdfunds.investmentMax} - ${crowdfunds.currentInvestments} >= 4500 and coalesce(${crowdfunds.minTicket}, 0) <= 4500`,
        sql`coalesce(${crowdfunds.moderatedAt}, ${crowdfunds.createdAt}) < ${madeAt} and ${crowdfunds.createdAt} < ${madeAt}`,
      ),
    )
    .orderBy(asc(crowdfunds.createdAt))
    .limit(1);
  if (!round) return;
  await tx
    .insert(crowdfundBackers)
    .values({
      crowdfundId: round.id,
      backerId: companyId,
      role: 'investor',
      amount: 4_500,
      createdAt: madeAt,
      reflectionUntil: reflectionEnds(madeAt, 'UTC', 4),
    })
    .onConflictDoNothing();
}
