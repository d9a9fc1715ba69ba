import { z } from 'zod';
import { offsetPageSchema, textSchema } from './common.js';
import { MAX_FILES_PER_FIELD } from './files.js';
import { scoreValueSchema } from './scoring.js';
import type { ExpertTicketStatus } from './tickets.js';
import { fileRefSchema } from './users.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

/**
 * The due-diligence report (spec part 1, sections 4 and 7; DOMAIN.md "Due diligence"): what the
 * expert writes, the manager's review, and what the client and the startup's profile read.
 */

export const REPORT_TEXT_MAX = 5000;
export const REPORT_ARTIFACT_MAX = 300;
export const REPORT_ARTIFACTS_MAX = 20;
export const REPORT_FILES_MAX = MAX_FILES_PER_FIELD;
export const REVIEW_COMMENT_MIN = 5;
export const REVIEW_COMMENT_MAX = 2000;

const text = (min: number, max: number) => textSchema(fieldCode('field_required')).trim().min(min, atLeast('too_short', min)).max(max, atMost('too_long', max));
const longText = textSchema().trim().max(REPORT_TEXT_MAX, atMost('too_long', REPORT_TEXT_MAX));

export const reportStatuses = ['empty', 'saved', 'under_review', 'approved', 'cancel'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** The expert ticket statuses in which the report tab shows the report (spec part 2, section 4). */
export const reportVisibleStatuses: readonly ExpertTicketStatus[] = ['due_in_due', 'due_accept_work', 'due_change_req', 'due_success', 'due_cancel'];
/** Statuses in which the expert may write and submit the report. */
export const reportEditableStatuses: readonly ExpertTicketStatus[] = ['due_in_due', 'due_change_req'];

/** The expert's scores of a startup client, one per self-scoring group. */
export const expertScoresSchema = z.object({
  team: scoreValueSchema.nullable(),
  management: scoreValueSchema.nullable(),
  technology: scoreValueSchema.nullable(),
  business: scoreValueSchema.nullable(),
});
export type ExpertScores = z.infer<typeof expertScoresSchema>;
export const expertScoreGroups = ['team', 'management', 'technology', 'business'] as const;

/** The report's content as the expert writes it; a draft may leave fields empty. */
export const reportContentSchema = z.object({
  method: longText,
  artifacts: z.array(text(1, REPORT_ARTIFACT_MAX)).max(REPORT_ARTIFACTS_MAX, atMost('too_many_artifacts', REPORT_ARTIFACTS_MAX)),
  conclusion: longText,
  risks: longText,
  recommendations: longText,
  files: z
    .array(z.object({ id: z.uuid() }, fieldCode('attach_file')))
    .max(REPORT_FILES_MAX, atMost('too_many_files', REPORT_FILES_MAX))
    .refine((files) => new Set(files.map((f) => f.id)).size === files.length, fieldCode('attach_each_file_once')),
  scores: expertScoresSchema.nullable(),
});
export type ReportContent = z.infer<typeof reportContentSchema>;

/** `PUT /api/v1/expert/report/{appId}` (ours): `submit` sends it for review, else it is a draft. */
export const reportSaveBodySchema = reportContentSchema.extend({ submit: z.boolean().default(false) });
export type ReportSaveBody = z.infer<typeof reportSaveBodySchema>;

/** What a submitted report must hold: every text, and the four scores when the client is a startup. */
export function missingForSubmit(content: ReportContent, clientIsStartup: boolean): string[] {
  const missing: string[] = [];
  for (const field of ['method', 'conclusion', 'risks', 'recommendations'] as const) if (content[field].trim() === '') missing.push(field);
  if (content.artifacts.length === 0) missing.push('artifacts');
  if (clientIsStartup && (!content.scores || expertScoreGroups.some((g) => content.scores![g] === null))) missing.push('scores');
  return missing;
}

/** `POST /api/v1/manager/expert-tickets/{id}/review`: approve, or ask for changes with a comment. */
export const reportReviewBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('approve'),
      comment: textSchema().trim().max(REVIEW_COMMENT_MAX, atMost('too_long', REVIEW_COMMENT_MAX)).optional(),
    }),
    z.object({ decision: z.literal('request_changes'), comment: text(REVIEW_COMMENT_MIN, REVIEW_COMMENT_MAX) }),
  ],
  fieldCode('choose_approve_or_changes'),
);
export type ReportReviewBody = z.infer<typeof reportReviewBodySchema>;

