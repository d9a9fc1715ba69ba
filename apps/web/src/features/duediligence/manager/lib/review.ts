import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, reportReviewBodySchema, type ReportReviewBody } from '@platform/contract';
import { formFieldMessage, message, type FormMessage } from '@/shared/i18n/form-field-error';
import { textRule } from '@/shared/i18n/bound-rules';

export type ReviewDecision = ReportReviewBody['decision'];

const commentRule = { ...textRule(REVIEW_COMMENT_MIN, REVIEW_COMMENT_MAX, message('fieldErrors.textRequired')), format: message('fieldErrors.invalid') };

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
  const found = formFieldMessage(commentRule, { type: result.error.issues[0]?.code }, trimmed);
  return { ok: false, message: found && 'key' in found ? found : commentRule.required };
}
