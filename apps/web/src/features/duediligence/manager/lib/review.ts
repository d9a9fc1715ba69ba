import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, reportReviewBodySchema, type ReportReviewBody } from '@platform/contract';
import type { FormMessage } from '../../../../shared/i18n/form-field-error';

export type ReviewDecision = ReportReviewBody['decision'];

/**
 * The review body of a decision and the typed comment, or the message the comment field shows: a
 * request for changes needs a comment of 5 to 2000 characters, an approval may leave it out.
 */
export function reviewBody(decision: ReviewDecision, comment: string): { ok: true; body: ReportReviewBody } | { ok: false; message: FormMessage } {
  const trimmed = comment.trim();
  const result = reportReviewBodySchema.safeParse(
    decision === 'approve' ? { decision, ...(trimmed ? { comment: trimmed } : {}) } : { decision, comment: trimmed },
  );
  if (result.success) return { ok: true, body: result.data };
  const issue = result.error.issues[0];
  if (issue?.code === 'too_big') return { ok: false, message: { key: 'fieldErrors.textTooLong', params: { max: REVIEW_COMMENT_MAX } } };
  if (trimmed === '') return { ok: false, message: { key: 'fieldErrors.textRequired' } };
  if (issue?.code === 'too_small') return { ok: false, message: { key: 'fieldErrors.textTooShort', params: { min: REVIEW_COMMENT_MIN } } };
  return { ok: false, message: { key: 'fieldErrors.invalid' } };
}
