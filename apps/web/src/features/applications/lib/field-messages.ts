import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  FEEDBACK_OTHER_MAX,
  FORM_TEXT_MAX,
  FORM_TEXT_MIN,
  FOUNDATION_MULTI_MAX,
  INTERESTING_STARTUPS_MAX,
  MAX_FILES_PER_FIELD,
  OTHER_INFO_MAX,
  PHONE_MAX,
  PHONE_MIN,
  SPECIALIST_MAX,
  emailSchema,
  phoneSchema,
} from '@platform/contract';
import type en from '../../../shared/i18n/locales/en.json';
import type { ValidationKey } from '../../../shared/i18n/field-error-text';
import { SERVER_ERROR_TYPE, type FieldErrorLike } from '../../../shared/i18n/form-field-error';
import type { FeedbackMethod } from './form-values';
import { numberOf } from './form-values';

type PluralSuffix = 'one' | 'few' | 'many' | 'other';
type BaseKey<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
export type ApplicationMessageKey =
  | ValidationKey
  | `fieldErrors.${BaseKey<keyof typeof en.fieldErrors & string>}`
  | `applications.errors.${BaseKey<keyof typeof en.applications.errors & string>}`
  | `crowdfundingView.form.${keyof typeof en.crowdfundingView.form & string}`;

/** A locale message with its numbers, or the server's own text for the field. */
export type ApplicationMessage = { key: ApplicationMessageKey; params?: Record<string, number> } | { text: string };

const m = (key: ApplicationMessageKey, params?: Record<string, number>): ApplicationMessage => ({ key, params });

/** Text bounds of the forms' free-text fields (contract `forms.ts`). */
const textBounds: Record<string, { min: number; max: number }> = {
  conditions_of_deal: { min: FORM_TEXT_MIN, max: FORM_TEXT_MAX },
  costs_and_terms: { min: FORM_TEXT_MIN, max: FORM_TEXT_MAX },
  product_description: { min: FORM_TEXT_MIN, max: FORM_TEXT_MAX },
  goals_and_tasks: { min: FORM_TEXT_MIN, max: FORM_TEXT_MAX },
  terms_of_duedill: { min: FORM_TEXT_MIN, max: FORM_TEXT_MAX },
  need_pilot: { min: FORM_TEXT_MIN, max: FORM_TEXT_MAX },
  similar_case: { min: FORM_TEXT_MIN, max: FORM_TEXT_MAX },
  legal_terms: { min: FORM_TEXT_MIN, max: FORM_TEXT_MAX },
  other_info: { min: FORM_TEXT_MIN, max: OTHER_INFO_MAX },
  specialist: { min: FORM_TEXT_MIN, max: SPECIALIST_MAX },
  interesting_startups: { min: 0, max: INTERESTING_STARTUPS_MAX },
};
const amountFields = new Set(['round_size', 'valuetion', 'value_of_investments', 'need_investment']);
const financeRanges = new Set(['annual_revenue', 'mom_growth', 'monthly_revenue', 'mothly_burn_rate', 'mrr', 'runrate']);
const optionFields = new Set(['goals', 'task_class', 'type_of_due_dill', 'feedback_method']);
const singleFiles = new Set(['unit_economy', 'pitch_presentation', 'financial_model', 'task_file']);
const multiSelects = new Set(['countries', 'industries', 'regions', 'rounds']);

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function textMessage(bounds: { min: number; max: number }, value: unknown): ApplicationMessage {
  const length = typeof value === 'string' ? value.trim().length : 0;
  if (length === 0) return m('fieldErrors.textRequired');
  if (length < bounds.min) return m('fieldErrors.textTooShort', { min: bounds.min });
  return m('fieldErrors.textTooLong', { max: bounds.max });
}

/** An amount of 1 to 100,000,000, told from the typed text itself. */
function amountMessage(value: unknown): ApplicationMessage {
  const number = typeof value === 'string' ? numberOf(value) : undefined;
  if (number === undefined) return m('validation.required');
  if (Number.isNaN(number)) return m('fieldErrors.number');
  if (!Number.isInteger(number)) return m('applications.errors.wholeNumber');
  return m('validation.outOfBounds', { lower: AMOUNT_MIN, upper: AMOUNT_MAX });
}

/** The text of a contact: an e-mail, a phone, or free text of 5 to 100 characters. */
function feedbackMessage(method: FeedbackMethod, value: unknown): ApplicationMessage {
  const text = typeof value === 'string' ? value.trim() : '';
  if (method === 'email') return m(text === '' ? 'validation.emailRequired' : 'validation.emailNotCorrect');
  if (method === 'phone') {
    if (text === '') return m('validation.phoneRequired');
    if (text.length < PHONE_MIN) return m('validation.phoneTooShort');
    if (text.length > PHONE_MAX) return m('validation.phoneTooLong');
    return m('validation.phoneFormat');
  }
  return textMessage({ min: FORM_TEXT_MIN, max: FEEDBACK_OTHER_MAX }, value);
}

/**
 * The message a field of an application form shows for its error. The contract's messages are
 * English, so the form chooses a locale text by field, by the kind of issue and by the value;
 * a text the server answered for the field is shown as it came.
 */
export function applicationFieldMessage(
  path: string,
  error: FieldErrorLike | undefined,
  value: unknown,
  method: FeedbackMethod,
): ApplicationMessage | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR_TYPE && error.message) return { text: error.message };
  const [field = '', part] = path.split('.');
  if (field in textBounds) return textMessage(textBounds[field]!, value);
  // Optional, so only a typed amount is refused: out of bounds, or above the investment maximum.
  if (field === 'min_ticket') return error.type === 'custom' ? m('crowdfundingView.form.minTicketAboveMax') : amountMessage(value);
  if (amountFields.has(field) || financeRanges.has(field)) {
    // A refusal of the pair itself sits on `max`: it is lower than `min`.
    if (part === 'max' && error.type === 'custom') return m('validation.maxLessThanMin');
    if (financeRanges.has(field)) return isBlank(value) ? m('validation.required') : m('fieldErrors.number');
    return amountMessage(value);
  }
  if (optionFields.has(field)) return m('applications.errors.chooseOption');
  if (singleFiles.has(field)) return m('applications.errors.attachFile');
  if (field === 'product_presentation_files') {
    return error.type === 'too_big' ? m('applications.errors.tooManyFiles', { max: MAX_FILES_PER_FIELD }) : m('applications.errors.attachFiles');
  }
  if (multiSelects.has(field)) return m('applications.errors.tooMany', { max: FOUNDATION_MULTI_MAX });
  if (field === 'expire') {
    if (isBlank(value)) return m('validation.required');
    return error.type === 'custom' ? m('validation.datePast') : m('validation.dateIncorrect');
  }
  if (field === 'feedback_value') return feedbackMessage(method, value);
  return isBlank(value) ? m('validation.required') : m('fieldErrors.invalid');
}

/**
 * The contract checks the contact only once every other field passes (a refinement of the whole
 * form), so the form checks it up front too: answers whether the value fits its method.
 */
export function feedbackValid(method: FeedbackMethod, value: string): boolean {
  if (method === 'email') return emailSchema.safeParse(value).success;
  if (method === 'phone') return phoneSchema.safeParse(value).success;
  const length = value.trim().length;
  return length >= FORM_TEXT_MIN && length <= FEEDBACK_OTHER_MAX;
}
