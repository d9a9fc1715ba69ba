import { ROUND_UPDATE_MAX, ROUND_UPDATE_MIN, roundUpdateBodySchema } from '@platform/contract';

export interface UpdateValues {
  text: string;
  files: File[];
}
export const emptyUpdate: UpdateValues = { text: '', files: [] };

export type UpdateIssue = { key: 'required' } | { key: 'tooShort'; min: number } | { key: 'tooLong'; max: number };

/**
 * The text's problem, checked by the contract's schema (files stand in as ids, their count is the
 * picker's): blank, shorter than 10 or longer than 5000 characters once trimmed.
 */
export function updateIssue(values: UpdateValues): UpdateIssue | null {
  const parsed = roundUpdateBodySchema.safeParse({ text: values.text, files: [] });
  if (parsed.success) return null;
  if (values.text.trim() === '') return { key: 'required' };
  const issue = parsed.error.issues.find((i) => i.path[0] === 'text');
  if (issue?.code === 'too_big') return { key: 'tooLong', max: ROUND_UPDATE_MAX };
  return { key: 'tooShort', min: ROUND_UPDATE_MIN };
}