/**
 * The approved report's PDF as stored at approval: its version and the SHA-256 (lower-case hex) of
 * the file's exact bytes, which `/verify` and `sha256sum` check. Null before approval, and for a
 * report approved before versions were kept until its first download renders version 1.
 */
export const reportPdfSchema = z.object({ version: z.number().int(), sha256: z.string() });
export type ReportPdf = z.infer<typeof reportPdfSchema>;

/** The report in full: the expert's page, the manager's review, and the client once approved. */
const revokedSchema = z.object({ at: z.string(), reason: z.string() }).nullable();

export const reportSchema = z.object({
  id: z.uuid(),
  status: z.enum(reportStatuses),
  last_edit: z.string(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  method: z.string(),
  artifacts: z.array(z.string()),
  conclusion: z.string(),
  risks: z.string(),
  recommendations: z.string(),
  files: z.array(fileRefSchema),
  scores: expertScoresSchema.nullable(),
  /** The manager's last request for changes, while it is open. */
  change_request: z.string().nullable(),
  expert_company: z.object({ id: z.uuid(), name: z.string() }),
  /** A manager withdrew the approval (ours): when and why; null while it stands. */
  revoked: revokedSchema,
  pdf: reportPdfSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** `GET /api/v1/expert/report/{appId}` (spec): the status, the report's id and last edit, and its content (ours). */
export const expertReportResponseSchema = z.object({
  status: z.enum(reportStatuses),
  report: z.object({ id: z.uuid(), last_edit: z.string() }).nullable(),
  content: reportSchema.nullable(),
  client_is_startup: z.boolean(),
  editable: z.boolean(),
});
export type ExpertReportResponse = z.infer<typeof expertReportResponseSchema>;

/** A report a startup shares on its profile (ours). */
export const sharedReportSchema = z.object({
  id: z.uuid(),
  approved_at: z.string(),
  expert_company: z.string(),
  conclusion: z.string(),
  scores: expertScoresSchema.nullable(),
  revoked: revokedSchema,
  pdf: reportPdfSchema.nullable(),
  /** Approved more than 12 months ago (`EVIDENCE_FRESH_MONTHS`): shown with its date, no longer verifying the profile. */
  stale: z.boolean(),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;
export const shareReportBodySchema = z.object({ shared: z.boolean(fieldCode('choose_share')) });
export const reportIdParamsSchema = z.object({ id: z.uuid(fieldCode('report_id_unknown')) });
export const appIdParamsSchema = z.object({ appId: z.uuid(fieldCode('ticket_not_found')) });

/** `GET /api/v1/manager/reports`: reports under review, oldest submission first. */
export const reportQueueQuerySchema = offsetPageSchema();
export const reportQueueItemSchema = z.object({
  report_id: z.uuid(),
  ticket_id: z.uuid(),
  client_ticket_id: z.uuid(),
  expert_company: z.object({ id: z.uuid(), name: z.string() }),
  client: z.object({ id: z.uuid(), name: z.string(), role: z.string() }),
  submitted_at: z.string(),
  resubmission: z.boolean(),
});
export const reportQueueSchema = z.object({ reports: z.array(reportQueueItemSchema), total: z.number().int() });

/** The client's view of the due-diligence result: the approved report, once there is one. */
export const clientReportSchema = z.object({ report: reportSchema.nullable() });

/** `GET /api/v1/startup/reports`: a startup's approved reports, each shared on its profile or not. */
export const ownReportSchema = sharedReportSchema.extend({ shared: z.boolean(), ticket_id: z.uuid() });
export const ownReportListSchema = z.object({ reports: z.array(ownReportSchema) });
/** `GET /api/v1/startup/{id}/reports`: the reports a startup shares on its profile, newest first. */
export const sharedReportListSchema = z.object({ reports: z.array(sharedReportSchema) });
