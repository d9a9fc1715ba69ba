import { PILOT_QUESTION_MAX, PILOT_QUESTION_MIN } from '@platform/contract';

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
 * The question's message: the contract's (and the server's) two English length texts become locale
 * keys; any other server text is shown as it came.
 */
export function questionMessage(
  text: string | undefined,
): { key: 'pilotsStartup.apply.tooShort' | 'pilotsStartup.apply.tooLong'; min: number; max: number } | { text: string } | undefined {
  if (!text) return undefined;
  if (text === `At least ${PILOT_QUESTION_MIN} characters`) return { key: 'pilotsStartup.apply.tooShort', min: PILOT_QUESTION_MIN, max: PILOT_QUESTION_MAX };
  if (text === `At most ${PILOT_QUESTION_MAX} characters`) return { key: 'pilotsStartup.apply.tooLong', min: PILOT_QUESTION_MIN, max: PILOT_QUESTION_MAX };
  return { text };
}
