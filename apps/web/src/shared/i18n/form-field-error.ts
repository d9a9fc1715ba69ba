import { useCallback } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { TFunction } from 'i18next';
import type en from './locales/en.json';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${BaseKey<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** A message of the locale files, plural forms by their base key (without `_one`, `_other`). */
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
  /**
   * The message the value itself tells, for an issue that names no bound (a type, a format, a
   * refinement): zod says `invalid_type` both for a typed amount that is no number and for one
   * with a fraction, and a field checked as a whole (the contact) has one `custom` issue for any
   * problem. `undefined` leaves the choice to the kind of issue.
   */
  byValue?: (value: unknown) => FormMessage | undefined;
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

/** One message for any problem of a non-empty value, `required` for an empty one. */
export function oneMessageRule(required: FormMessage, problem: FormMessage): FormFieldRule {
  return { required, tooShort: problem, tooLong: problem, format: problem, custom: problem };
}

/**
 * A number typed as text and read by the form's own `read` (as its body reads it): an issue of
 * its type is `number` for text that is no number, `whole` for a fraction; a bound missed, or any
 * other issue of a whole number, is `bounds`, or `custom` for a refinement with its own message
 * (a range's end below its start, say).
 */
export function typedNumberRule(
  read: (text: string) => number | undefined,
  words: { number: FormMessage; whole: FormMessage; bounds: FormMessage; custom?: FormMessage; required?: FormMessage },
): FormFieldRule {
  const { number, whole, bounds, custom = bounds, required = message('validation.required') } = words;
  return {
    ...oneMessageRule(required, bounds),
    custom,
    byValue: (value) => {
      const typed = typeof value === 'string' ? read(value) : undefined;
      if (typed === undefined) return undefined;
      if (Number.isNaN(typed)) return number;
      return Number.isInteger(typed) ? undefined : whole;
    },
  };
}

/**
 * A text checked as a whole, whose one issue (a refinement) does not say which bound it missed:
 * its trimmed length tells `tooShort` from `tooLong`; within `min`…`max` the kind of issue decides.
 */
export function lengthRule(rule: FormFieldRule, min: number, max: number): FormFieldRule {
  return {
    ...rule,
    byValue: (value) => {
      const length = typeof value === 'string' ? value.trim().length : 0;
      if (length < min) return rule.tooShort;
      return length > max ? rule.tooLong : undefined;
    },
  };
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
      return rule.byValue?.(value) ?? rule.custom ?? rule.format ?? rule.required;
    default:
      return rule.byValue?.(value) ?? rule.format ?? rule.custom ?? rule.required;
  }
}

/** A message's numbers written for the reader: money as money, say. */
export type FormNumberFormat = (value: number) => string;

/**
 * A message in the interface language, its numbers written by `formatNumber` when given, else as
 * they are; a plural's `count` stays a number, since i18next chooses the form by it.
 */
export function formMessageText(t: TFunction, found: FormMessage | { text: string }, formatNumber?: FormNumberFormat): string {
  if ('text' in found) return found.text;
  const params = Object.entries(found.params ?? {}).map(([name, value]) => [name, formatNumber && name !== 'count' ? formatNumber(value) : value]);
  return t(found.key, Object.fromEntries(params) as Record<string, number | string>);
}

/** `(rule, error, value) => text` in the interface language; `formatNumber` writes the messages' numbers (money bounds). */
export function useFormFieldError(formatNumber?: FormNumberFormat) {
  const { t } = useTranslation();
  return useCallback(
    (rule: FormFieldRule, error: FieldErrorLike | undefined, value: unknown): string | undefined => {
      const found = formFieldMessage(rule, error, value);
      return found ? formMessageText(t, found, formatNumber) : undefined;
    },
    [t, formatNumber],
  );
}
