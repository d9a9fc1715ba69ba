import { and, asc, eq } from 'drizzle-orm';
import {
  applicantMoves,
  daysOverdue,
  movesFrom,
  pilotMachines,
  utcToday,
  type Applicant,
  type ApplicantStatus,
  type PilotCard,
  type PilotRun,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, files, pilotApplications, pilotRuns, type pilots, startupProfiles } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { presentFile } from '../files/index.js';
import { pilotAbilities, pilotPolicy, type PilotCaller } from './policy.js';

export type PilotRow = typeof pilots.$inferSelect;
type ApplicationRow = typeof pilotApplications.$inferSelect;
type RunRow = typeof pilotRuns.$inferSelect;

export const pilotNotFound = () => new AppError(404, 'pilot_not_found');
export const applicantNotFound = () => new AppError(404, 'pilot_applicant_not_found');
export const moveRefused = () => new AppError(400, 'status_move_refused');

/** The company name of an account. */
export async function companyName(q: Db | Tx, userId: string): Promise<string> {
  const [c] = await q.select({ name: companies.name }).from(companies).where(eq(companies.userId, userId)).limit(1);
  return c?.name ?? '';
}

export function presentApplication(row: ApplicationRow, moves: ApplicantStatus[] = []) {
  return {
    id: row.id,
    question: row.question,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    decline_reason: row.declineReason,
    decline_text: row.declineText,
    moves,
  };
}

export async function presentRun(q: Db | Tx, row: RunRow): Promise<PilotRun> {
  return {
    id: row.id,
    application_id: row.applicationId,
    startup: { id: row.startupId, name: await companyName(q, row.startupId) },
    kpis: row.kpis,
    decision_owner: row.decisionOwner,
    decision_date: row.decisionDate,
    outcome: row.outcome,
    outcome_note: row.outcomeNote,
    outcome_at: row.outcomeAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    overdue_days: runOverdueDays(row),
  };
}

/** Whole days a run is past its decision date with no outcome, today (UTC). */
export function runOverdueDays(row: Pick<RunRow, 'outcome' | 'decisionDate'>, today = utcToday()): number {
  return row.outcome ? 0 : daysOverdue(row.decisionDate, today);
}

/** The applicants of a pilot, oldest first, with their company card and score, and its owner's moves. */
export async function listApplicants(q: Db | Tx, pilot: PilotRow, runningId: string | null): Promise<Applicant[]> {
  const pilotId = pilot.id;
  const rows = await q
    .select({ a: pilotApplications, name: companies.name, score: startupProfiles.intemaScore, logo: { id: files.id, name: files.name, size: files.size } })
    .from(pilotApplications)
    .leftJoin(companies, eq(companies.userId, pilotApplications.startupId))
    .leftJoin(startupProfiles, eq(startupProfiles.userId, pilotApplications.startupId))
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .where(eq(pilotApplications.pilotId, pilotId))
    .orderBy(asc(pilotApplications.createdAt), asc(pilotApplications.id));
  return rows.map((r) => ({
    ...presentApplication(r.a, applicantMoves(pilot.status, { status: r.a.status, running: r.a.id === runningId })),
    startup: { id: r.a.startupId, name: r.name ?? '', logo: r.logo ? presentFile(r.logo) : null, score: r.score },
  }));
}

/** The card's own fields, as every reader sees them. */
export async function presentCardBase(q: Db | Tx, row: PilotRow, ownerName?: string) {
  return {
    id: row.id,
    name: row.name,
    location: row.countryId,
    industries: row.industries,
    description: row.description,
    requirements: row.requirements,
    terms: row.terms,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    decline_reason: row.declineReason,
    owner: { id: row.ownerId, name: ownerName ?? (await companyName(q, row.ownerId)), role: row.ownerRole },
  };
}

/** The card with the reader's extras: the owner's applicants and run, or the startup's application and run. */
export async function presentCard(q: Db | Tx, row: PilotRow, reader: PilotCaller): Promise<PilotCard> {
  const base = await presentCardBase(q, row);
  const [run] = await q.select().from(pilotRuns).where(eq(pilotRuns.pilotId, row.id)).limit(1);
  if (pilotPolicy.manage(reader, row)) {
    const publishedStatus = row.status === 'new' || row.status === 'active' || row.status === 'archive';
    const applicants = publishedStatus ? await listApplicants(q, row, run?.applicationId ?? null) : [];
    const moves = movesFrom(pilotMachines.owner, row.status);
    const can = pilotAbilities(reader, row, { applied: false, run: run ?? null });
    return { ...base, isReplied: applicants.length > 0, applicants, application: null, run: run ? await presentRun(q, run) : null, moves, can };
  }
  const [own] = await q
    .select()
    .from(pilotApplications)
    .where(and(eq(pilotApplications.pilotId, row.id), eq(pilotApplications.startupId, reader.id)))
    .limit(1);
  return {
    ...base,
    // The owner's moderation notes are its own.
    decline_reason: null,
    isReplied: Boolean(own),
    applicants: [],
    application: own ? presentApplication(own) : null,
    run: run && run.startupId === reader.id ? await presentRun(q, run) : null,
    moves: [],
    // The run a startup sees is its own, but its outcome is the owner's to record.
    can: pilotAbilities(reader, row, { applied: Boolean(own), run: null }),
  };
}
