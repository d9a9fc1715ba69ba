import {
  BLOCK_REASON_MAX,
  BLOCK_REASON_MIN,
  NAME_PART_MAX,
  NOTE_MAX,
  RECOMMENDATION_TEXT_MAX,
  RECOMMENDATION_TEXT_MIN,
  RECOMMENDATION_TITLE_MAX,
  RECOMMENDATION_TITLE_MIN,
  type ManagerCreateBody,
} from '@platform/contract';
import type { FormFieldRule } from '@/shared/i18n/form-field-error';

const lengths = (min: number | null, max: number): FormFieldRule => ({
  required: { key: 'validation.required' },
  ...(min !== null ? { tooShort: { key: 'fieldErrors.textTooShort', params: { min } } } : {}),
  tooLong: { key: 'fieldErrors.textTooLong', params: { max } },
});

/**
 * The back office's forms validate with the contract's schemas, whose messages are English: the
 * fields show these localised ones, chosen by the kind of issue (`formFieldMessage`).
 */
export const backofficeFieldRules = {
  reason: lengths(BLOCK_REASON_MIN, BLOCK_REASON_MAX),
  title: lengths(RECOMMENDATION_TITLE_MIN, RECOMMENDATION_TITLE_MAX),
  text: lengths(RECOMMENDATION_TEXT_MIN, RECOMMENDATION_TEXT_MAX),
  note: lengths(null, NOTE_MAX),
  email: { required: { key: 'validation.emailRequired' }, format: { key: 'validation.emailNotCorrect' }, tooLong: { key: 'validation.emailNotCorrect' } },
  first_name: { required: { key: 'validation.nameRequired' }, tooLong: { key: 'fieldErrors.textTooLong', params: { max: NAME_PART_MAX } } },
  last_name: { required: { key: 'validation.surnameRequired' }, tooLong: { key: 'fieldErrors.textTooLong', params: { max: NAME_PART_MAX } } },
} satisfies Record<string, FormFieldRule>;

/** The "add manager" form's fields, in the order a server refusal is looked for. */
export const managerFields = ['email', 'first_name', 'last_name', 'language'] as const satisfies readonly (keyof ManagerCreateBody)[];

export const emptyManager: ManagerCreateBody = { email: '', first_name: '', last_name: '', language: 'en' };
