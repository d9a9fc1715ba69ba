import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { Language, ReportPdf } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, expertDuedills, reports, reportVersions, tickets, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { renderReportPdf } from './pdf.js';
import { presentReport } from './reports.js';

/** What rendering a stored version needs: where the bytes go, and the address printed for checking them. */
export type ReportPdfDeps = { storage: Storage; publicUrl: string };

export type ReportVersionRow = typeof reportVersions.$inferSelect;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const storageKey = (reportId: string, version: number) => `reports/${reportId}-v${version}`;

/** The newest stored version of a report, if any. */
export async function latestVersion(db: Db | Tx, reportId: string): Promise<ReportVersionRow | undefined> {
  const [row] = await db.select().from(reportVersions).where(eq(reportVersions.reportId, reportId)).orderBy(desc(reportVersions.version)).limit(1);
  return row;
}

export const presentPdf = (row: Pick<ReportVersionRow, 'version' | 'sha256'> | undefined | null): ReportPdf | null =>
  row ? { version: row.version, sha256: row.sha256 } : null;

/** The client of a report (its language, time zone and name) and the kind of due diligence asked for. */
async function clientOf(tx: Tx, ticketId: string) {
  const [row] = await tx
    .select({ language: users.language, timeZone: users.timeZone, email: users.email, name: companies.name, form: tickets.form })
    .from(expertDuedills)
    .innerJoin(tickets, eq(tickets.id, expertDuedills.clientTicketId))
    .innerJoin(users, eq(users.id, tickets.ownerId))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(expertDuedills.ticketId, ticketId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Renders the approved report's next version in its client's language and time zone, stores the
 * bytes and records the version with their SHA-256, inside the caller's transaction: the approval
 * (or first download) and its version commit together or not at all. The report row must be
 * locked by the caller, so two renders of one report cannot race. A store that fails refuses the
 * whole change with a 503; bytes stored for a transaction that then rolls back stay unreferenced
 * under a key the next try overwrites.
 */
export async function storeNextVersion(tx: Tx, deps: ReportPdfDeps, reportId: string): Promise<ReportVersionRow> {
  const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  if (!report) throw notFound();
  // One after another: a transaction's connection runs one statement at a time.
  const client = await clientOf(tx, report.ticketId);
  const previous = await latestVersion(tx, reportId);
  const version = (previous?.version ?? 0) + 1;
  const language = client.language as Language;
  const bytes = await renderReportPdf(await presentReport(tx, report), {
    language,
    timeZone: client.timeZone,
    clientName: client.name ?? client.email ?? '',
    typeOfDueDill: (client.form as { type_of_due_dill?: string }).type_of_due_dill ?? '',
    stamp: { version, reportId, verifyUrl: `${deps.publicUrl}/verify` },
  });
  const key = storageKey(reportId, version);
  const temp = path.join(deps.storage.tempDir, `report-${randomUUID()}.pdf`);
  try {
    await writeFile(temp, bytes);
    await deps.storage.putFile(key, temp);
  } catch {
    await rm(temp, { force: true }).catch(() => undefined);
    throw new AppError(503, 'report_pdf_unavailable');
  }
  const [row] = await tx
    .insert(reportVersions)
    .values({ reportId, version, sha256: sha256(bytes), storageKey: key, size: bytes.length, language })
    .returning();
  return row!;
}

/**
 * The stored version to serve for an approved report: the newest one, or, for a report approved
 * before versions were kept, version 1 rendered now. The report row is locked first, so two
 * concurrent first downloads make one version (the second waits and then finds it).
 */
export async function versionToServe(db: Db, deps: ReportPdfDeps, reportId: string): Promise<ReportVersionRow> {
  const existing = await latestVersion(db, reportId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId)).limit(1).for('update');
    return (await latestVersion(tx, reportId)) ?? storeNextVersion(tx, deps, reportId);
  });
}

/** The stored bytes of a version, whole. */
export async function readVersion(storage: Storage, row: ReportVersionRow): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(row.storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
