import { AMOUNT_MAX, EXPERT_FEE_MIN, EXPERT_TIMELINE_MAX, EXPERT_TIMELINE_MIN } from '@platform/contract';
import { message, typedNumberRule, type FormFieldRule } from '@/shared/i18n/form-field-error';

/** The send-to-expert form as its inputs hold it: text as typed, dates as `yyyy-MM-dd` or none. */
export interface SendExpertValues {
  timeline: string;
  start_date: string | null;
  fee: string;
  expire: string | null;
}
export type SendExpertField = keyof SendExpertValues;
export const sendExpertFields: readonly SendExpertField[] = ['timeline', 'start_date', 'fee', 'expire'];

export const emptySendExpertValues: SendExpertValues = { timeline: '', start_date: null, fee: '', expire: null };

/** A typed amount as the body's number: blank is missing (the schema says "required"), a comma is a decimal point. */
export function feeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** The body `sendToExpertBodySchema` checks and the server receives. */
export function sendExpertBody(values: SendExpertValues, companyId: string) {
  return {
    company_id: companyId,
    timeline: values.timeline,
    start_date: values.start_date ?? '',
    fee: feeNumber(values.fee),
    expire: values.expire ?? '',
  };
}

const required = message('validation.required');
const date: FormFieldRule = { required, format: message('validation.dateIncorrect') };

/** Which localised message each field shows for a zod issue of the contract's (English) schema. */
export const sendExpertRules: Record<SendExpertField, FormFieldRule> = {
  timeline: {
    required,
    tooShort: message('fieldErrors.textTooShort', { min: EXPERT_TIMELINE_MIN }),
    tooLong: message('fieldErrors.textTooLong', { max: EXPERT_TIMELINE_MAX }),
  },
  start_date: date,
  // A fee is a whole amount: the typed text tells "no number" from "not whole".
  fee: typedNumberRule(feeNumber, {
    number: message('fieldErrors.number'),
    whole: message('fieldErrors.wholeNumber'),
    bounds: message('validation.outOfBounds', { lower: EXPERT_FEE_MIN, upper: AMOUNT_MAX }),
  }),
  // The expiry's refinement is "not before today": the date itself is fine.
  expire: { ...date, custom: message('validation.datePast') },
};
