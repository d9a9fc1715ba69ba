import { and, eq, isNotNull, notExists } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { reports, reportVersions } from '../db/schema/index.js';
import { storeNextVersion, type ReportPdfDeps } from '../modules/duediligence/index.js';

/**
 * The seeded approved reports were written straight to their table, so none was rendered at an
 * approval. With the store at hand, each gets its version 1 here, as an approval would have made
 * it, so `/verify` knows them at once. Without it (a migration step that seeds, with no store),
 * the first download renders version 1 instead.
 */
export async function seedDemoReportVersions(tx: Tx, pdf: ReportPdfDeps | undefined): Promise<number> {
  if (!pdf) return 0;
  const approved = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(isNotNull(reports.approvedAt), notExists(tx.select({ one: reportVersions.id }).from(reportVersions).where(eq(reportVersions.reportId, reports.id)))),
    )
    .orderBy(reports.approvedAt);
  for (const { id } of approved) await storeNextVersion(tx, pdf, id);
  return approved.length;
}
