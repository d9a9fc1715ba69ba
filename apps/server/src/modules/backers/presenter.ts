import { asc, eq, inArray } from 'drizzle-orm';
import { effectiveClass, type Classification, type RegimeSettings } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { backerClassificationFiles, files, type backerClassifications } from '../../db/schema/index.js';
import { presentFile } from '../files/index.js';

type ClassificationRow = typeof backerClassifications.$inferSelect;

/** The thresholds the class is decided on in the regime, for the form to explain before anything is typed. */
export function regimeThresholds(settings: RegimeSettings) {
  if (settings.regime === 'reg_cf') return [{ figure: 'accredited' as const, threshold: 1 }];
  const e = settings.ecsp;
  return [
    { figure: 'own_funds' as const, threshold: e.ownFunds },
    { figure: 'turnover' as const, threshold: e.turnover },
    { figure: 'balance_sheet' as const, threshold: e.balanceSheet },
  ];
}

/** The evidence files of several declarations, in their order, in one query. */
export async function evidenceOf(db: Db | Tx, ids: string[]) {
  if (!ids.length) return new Map<string, ReturnType<typeof presentFile>[]>();
  const rows = await db
    .select({ classificationId: backerClassificationFiles.classificationId, id: files.id, name: files.name, size: files.size })
    .from(backerClassificationFiles)
    .innerJoin(files, eq(files.id, backerClassificationFiles.fileId))
    .where(inArray(backerClassificationFiles.classificationId, ids))
    .orderBy(asc(backerClassificationFiles.position));
  const out = new Map<string, ReturnType<typeof presentFile>[]>();
  for (const r of rows) (out.get(r.classificationId) ?? out.set(r.classificationId, []).get(r.classificationId)!).push(presentFile(r));
  return out;
}

export function presentClassification(row: ClassificationRow, evidence: ReturnType<typeof presentFile>[], now = new Date()): Classification {
  const expired = row.expiresAt <= now;
  return {
    id: row.id,
    company_id: row.companyId,
    regime: row.regime,
    own_funds: row.ownFunds,
    turnover: row.turnover,
    balance_sheet: row.balanceSheet,
    accredited: row.accredited,
    evidence,
    class: row.class,
    criteria: row.criteria,
    review: row.review,
    review_reason: row.reviewReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    effective_class: expired ? null : effectiveClass(row.class, row.review),
    declared_at: row.declaredAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired,
  };
}
