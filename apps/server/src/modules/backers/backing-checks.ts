import { eq } from 'drizzle-orm';
import { localDate, reflectionEnds, type RegimeSettings } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { attemptCounts, latestAttempt, testApplies } from './knowledge-service.js';
import { recordBackerFact } from './records.js';
import { lockBacker, standingOf, type Standing } from './standing.js';

/** What a join records on the backing when the checks let it through. */
export type BackingTerms = { reflectionUntil: Date | null; riskAcceptedAt: Date | null };

const limitExceeded = (s: Standing & { limit: number }) =>
  new AppError(
    400,
    'investment_limit_exceeded',
    { amount: 'investment_limit_exceeded' },
    {
      limit: String(s.limit),
      committed: String(s.committed),
      remaining: String(Math.max(0, s.limit - s.committed)),
      rule: s.basis.rule,
      figure: String(s.basis.figure),
      percent: s.basis.percent === null ? '' : String(s.basis.percent),
    },
  );

/**
 * The checks of a backer's commitment (a join, or a manager confirming a backing at an amount),
 * in the caller's transaction and under the backer's lock, so two commitments at once are judged
 * one after the other: a usable class; under a yearly limit an amount that fits it; above the
 * risk-warning threshold the backer's explicit acceptance. Refusals name the figures.
 */
export async function checkCommitment(
  tx: Tx,
  settings: RegimeSettings,
  backerId: string,
  body: { amount?: number | undefined; acceptRisk?: boolean | undefined },
  { now = new Date(), except }: { now?: Date; except?: string } = {},
): Promise<Standing> {
  await lockBacker(tx, backerId);
  const s = await standingOf(tx, backerId, settings, now, except);
  // A manager confirming a backing (`except`) judges only the amount: the join was checked when made.
  if (except !== undefined) {
    if (s.class && s.limit !== null && s.committed + (body.amount ?? 0) > s.limit) throw limitExceeded({ ...s, limit: s.limit });
    return s;
  }
  if (!s.class) throw new AppError(400, 'classification_required');
  if (testApplies(settings, s.class) && !attemptCounts(await latestAttempt(tx, backerId), now)) throw new AppError(400, 'knowledge_test_required');
  if ((s.limit !== null || s.riskWarningAbove !== null) && body.amount === undefined)
    throw new AppError(400, 'amount_required_for_limit', { amount: 'amount_required_for_limit' });
  const amount = body.amount ?? 0;
  if (s.limit !== null && s.committed + amount > s.limit) throw limitExceeded({ ...s, limit: s.limit });
  if (s.riskWarningAbove !== null && amount > s.riskWarningAbove && body.acceptRisk !== true)
    throw new AppError(400, 'risk_acceptance_required', { accept_risk: 'risk_acceptance_required' }, { threshold: String(s.riskWarningAbove) });
  return s;
}

/** A join's checks and what they leave on the backing: the reflection period's end, and when the risk was accepted. */
export async function checkJoin(
  tx: Tx,
  settings: RegimeSettings,
  backer: Pick<AuthUser, 'id' | 'timeZone'>,
  body: { amount?: number | undefined; accept_risk?: boolean | undefined },
  now = new Date(),
): Promise<BackingTerms> {
  const s = await checkCommitment(tx, settings, backer.id, { amount: body.amount, acceptRisk: body.accept_risk }, { now });
  const warned = s.riskWarningAbove !== null && (body.amount ?? 0) > s.riskWarningAbove;
  const reflects = settings.regime === 'ecsp' && s.class === 'non_sophisticated';
  return {
    reflectionUntil: reflects ? reflectionEnds(now, backer.timeZone ?? 'UTC', settings.ecsp.reflectionDays) : null,
    riskAcceptedAt: warned ? now : null,
  };
}

/** Records the risk the backer accepted for this backing, once the backing exists. */
export async function recordJoinFacts(tx: Tx, terms: BackingTerms, f: { backerId: string; crowdfundId: string; backingId: string; amount: number | null }) {
  if (!terms.riskAcceptedAt) return;
  await recordBackerFact(tx, {
    companyId: f.backerId,
    kind: 'risk.accepted',
    actorId: f.backerId,
    crowdfundId: f.crowdfundId,
    backingId: f.backingId,
    data: { amount: f.amount, accepted_at: terms.riskAcceptedAt.toISOString() },
  });
}

/**
 * The refusal of a confirmation while the backer may still revoke: the last day of its reflection
 * period in the backer's time zone (the one the period was counted in), and the instant itself.
 */
export async function reflectionRunning(tx: Tx, backerId: string, until: Date): Promise<AppError> {
  const [backer] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, backerId)).limit(1);
  const zone = backer?.timeZone ?? 'UTC';
  return new AppError(400, 'reflection_period_running', undefined, { until: until.toISOString(), date: localDate(until, zone), zone });
}
