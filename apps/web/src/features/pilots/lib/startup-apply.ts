import { PILOT_QUESTION_MAX, PILOT_QUESTION_MIN } from '@platform/contract';
import { message, type FormFieldRule } from '@/shared/i18n/form-field-error';

/** The apply dialog's one field as it holds it. */
export interface ApplyValues {
  question: string;
}
export const emptyApply: ApplyValues = { question: '' };

/** The body's question: blank is no question (null); the rest trimmed, as the server takes it. */
export function applyBody(values: ApplyValues): { question: string | null } {
  const question = values.question.trim();
  return { question: question === '' ? null : question };
}

/**
 * The question's messages by the kind of zod issue; it is optional, so a blank one has none. A text
 * the server answered for the field is shown as it came.
 */
export const questionRule: FormFieldRule = {
  required: message('validation.required'),
  tooShort: message('pilotsStartup.apply.tooShort', { min: PILOT_QUESTION_MIN, max: PILOT_QUESTION_MAX }),
  tooLong: message('pilotsStartup.apply.tooLong', { min: PILOT_QUESTION_MIN, max: PILOT_QUESTION_MAX }),
};
