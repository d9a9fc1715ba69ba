import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { crowdfundChanges, crowdfunds } from '../db/schema/index.js';
import { storeKiisVersion } from '../modules/crowdfunding/index.js';
import { passportClaimsOf } from '../modules/profiles/index.js';

type RoundRow = typeof crowdfunds.$inferSelect;

/** A change's fields by their API names, as the round's columns. */
function asColumns(fields: Record<string, unknown>): Partial<RoundRow> {
  const columns: Partial<RoundRow> = {};
  if (fields.investment_min !== undefined) columns.investmentMin = Number(fields.investment_min);
  if (fields.investment_max !== undefined) columns.investmentMax = Number(fields.investment_max);
  if (fields.conditions_of_deal !== undefined) columns.conditionsOfDeal = String(fields.conditions_of_deal);
  if (fields.expire !== undefined) columns.expire = String(fields.expire);
  return columns;
}

/**
 * The demo startup's own round has the two sheets its story implies: version 1 made when a manager
 * opened it, stating the terms before the change (`demo-round-terms.ts`), and version 2 made with
 * the change. The sheets are made the way the server makes them, so their fingerprints verify.
 */
export async function seedDemoRoundKiis(tx: Tx, ownRoundId: string, publicUrl: string): Promise<void> {
  const [round] = await tx.select().from(crowdfunds).where(eq(crowdfunds.id, ownRoundId)).limit(1);
  if (!round || round.status !== 'active') return;
  const [change] = await tx
    .select()
    .from(crowdfundChanges)
    .where(and(eq(crowdfundChanges.crowdfundId, ownRoundId), eq(crowdfundChanges.kind, 'terms')))
    .orderBy(asc(crowdfundChanges.createdAt))
    .limit(1);
  const ports = { passportOf: passportClaimsOf, publicUrl };
  const opened = round.moderatedAt ?? round.createdAt;
  if (!change) {
    await storeKiisVersion(tx, ports, ownRoundId, opened);
    return;
  }
  await storeKiisVersion(tx, ports, ownRoundId, opened, asColumns(change.before));
  await storeKiisVersion(tx, ports, ownRoundId, change.createdAt);
}
