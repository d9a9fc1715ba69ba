import { z } from 'zod';
import { languages } from './basics.js';
import { textSchema } from './common.js';
import { expertScoreGroups } from './duediligence-reports.js';
import { atLeast, atMost } from './field-codes.js';

/*
 * Proof, not claims (ours): the startup passport (where each claim of a profile comes from), the
 * pilot decision clock and every owner's pilot track record, due-diligence reports anyone can
 * verify by the SHA-256 of their PDF, and each expert company's record. docs/decisions.md,
 * "The startup passport", says why each rule is as it is.
 */

/** The passport's claims: the four score groups, then the key finance figures (self-reported only). */
export const passportFinanceClaims = ['annual_revenue', 'monthly_revenue', 'mrr', 'mom_growth', 'monthly_burn_rate', 'runrate'] as const;
export const passportClaimKeys = [...expertScoreGroups, ...passportFinanceClaims] as const;
export type PassportClaimKey = (typeof passportClaimKeys)[number];

export const claimSources = ['self', 'expert', 'pilot'] as const;
export type ClaimSource = (typeof claimSources)[number];

/** Evidence older than this many months is stale: shown with its date, no longer a badge. */
export const EVIDENCE_FRESH_MONTHS = 12;

/** True when evidence dated `verifiedAt` (ISO) is older than 12 months at `now`. */
export function isStale(verifiedAt: string, now: Date): boolean {
  const limit = new Date(verifiedAt);
  limit.setUTCMonth(limit.getUTCMonth() + EVIDENCE_FRESH_MONTHS);
  return limit.getTime() <= now.getTime();
}

export const passportClaimSchema = z.object({
  group: z.enum(passportClaimKeys),
  /** The startup's own value (a group's mean score, a finance figure); null while unset. */
  self_value: z.number().nullable(),
  /** When the self-reported value last changed; null while it is empty (nothing reported has no date to show). */
  self_changed_at: z.string().nullable(),
  /** The expert's group score; null for self-reported claims and for pilot evidence (it verifies, it does not score). */
  verified_value: z.number().nullable(),
  source: z.enum(claimSources),
  /** The approved report (expert) or the pilot run (pilot); null for self-reported claims. */
  source_id: z.uuid().nullable(),
  /** The approval date, or the date the pilot's outcome was recorded. */
  verified_at: z.string().nullable(),
  stale: z.boolean(),
  /**
   * An expert verification of this claim that a manager revoked (its report, the day of the
   * revocation), while nothing has verified the claim since; null otherwise (ours).
   */
  withdrawn: z.object({ report_id: z.uuid(), at: z.string() }).nullable(),
  /** Who verified it: the expert company, or the pilot's corporate or investor. */
  verifier: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Pilot evidence: the run's KPIs with their targets and the values reached. */
  kpis: z.array(z.object({ name: z.string(), target: z.string(), reached: z.string().nullable() })).nullable(),
});
export type PassportClaim = z.infer<typeof passportClaimSchema>;
/** `GET /api/v1/startup/{id}/passport`. */
export const passportSchema = z.object({ claims: z.array(passportClaimSchema) });
export type Passport = z.infer<typeof passportSchema>;

export const REVOKE_REASON_MIN = 3;
export const REVOKE_REASON_MAX = 500;
/** `POST /api/v1/manager/reports/{id}/revoke`. */
export const revokeReportBodySchema = z.object({
  reason: textSchema('Give the reason')
    .trim()
    .min(REVOKE_REASON_MIN, atLeast('too_short', REVOKE_REASON_MIN))
    .max(REVOKE_REASON_MAX, atMost('too_long', REVOKE_REASON_MAX)),
});
export type RevokeReportBody = z.infer<typeof revokeReportBodySchema>;

/** The roles that order due diligence on themselves. */
export const dueDiligenceClientRoles = ['startup', 'investor', 'corporate'] as const;

