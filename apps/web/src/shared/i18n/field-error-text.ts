import {
  BRIEF_INDUSTRIES_MAX,
  BRIEF_REGIONS_MAX,
  BRIEF_ROUNDS_MAX,
  CODE_LENGTH,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EXPERTISE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@platform/contract';
import type en from './locales/en.json';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** A message of the `validation` section of the locale files. */
export type ValidationKey = `validation.${BaseKey<keyof typeof en.validation & string>}`;

export interface FieldMessage {
  key: ValidationKey;
  params?: Record<string, number>;
}

/** Which message a field shows for each kind of zod issue; `required` also covers empty input. */
export interface FieldRule {
  required: FieldMessage;
  tooShort?: FieldMessage;
  tooLong?: FieldMessage;
  format?: FieldMessage;
  custom?: FieldMessage;
}

const m = (key: ValidationKey, params?: Record<string, number>): FieldMessage => ({ key, params });
const lengthRule = (what: 'name' | 'surname' | 'position' | 'company' | 'phone' | 'website'): FieldRule => ({
  required: m(`validation.${what}Required`),
  tooShort: m(`validation.${what}TooShort`),
  tooLong: m(`validation.${what}TooLong`),
});
const password: FieldRule = {
  required: m('validation.passwordRequired'),
  tooShort: m('validation.passwordTooShort', { min: PASSWORD_MIN }),
  tooLong: m('validation.passwordTooLong', { max: PASSWORD_MAX }),
};
const industries: FieldRule = { required: m('validation.industriesRequired') };

/**
 * The contract's schemas validate the account forms, and their messages are English: the forms
 * show these localised ones instead, chosen by field and by the kind of issue.
 */
export const accountFieldRules = {
  email: {
    required: m('validation.emailRequired'),
    format: m('validation.emailNotCorrect'),
    tooShort: m('validation.emailNotCorrect'),
    tooLong: m('validation.emailNotCorrect'),
  },
  password,
  currentPassword: { required: m('validation.currentPasswordRequired') },
  confirm: { required: m('validation.confirmRequired'), custom: m('validation.passwordsMismatch') },
  code: { required: m('validation.codeRequired'), format: m('validation.codeIncomplete', { length: CODE_LENGTH }) },
  role: { required: m('validation.roleRequired') },
  name: lengthRule('name'),
  surname: lengthRule('surname'),
  position: lengthRule('position'),
  company: lengthRule('company'),
  website: { ...lengthRule('website'), format: m('validation.websiteFormat') },
  description: {
    required: m('validation.descriptionRequired'),
    tooShort: m('validation.descriptionTooShort', { min: DESCRIPTION_MIN }),
    tooLong: m('validation.descriptionTooLong', { max: DESCRIPTION_MAX }),
  },
  phone: { ...lengthRule('phone'), format: m('validation.phoneFormat') },
  country: { required: m('validation.countryRequired') },
  regions: { required: m('validation.regionsRequired'), tooLong: m('validation.regionsTooMany', { count: BRIEF_REGIONS_MAX }) },
  industries: { ...industries, tooLong: m('validation.industriesTooMany', { count: BRIEF_INDUSTRIES_MAX }) },
  expertIn: { ...industries, tooLong: m('validation.industriesTooMany', { count: EXPERTISE_MAX }) },
  rounds: { required: m('validation.roundsRequired'), tooLong: m('validation.roundsTooMany', { count: BRIEF_ROUNDS_MAX }) },
  agreement: { required: m('validation.agreementRequired') },
} satisfies Record<string, FieldRule>;
export type AccountField = keyof typeof accountFieldRules;

/** A field error as react-hook-form holds it: `type` is the zod issue code, or `server`. */
export interface FieldErrorLike {
  type?: string | number;
  message?: string;
}

/** A server text set with `setError(field, { type: 'server', message })` is shown as is. */
export const SERVER_ERROR_TYPE = 'server';

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return Array.isArray(value) && value.length === 0;
}

/** The message for a field's error: a locale message, or the server's own text. */
export function fieldErrorMessage(rule: FieldRule, error: FieldErrorLike | undefined, value: unknown): FieldMessage | { text: string } | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR_TYPE && error.message) return { text: error.message };
  if (isEmpty(value)) return rule.required;
  switch (error.type) {
    case 'too_small':
      return rule.tooShort ?? rule.required;
    case 'too_big':
      return rule.tooLong ?? rule.format ?? rule.required;
    case 'custom':
      return rule.custom ?? rule.format ?? rule.required;
    default:
      return rule.format ?? rule.custom ?? rule.required;
  }
}
