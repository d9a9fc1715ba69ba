import { eq } from 'drizzle-orm';
import {
  expertScoreGroups,
  isStale,
  scoreFields,
  scoreSummary,
  passportClaimKeys,
  type Passport,
  type PassportClaim,
  type PassportClaimKey,
} from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, startupProfiles, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { isStartup } from '../../platform/policy.js';
import { profilePolicy } from './policy.js';
import { profileRecordFor } from './profile-record.js';
import { expertEvidenceOf, pilotEvidenceOf, withdrawnEvidenceOf, type ExpertEvidence, type PilotEvidence, type WithdrawnEvidence } from './evidence.js';

type ProfileRow = typeof startupProfiles.$inferSelect;

/**
 * A profile's claims as it shows them: each group's score from its score fields (contract
 * `scoreSummary`, exact where the stored `real` group columns are not), and the finance figures.
 */
export function claimValues(p: Partial<ProfileRow> | null | undefined): Record<PassportClaimKey, number | null> {
  const summary = scoreSummary(Object.fromEntries(scoreFields.map((f) => [f, p?.[f] ?? null])));
  return {
    team: summary.team,
    management: summary.changeManagement,
    technology: summary.technology,
    business: summary.business,
    annual_revenue: p?.annualRevenue ?? null,
    monthly_revenue: p?.monthlyRevenue ?? null,
    mrr: p?.mrr ?? null,
    mom_growth: p?.momGrowth ?? null,
    monthly_burn_rate: p?.monthlyBurnRate ?? null,
    runrate: p?.runrate ?? null,
  };
}

/** The previous stamps, with `at` on each claim whose value differs between two versions of a profile. */
export function stampChangedClaims(previous: Partial<ProfileRow> | undefined, next: Partial<ProfileRow>, at: Date): Record<string, string> {
  const stamps = { ...(previous?.claimsChangedAt ?? {}) };
  const [before, after] = [claimValues(previous), claimValues(next)];
  for (const key of passportClaimKeys) if (before[key] !== after[key]) stamps[key] = at.toISOString();
  return stamps;
}

const isScoreGroup = (key: PassportClaimKey): key is (typeof expertScoreGroups)[number] => (expertScoreGroups as readonly string[]).includes(key);

type Evidence = { at: Date; claim: Pick<PassportClaim, 'verified_value' | 'source' | 'source_id' | 'verifier' | 'kpis'> };

const fromExpert = (e: ExpertEvidence, value: number): Evidence => ({
  at: e.approvedAt,
  claim: { verified_value: value, source: 'expert', source_id: e.reportId, verifier: e.verifier, kpis: null },
});
const fromPilot = (p: PilotEvidence): Evidence => ({
  at: p.outcomeAt,
  claim: { verified_value: null, source: 'pilot', source_id: p.runId, verifier: p.verifier, kpis: p.kpis.map((k) => ({ ...k, reached: k.reached ?? null })) },
});

/**
 * A group's evidence, the newest winning: the expert's group score; a pilot that was extended or
 * became a contract verifies the technology (the product met the KPIs of a real deployment), and
 * only a contract verifies the business (a sale).
 */
function evidenceFor(key: PassportClaimKey, expert: ExpertEvidence | null, runs: PilotEvidence[]): Evidence | null {
  const found: Evidence[] = [];
  const score = expert && isScoreGroup(key) ? expert.scores[key] : null;
  if (expert && typeof score === 'number') found.push(fromExpert(expert, score));
  const run = key === 'technology' ? runs[0] : key === 'business' ? runs.find((r) => r.outcome === 'commercial_contract') : undefined;
  if (run) found.push(fromPilot(run));
  return found.sort((a, b) => b.at.getTime() - a.at.getTime())[0] ?? null;
}

/**
 * The newest revoked verification of a score group, unless evidence dated after the revocation
 * verifies the group again: a reader learns that an expert once vouched for the claim and no
 * longer does, as the public check of the report's PDF says.
 */
function withdrawalFor(key: PassportClaimKey, withdrawn: WithdrawnEvidence[], evidence: Evidence | null): PassportClaim['withdrawn'] {
  if (!isScoreGroup(key)) return null;
  const last = withdrawn.find((w) => typeof w.scores[key] === 'number');
  if (!last || (evidence && evidence.at.getTime() >= last.revokedAt.getTime())) return null;
  return { report_id: last.reportId, at: last.revokedAt.toISOString() };
}

/** `GET /api/v1/startup/{id}/passport`: each claim of a startup's profile with where it comes from. */
export function createPassportService(db: Db) {
  /** Who reads a passport: as its profile (experts only while working for it), and the startup its own. */
  async function authorize(user: AuthUser, startupId: string) {
    const [row] = await db
      .select({ role: users.role, status: users.status, profile: startupProfiles, companyUpdatedAt: companies.updatedAt })
      .from(users)
      .leftJoin(companies, eq(companies.userId, users.id))
      .leftJoin(startupProfiles, eq(startupProfiles.userId, users.id))
      .where(eq(users.id, startupId))
      .limit(1);
    if (!row || !isStartup(row) || row.status === 'deleted') throw notFound();
    if (!profilePolicy.readPassport(user, await profileRecordFor(db, user, startupId))) throw forbidden();
    return row;
  }

  return {
    async passport(user: AuthUser, startupId: string, now = new Date()): Promise<Passport> {
      const { profile, companyUpdatedAt } = await authorize(user, startupId);
      return { claims: await claimsOf(db, startupId, profile, companyUpdatedAt, now) };
    },
  };
}

/** Each claim of a startup's profile with its evidence, stale or withdrawn as of `now`. */
async function claimsOf(db: Db | Tx, startupId: string, profile: ProfileRow | null, companyUpdatedAt: Date | null, now: Date): Promise<PassportClaim[]> {
  // One after another: a transaction's connection runs one statement at a time.
  const [expert, runs, withdrawn] = [await expertEvidenceOf(db, startupId), await pilotEvidenceOf(db, startupId), await withdrawnEvidenceOf(db, startupId)];
  const self = claimValues(profile);
  const changedFallback = (profile?.updatedAt ?? companyUpdatedAt ?? now).toISOString();
  return passportClaimKeys.map((key): PassportClaim => {
    const evidence = evidenceFor(key, expert, runs);
    const verifiedAt = evidence?.at.toISOString() ?? null;
    return {
      group: key,
      self_value: self[key],
      self_changed_at: self[key] === null ? null : (profile?.claimsChangedAt[key] ?? changedFallback),
      verified_value: null,
      source: 'self',
      source_id: null,
      verifier: null,
      kpis: null,
      ...evidence?.claim,
      verified_at: verifiedAt,
      stale: verifiedAt !== null && isStale(verifiedAt, now),
      withdrawn: withdrawalFor(key, withdrawn, evidence),
    };
  });
}

/**
 * A startup's passport without a reader's check, for the round's key investment information sheet
 * (the app hands it to crowdfunding, which sits below profiles): whoever may read the round reads
 * the claims it states.
 */
export async function passportClaimsOf(db: Db | Tx, startupId: string, now: Date): Promise<PassportClaim[]> {
  const [row] = await db
    .select({ profile: startupProfiles, companyUpdatedAt: companies.updatedAt })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .leftJoin(startupProfiles, eq(startupProfiles.userId, users.id))
    .where(eq(users.id, startupId))
    .limit(1);
  return claimsOf(db, startupId, row?.profile ?? null, row?.companyUpdatedAt ?? null, now);
}
