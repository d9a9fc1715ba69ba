import { ROUND_UPDATE_MAX, ROUND_UPDATE_MIN, roundUpdateBodySchema } from '@platform/contract';
import type { Resolver } from 'react-hook-form';
import { message, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { formResolver } from '@/shared/lib/form-resolver';

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

/** The text checked by the contract's schema (the files' count is the picker's); the form sends its own values. */
export const updateResolver: Resolver<UpdateValues> = formResolver<UpdateValues>(roundUpdateBodySchema.pick({ text: true }), {
  normalise: (values) => ({ text: values.text }),
  keepValues: true,
});
