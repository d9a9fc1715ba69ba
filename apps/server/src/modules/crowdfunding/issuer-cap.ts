import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { issuerRoom, type RegimeSettings } from '@platform/contract';
import type { Tx } from '../../db/client.js';
import { crowdfunds } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';

/**
 * The issuer cap (Reg CF 17 CFR 227.100(a)(1), ECSP art. 1(2)(c)): what one startup offers in 12
 * months. A running round counts its maximum (it may still raise all of it); a round finished in
 * the window counts what it raised. Called under the round's lock when a round is activated or its
 * maximum raised, and the startup's other rounds are locked with it so two activations at once
 * are judged one after the other.
 */
export async function assertIssuerRoom(tx: Tx, settings: RegimeSettings, round: { id: string; startupId: string }, max: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`issuer-cap:${round.startupId}`}, 0))`);
  const [row] = await tx
    .select({
      counted: sql<string>`coalesce(sum(case when ${crowdfunds.status} = 'active' and ${crowdfunds.expire} >= current_date
        then ${crowdfunds.investmentMax} else ${crowdfunds.currentInvestments} end), 0)`,
    })
    .from(crowdfunds)
    .where(
      and(
        eq(crowdfunds.startupId, round.startupId),
        ne(crowdfunds.id, round.id),
        inArray(crowdfunds.status, ['active', 'finished']),
        sql`${crowdfunds.expire} >= current_date - interval '12 months'`,
      ),
    );
  const counted = Number(row?.counted ?? 0);
  if (counted + max > settings.issuerCap) {
    const remaining = issuerRoom(settings, counted);
    throw new AppError(400, 'issuer_cap_exceeded', undefined, {
      cap: String(settings.issuerCap),
      counted: String(counted),
      remaining: String(remaining),
    });
  }
}
