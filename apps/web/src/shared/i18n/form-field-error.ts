import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_NAME_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EXPERT_IN_MAX,
  INVESTOR_INDUSTRIES_MAX,
  INVESTOR_STAGES_MAX,
  STARTUP_INDUSTRIES_MAX,
  STARTUP_REGIONS_MAX,
  STARTUP_TEXT_MAX,
  STARTUP_TEXT_MIN,
} from '@platform/contract';
import type en from './locales/en.json';
import { SERVER_ERROR_TYPE, type FieldErrorLike, type ValidationKey } from './field-error-text';

type PluralSuffix = 'one' | 'few' | 'many' | 'other';
type BaseKey<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type FieldErrorsKey = `fieldErrors.${BaseKey<keyof typeof en.fieldErrors & string>}`;
export type FormMessageKey = ValidationKey | FieldErrorsKey;

export interface FormMessage {
  key: FormMessageKey;
  params?: Record<string, number>;
}

/** Which message a field shows for each kind of zod issue; `required` also covers an empty value. */
export interface FormFieldRule {
  required: FormMessage;
  tooShort?: FormMessage;
  tooLong?: FormMessage;
  format?: FormMessage;
}

const m = (key: FormMessageKey, params?: Record<string, number>): FormMessage => ({ key, params });
const person = (what: 'name' | 'surname' | 'position'): FormFieldRule => ({
  required: m(`validation.${what}Required`),
  tooShort: m(`validation.${what}TooShort`),
  tooLong: m(`validation.${what}TooLong`),
});
const tooMany = (key: FormMessageKey, count: number): FormFieldRule => ({ required: m('validation.required'), tooLong: m(key, { count }) });

/** A number field within `lower`…`upper`: letters are refused, so are values out of bounds. */
export function numberRule(lower: number, upper: number): FormFieldRule {
  const bounds = m('validation.outOfBounds', { lower, upper });
  return { required: m('validation.required'), format: m('fieldErrors.number'), tooShort: bounds, tooLong: bounds };
}

/**
 * The contract's body schemas validate the profile forms with English texts; the forms show these
 * localised messages instead, chosen by field and by the kind of issue.
 */
export const formFieldRules = {
  company: {
    required: m('validation.companyRequired'),
    tooShort: m('validation.companyTooShort'),
    tooLong: m('validation.companyTooLong', { max: COMPANY_NAME_MAX }),
  },
  website: {
    required: m('validation.websiteRequired'),
    tooShort: m('validation.websiteTooShort'),
    tooLong: m('validation.websiteTooLong'),
    format: m('validation.websiteFormat'),
  },
  description: {
    required: m('validation.descriptionRequired'),
    tooShort: m('validation.descriptionTooShort', { min: DESCRIPTION_MIN }),
    tooLong: m('validation.descriptionTooLong', { max: DESCRIPTION_MAX }),
  },
  phone: {
    required: m('validation.phoneRequired'),
    tooShort: m('validation.phoneTooShort'),
    tooLong: m('validation.phoneTooLong'),
    format: m('validation.phoneFormat'),
  },
  name: person('name'),
  surname: person('surname'),
  position: person('position'),
  expertIn: { required: m('validation.industriesRequired'), tooLong: m('validation.industriesTooMany', { count: EXPERT_IN_MAX }) },
  investorIndustries: tooMany('validation.industriesTooMany', INVESTOR_INDUSTRIES_MAX),
  investorStages: tooMany('fieldErrors.stagesTooMany', INVESTOR_STAGES_MAX),
  startupRegions: tooMany('validation.regionsTooMany', STARTUP_REGIONS_MAX),
  startupIndustries: tooMany('validation.industriesTooMany', STARTUP_INDUSTRIES_MAX),
  startupText: {
    required: m('fieldErrors.textRequired'),
    tooShort: m('fieldErrors.textTooShort', { min: STARTUP_TEXT_MIN }),
    tooLong: m('fieldErrors.textTooLong', { max: STARTUP_TEXT_MAX }),
  },
  date: { required: m('validation.required'), format: m('validation.dateIncorrect') },
  any: { required: m('validation.required'), format: m('fieldErrors.invalid') },
} satisfies Record<string, FormFieldRule>;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The message of a field's error: a locale message, or the server's own text as it came. */
export function formFieldMessage(rule: FormFieldRule, error: FieldErrorLike | undefined, value: unknown): FormMessage | { text: string } | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR_TYPE && error.message) return { text: error.message };
  switch (error.type) {
    case 'too_small':
      return isEmpty(value) ? rule.required : (rule.tooShort ?? rule.required);
    case 'too_big':
      return rule.tooLong ?? rule.format ?? rule.required;
    default:
      return isEmpty(value) ? rule.required : (rule.format ?? rule.required);
  }
}

/** `(rule, error, value) => text` in the interface language. */
export function useFormFieldError() {
  const { t } = useTranslation();
  return useCallback(
    (rule: FormFieldRule, error: FieldErrorLike | undefined, value: unknown): string | undefined => {
      const message = formFieldMessage(rule, error, value);
      if (!message) return undefined;
      return 'text' in message ? message.text : t(message.key, message.params ?? {});
    },
    [t],
  );
}
