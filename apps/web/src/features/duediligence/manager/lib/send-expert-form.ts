import { AMOUNT_MAX, EXPERT_FEE_MIN, EXPERT_TIMELINE_MAX, EXPERT_TIMELINE_MIN } from '@platform/contract';
import { type FieldErrorLike, formFieldMessage, numberRule, type FormFieldRule, type FormMessage } from '../../../../shared/i18n/form-field-error';

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
    companyId,
    timeline: values.timeline,
    start_date: values.start_date ?? '',
    fee: feeNumber(values.fee),
    expire: values.expire ?? '',
  };
}

const m = (key: FormMessage['key'], params?: Record<string, number>): FormMessage => ({ key, params });
const date: FormFieldRule = { required: m('validation.required'), format: m('validation.dateIncorrect') };

/** Which localised message each field shows for a zod issue of the contract's (English) schema. */
export const sendExpertRules: Record<SendExpertField, FormFieldRule> = {
  timeline: {
    required: m('validation.required'),
    tooShort: m('fieldErrors.textTooShort', { min: EXPERT_TIMELINE_MIN }),
    tooLong: m('fieldErrors.textTooLong', { max: EXPERT_TIMELINE_MAX }),
  },
  start_date: date,
  fee: numberRule(EXPERT_FEE_MIN, AMOUNT_MAX),
  expire: date,
};

/**
 * The message of a field's error. Two issues the generic rule would word wrongly: a fee with a
 * fraction (a whole number is wanted) and an expiry before today (the date itself is fine).
 */
export function sendExpertMessage(field: SendExpertField, error: FieldErrorLike | undefined, value: unknown): FormMessage | { text: string } | undefined {
  if (!error) return undefined;
  const empty = value === null || (typeof value === 'string' && value.trim() === '');
  if (!empty && field === 'fee' && error.type === 'invalid_type' && Number.isFinite(feeNumber(String(value)))) return m('fieldErrors.wholeNumber');
  if (!empty && field === 'expire' && error.type === 'custom') return m('validation.datePast');
  return formFieldMessage(sendExpertRules[field], error, value);
}
