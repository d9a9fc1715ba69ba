import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${BaseKey<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** A message of the locale files, plural forms by their base key (`fieldErrors.textTooLong`). */
export type FormMessageKey = Leaves<typeof en>;

export interface FormMessage {
  key: FormMessageKey;
  params?: Record<string, number>;
}

/**
 * Which message a field shows for each kind of zod issue: `required` also covers an empty value,
 * `custom` a refinement's issue. A kind the rule leaves out falls back to `format`, then `required`.
 */
export interface FormFieldRule {
  required: FormMessage;
  tooShort?: FormMessage;
  tooLong?: FormMessage;
  format?: FormMessage;
  custom?: FormMessage;
}

/** A field error as react-hook-form holds it: `type` is the zod issue code, or `server`. */
export interface FieldErrorLike {
  type?: string | number;
  message?: string;
}

/** A server text set with `setError(field, { type: 'server', message })` is shown as is. */
export const SERVER_ERROR_TYPE = 'server';

/** A message of the rule table. */
export const message = (key: FormMessageKey, params?: Record<string, number>): FormMessage => ({ key, params });

/** A free text of `min` (none: any) to `max` characters; blank asks for it with `required`. */
export function textRule(min: number | null, max: number, required: FormMessage = message('validation.required')): FormFieldRule {
  return {
    required,
    ...(min !== null ? { tooShort: message('fieldErrors.textTooShort', { min }) } : {}),
    tooLong: message('fieldErrors.textTooLong', { max }),
  };
}

/** One message for any problem of a non-empty value, `required` for an empty one. */
export function oneMessageRule(required: FormMessage, problem: FormMessage): FormFieldRule {
  return { required, tooShort: problem, tooLong: problem, format: problem, custom: problem };
}

/** A number field within `lower`…`upper`: letters are refused, so are values out of bounds. */
export function numberRule(lower: number, upper: number): FormFieldRule {
  const bounds = message('validation.outOfBounds', { lower, upper });
  return { required: message('validation.required'), format: message('fieldErrors.number'), tooShort: bounds, tooLong: bounds };
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The message of a field's error by its rule: a locale message, or the server's own text as it came. */
export function formFieldMessage(rule: FormFieldRule, error: FieldErrorLike | undefined, value: unknown): FormMessage | { text: string } | undefined {
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
