import type { ZodType } from 'zod';
import {
  ANSWER_MAX,
  ANSWER_MIN,
  QUESTION_MAX,
  QUESTION_MIN,
  ROOM_POST_MAX,
  ROOM_POST_MIN,
  answerBodySchema,
  questionBodySchema,
  roomPostBodySchema,
} from '@platform/contract';
import type { Resolver } from 'react-hook-form';
import { message, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { formResolver } from '@/shared/lib/form-resolver';
import { textRule } from '@/shared/i18n/bound-rules';

/**
 * One text a round's readers write (a question, an answer, a post to the backers' room), checked
 * by the contract's schema of its body `{ text }` as the server checks it.
 */
export interface QuestionTextKind {
  schema: ZodType;
  min: number;
  max: number;
  rule: FormFieldRule;
}

const rule = (min: number, max: number): FormFieldRule => ({
  ...textRule(min, max, message('fieldErrors.textRequired')),
  custom: message('fieldErrors.invalid'),
});

export const questionText: QuestionTextKind = { schema: questionBodySchema, min: QUESTION_MIN, max: QUESTION_MAX, rule: rule(QUESTION_MIN, QUESTION_MAX) };
export const answerText: QuestionTextKind = { schema: answerBodySchema, min: ANSWER_MIN, max: ANSWER_MAX, rule: rule(ANSWER_MIN, ANSWER_MAX) };
export const roomPostText: QuestionTextKind = { schema: roomPostBodySchema, min: ROOM_POST_MIN, max: ROOM_POST_MAX, rule: rule(ROOM_POST_MIN, ROOM_POST_MAX) };

/** A text checked by its kind's schema; the form sends the text as written (trimmed on send). */
export const textResolver = (kind: QuestionTextKind): Resolver<{ text: string }> => formResolver<{ text: string }>(kind.schema, { keepValues: true });
