import { z } from 'zod';
import { offsetPageSchema, textSchema } from './common.js';
import { fileRefSchema } from './users.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

/*
 * Questions and answers on a crowdfunding round (issue 30, item 2): signed-in investors and
 * corporates ask on an active round, the round's startup answers each question once (editable for
 * a day, then marked edited), every signed-in reader of the round reads them newest first, and a
 * manager hides a question or an answer with a reason.
 */

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1000;
/** An answer may be short ("Yes, from Q3.") but not a single character; long enough for a real explanation. */
export const ANSWER_MIN = 2;
export const ANSWER_MAX = 2000;
export const QUESTION_HIDE_REASON_MIN = 3;
export const QUESTION_HIDE_REASON_MAX = 500;
/** How long after answering the startup may still edit its answer. */
export const ANSWER_EDIT_HOURS = 24;
/** Questions a page: a round view shows a few, then "show more". */
export const QUESTION_PAGE = 10;

const boundedText = (min: number, max: number) =>
  textSchema(fieldCode('field_required')).trim().min(min, atLeast('too_short', min)).max(max, atMost('too_long', max));

/** `POST /api/v1/crowdfunding/{id}/questions`. */
export const questionBodySchema = z.object({ text: boundedText(QUESTION_MIN, QUESTION_MAX) });
export type QuestionBody = z.infer<typeof questionBodySchema>;

/** `POST` and `PUT /api/v1/crowdfunding/{id}/questions/{questionId}/answer`. */
export const answerBodySchema = z.object({ text: boundedText(ANSWER_MIN, ANSWER_MAX) });
export type AnswerBody = z.infer<typeof answerBodySchema>;

export const questionHideTargets = ['question', 'answer'] as const;
export type QuestionHideTarget = (typeof questionHideTargets)[number];

/** `POST /api/v1/manager/crowdfunding/{id}/questions/{questionId}/hide`. */
export const questionHideSchema = z.object({
  target: z.enum(questionHideTargets, { error: 'Choose the question or the answer' }),
  reason: boundedText(QUESTION_HIDE_REASON_MIN, QUESTION_HIDE_REASON_MAX),
});
export type QuestionHide = z.infer<typeof questionHideSchema>;

export const questionListQuerySchema = offsetPageSchema(QUESTION_PAGE);

/** A manager's hiding: the reason every reader sees in place of the text, and when. */
export const hiddenMarkSchema = z.object({ reason: z.string(), at: z.string() });
export type HiddenMark = z.infer<typeof hiddenMarkSchema>;

export const roundAnswerSchema = z.object({
  /** Null to everyone but managers once a manager hid it. */
  text: z.string().nullable(),
  answered_at: z.string(),
  /** The startup changed it after answering. */
  edited: z.boolean(),
  hidden: hiddenMarkSchema.nullable(),
});
export type RoundAnswer = z.infer<typeof roundAnswerSchema>;

export const roundQuestionSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  /** Null to everyone but managers once a manager hid it. */
  text: z.string().nullable(),
  hidden: hiddenMarkSchema.nullable(),
  /** The asking company (its account id), as it is called today. */
  asker: z.object({ id: z.uuid(), company_name: z.string(), logo: fileRefSchema.nullable() }),
  answer: roundAnswerSchema.nullable(),
  /** The reader is the round's startup and the question waits for its answer. */
  can_answer: z.boolean(),
  /** The reader is the round's startup and its answer is still within the edit window. */
  can_edit: z.boolean(),
});
export type RoundQuestion = z.infer<typeof roundQuestionSchema>;

export const roundQuestionListSchema = z.object({ questions: z.array(roundQuestionSchema), total: z.number().int() });
export type RoundQuestionList = z.infer<typeof roundQuestionListSchema>;

/** The answer's edit window is open: less than `ANSWER_EDIT_HOURS` since it was first given. */
export function answerEditable(answeredAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(answeredAt).getTime() < ANSWER_EDIT_HOURS * 3_600_000;
}
