import { ROUND_UPDATE_MAX, ROUND_UPDATE_MIN, roundUpdateBodySchema } from '@platform/contract';
import { message, type FormFieldRule } from '@/shared/i18n/form-field-error';

export interface UpdateValues {
  text: string;
  files: File[];
  /** The quarterly report after the round (offered only when the round has reporting). */
  report?: boolean;
}
export const emptyUpdate: UpdateValues = { text: '', files: [], report: false };

/** The text's messages: blank, shorter than 10 or longer than 5000 characters once trimmed. */
export const updateTextRule: FormFieldRule = {
  required: message('crowdfundingView.updates.required'),
  tooShort: message('crowdfundingView.updates.tooShort', { min: ROUND_UPDATE_MIN }),
  tooLong: message('crowdfundingView.updates.tooLong', { max: ROUND_UPDATE_MAX }),
};

/** The zod issue of the text, checked by the contract's schema (files stand in as ids, their count is the picker's), or null. */
export function updateIssue(values: UpdateValues): string | null {
  const parsed = roundUpdateBodySchema.safeParse({ text: values.text, files: [] });
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => issue.path[0] === 'text')?.code ?? 'custom';
}
