import { ANSWER_MAX, ANSWER_MIN, QUESTION_MAX, QUESTION_MIN, answerBodySchema, questionBodySchema } from '@platform/contract';
import { message, textRule, type FormFieldRule } from '../../../shared/i18n/form-field-error';

/** One text of a round's questions: the question, an answer, checked by the contract's schema as the server checks it. */
export interface QuestionTextKind {
  schema: typeof questionBodySchema | typeof answerBodySchema;
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

/** The zod issue code of a text by its kind's schema (`too_small`, `too_big`, `custom`), or null when it may be sent. */
export function textIssue(kind: QuestionTextKind, text: string): string | null {
  const parsed = kind.schema.safeParse({ text });
  return parsed.success ? null : (parsed.error.issues[0]?.code ?? 'custom');
}
