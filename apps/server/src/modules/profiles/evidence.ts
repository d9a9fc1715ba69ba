import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExpertScores, PilotOutcome } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, expertDuedills, pilotRuns, pilots, reports, startupProfiles, tickets, users } from '../../db/schema/index.js';
import type { PilotKpi } from '../../db/schema/pilots.js';
import { isStartup } from '../../platform/policy.js';

const clientTicket = alias(tickets, 'evidence_client_ticket');
const expertCompany = alias(companies, 'evidence_expert_company');
const ownerCompany = alias(companies, 'evidence_owner_company');

export type ExpertEvidence = { reportId: string; approvedAt: Date; scores: ExpertScores; verifier: { id: string; name: string } };
export type WithdrawnEvidence = { reportId: string; revokedAt: Date; scores: ExpertScores };
export type PilotEvidence = { runId: string; outcome: PilotOutcome; outcomeAt: Date; kpis: PilotKpi[]; verifier: { id: string; name: string } };

/** Outcomes that verify a claim: the product met a corporate's KPIs in a real deployment (extended), or was bought. */
const verifyingOutcomes: PilotOutcome[] = ['commercial_contract', 'extended'];

/**
 * The newest expert evidence of a startup: an approved, unrevoked report with scores that the
 * startup shares on its profile, on a due diligence of one of its own applications. An unshared
 * report verifies nothing: the startup decides what its profile shows.
 */
export async function expertEvidenceOf(db: Db | Tx, startupId: string): Promise<ExpertEvidence | null> {
  const [row] = await db
    .select({ id: reports.id, approvedAt: reports.approvedAt, scores: reports.scores, expertId: tickets.ownerId, expert: expertCompany.name })
    .from(reports)
    .innerJoin(expertDuedills, eq(expertDuedills.ticketId, reports.ticketId))
    .innerJoin(clientTicket, eq(clientTicket.id, expertDuedills.clientTicketId))
    .innerJoin(tickets, eq(tickets.id, reports.ticketId))
    .leftJoin(expertCompany, eq(expertCompany.userId, tickets.ownerId))
    .where(
      and(
        eq(clientTicket.ownerId, startupId),
        eq(reports.status, 'approved'),
        isNull(reports.revokedAt),
        isNotNull(reports.sharedAt),
        isNotNull(reports.approvedAt),
        isNotNull(reports.scores),
      ),
    )
    .orderBy(desc(reports.approvedAt), desc(reports.id))
    .limit(1);
  if (!row?.approvedAt || !row.scores) return null;
  return { reportId: row.id, approvedAt: row.approvedAt, scores: row.scores, verifier: { id: row.expertId, name: row.expert ?? '' } };
}

/**
 * The expert evidence a manager took back: revoked reports with scores that the startup was
 * sharing when the approval was revoked (a revocation keeps `shared_at` for this), newest
 * revocation first. A report never shared verified nothing, so its revocation leaves no trace.
 */
export async function withdrawnEvidenceOf(db: Db | Tx, startupId: string): Promise<WithdrawnEvidence[]> {
  const rows = await db
    .select({ id: reports.id, revokedAt: reports.revokedAt, scores: reports.scores })
    .from(reports)
    .innerJoin(expertDuedills, eq(expertDuedills.ticketId, reports.ticketId))
    .innerJoin(clientTicket, eq(clientTicket.id, expertDuedills.clientTicketId))
    .where(and(eq(clientTicket.ownerId, startupId), isNotNull(reports.revokedAt), isNotNull(reports.sharedAt), isNotNull(reports.scores)))
    .orderBy(desc(reports.revokedAt), desc(reports.id));
  return rows.map((r) => ({ reportId: r.id, revokedAt: r.revokedAt!, scores: r.scores! }));
}

/** The startup's pilot runs with a verifying outcome, newest outcome first. */
export async function pilotEvidenceOf(db: Db | Tx, startupId: string): Promise<PilotEvidence[]> {
  const rows = await db
    .select({ run: pilotRuns, ownerId: pilots.ownerId, owner: ownerCompany.name })
    .from(pilotRuns)
    .innerJoin(pilots, eq(pilots.id, pilotRuns.pilotId))
    .leftJoin(ownerCompany, eq(ownerCompany.userId, pilots.ownerId))
    .where(and(eq(pilotRuns.startupId, startupId), inArray(pilotRuns.outcome, verifyingOutcomes), isNotNull(pilotRuns.outcomeAt)))
    .orderBy(desc(pilotRuns.outcomeAt), desc(pilotRuns.id));
  return rows.map((r) => ({
    runId: r.run.id,
    outcome: r.run.outcome!,
    outcomeAt: r.run.outcomeAt!,
    kpis: r.run.kpis,
    verifier: { id: r.ownerId, name: r.owner ?? '' },
  }));
}

/** The overall score of an expert's group scores: the mean of those set, one decimal (as the contract's `scoreSummary`). */
export function overallOf(scores: ExpertScores): number | null {
  const set = Object.values(scores).filter((v): v is number => typeof v === 'number');
  return set.length ? Math.round((set.reduce((a, b) => a + b, 0) / set.length) * 10) / 10 : null;
}

/**
 * Keeps the profile's evidence columns (the list's "verified" filter and column) in step with the
 * evidence: called in the transaction of every change to it (a report shared, withdrawn or
 * revoked, a pilot outcome recorded, the demo seed).
 */
export async function refreshVerification(tx: Tx, startupId: string): Promise<void> {
  // Investors and corporates order due diligence too; only a startup has a passport.
  const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, startupId)).limit(1);
  if (!isStartup(account)) return;
  const expert = await expertEvidenceOf(tx, startupId);
  const runs = await pilotEvidenceOf(tx, startupId);
  const values = {
    expertVerifiedAt: expert?.approvedAt ?? null,
    pilotVerifiedAt: runs[0]?.outcomeAt ?? null,
    verifiedScore: expert ? overallOf(expert.scores) : null,
  };
  // A startup that never saved its profile has no row yet; its evidence still counts in the list.
  await tx
    .insert(startupProfiles)
    .values({ userId: startupId, ...values })
    .onConflictDoUpdate({ target: startupProfiles.userId, set: values });
}