/** `GET /api/v1/reports/verify/{sha256}` takes exactly 64 hex characters (either case). */
export const sha256Schema = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'A fingerprint is 64 hexadecimal characters')
  .transform((s) => s.toLowerCase());
export const verifyParamsSchema = z.object({ sha256: sha256Schema });
/** What the public check answers for a round's key investment information sheet (`round-kiis.ts`). */
export const kiisVerifySchema = z.object({
  round_id: z.uuid(),
  startup: z.string(),
  version: z.number().int(),
  language: z.enum(languages),
  created_at: z.string(),
  /** A newer version replaced this one when false: the terms it states changed since. */
  current: z.boolean(),
});
export type KiisVerify = z.infer<typeof kiisVerifySchema>;
export const verifyAnswerSchema = z.object({
  /** What the fingerprint is of: a due-diligence report, or a round's key investment information sheet (then `kiis` says which). */
  kind: z.enum(['report', 'kiis']),
  valid: z.boolean().describe('An approved, unrevoked report has this fingerprint; for a sheet, always true (a sheet the platform made)'),
  revoked: z.boolean(),
  revoked_at: z.string().nullable(),
  version: z.number().int(),
  approved_at: z.string(),
  expert_company: z.string(),
  /** The client's name when the client is a startup; empty when an investor or a corporate ordered the due diligence on itself. */
  startup: z.string(),
  /** The company the report is on (the due diligence's client) and its role; the name is empty while the company has none. */
  client: z.object({ name: z.string(), role: z.enum(dueDiligenceClientRoles) }),
  /** The sheet's round, version and language, and whether it is still the current version; null for a report. */
  kiis: kiisVerifySchema.nullable(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

/** `GET /api/v1/{corporate|investor}/{companyId}/pilot-record`: counted from recorded data only. */
export const pilotRecordSchema = z.object({
  pilots_started: z.number().int(),
  /** Of the runs whose decision date has passed or that are decided, those decided by the date; null while none. */
  decided_on_time_percent: z.number().nullable(),
  /** Of the decided runs, those that became a commercial contract; null while none is decided. */
  converted_percent: z.number().nullable(),
  /** Median days from a run's start to its recorded outcome, in whole days (rounded); null while none is decided. */
  median_days_to_decision: z.number().int().nullable(),
});
export type PilotRecord = z.infer<typeof pilotRecordSchema>;
export const pilotRecordParamsSchema = z.object({ companyId: z.uuid('Company id is not valid') });

/** Reminders before a running pilot's decision date, in days. */
export const DECISION_REMINDER_DAYS = [7, 1] as const;
/** Whole days a decision is overdue on `today` (UTC yyyy-MM-dd); 0 until the day after the decision date. */
export function daysOverdue(decisionDate: string, today: string): number {
  const days = Math.round((Date.parse(today) - Date.parse(decisionDate)) / 86_400_000);
  return Math.max(0, days);
}

/** Days before its decision date from which a running pilot is "due soon": the week of the first reminder. */
export const DECISION_DUE_SOON_DAYS = DECISION_REMINDER_DAYS[0];
/** A run with no outcome whose decision date is today or within the coming week (UTC yyyy-MM-dd); a date past is overdue instead. */
export function decisionDueSoon(decisionDate: string, decided: boolean, today: string): boolean {
  const days = Math.round((Date.parse(decisionDate) - Date.parse(today)) / 86_400_000);
  return !decided && days >= 0 && days <= DECISION_DUE_SOON_DAYS;
}

/** An expert company's record, for the manager choosing one for a due diligence. */
export const expertRecordSchema = z.object({
  /** Median days from the expert's acceptance to the approved report; null while none is approved. */
  median_days_to_report: z.number().nullable(),
  /** Of the approved reports, those approved without a change request; null while none is approved. */
  approved_first_time_percent: z.number().nullable(),
  meetings_declined: z.number().int(),
});
export type ExpertRecord = z.infer<typeof expertRecordSchema>;
