import type { Language } from './common.js';
import { errorText, isErrorCode, type ErrorCode } from './errors.js';

/*
 * A schema's refusal of a field is a code of the error catalogue with its numbers, never an
 * English sentence: `fieldCode('too_short', { min: 10 })` is the zod message `too_short:min=10`.
 * The server words it in the caller's language for its `errors` map, the web in the interface's.
 */

/** The numbers and words a refusal is worded with. */
export type FieldCodeParams = Record<string, string | number>;

/** A refusal as a zod message: the code, then its parameters as a query string. */
export function fieldCode(code: ErrorCode, params: FieldCodeParams = {}): string {
  const query = Object.entries(params).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return query.length ? `${code}:${query.join('&')}` : code;
}

/** A value, text or list over its limit: `atMost('too_long', 50)` is `fieldCode('too_long', { max: 50 })`. */
export const atMost = (code: ErrorCode, max: number): string => fieldCode(code, { max });
/** A value, text or list under its limit: `atLeast('too_short', 10)` is `fieldCode('too_short', { min: 10 })`. */
export const atLeast = (code: ErrorCode, min: number): string => fieldCode(code, { min });

/** The code and parameters of a zod message, when it names a code of the catalogue. */
export function readFieldCode(message: string): { code: ErrorCode; params: Record<string, string> } | undefined {
  const colon = message.indexOf(':');
  const code = colon < 0 ? message : message.slice(0, colon);
  if (!isErrorCode(code)) return undefined;
  const query = colon < 0 ? [] : message.slice(colon + 1).split('&');
  const params = query.map((pair) => {
    const equals = pair.indexOf('=');
    return [pair.slice(0, equals), decodeURIComponent(pair.slice(equals + 1))];
  });
  return { code, params: Object.fromEntries(params) as Record<string, string> };
}

/** The words the refusals are built with (a field's label, a weekday), in the form their Russian needs. */
const russianWords: Record<string, string> = {
  name: 'имя',
  surname: 'фамилию',
  position: 'должность',
  Name: 'Имя',
  Surname: 'Фамилия',
  Position: 'Должность',
  Phone: 'Телефон',
  Website: 'Сайт',
  Description: 'Описание',
  'Company name': 'Название компании',
  'Average deal': 'Средняя сделка',
  'Annual revenue': 'Годовая выручка',
  'MoM growth': 'Рост MoM',
  'Monthly revenue': 'Месячная выручка',
  'Monthly burn rate': 'Месячные расходы',
  MRR: 'MRR',
  Runrate: 'Run rate',
  'Last fund amount': 'Сумма последнего раунда',
  Monday: 'Понедельник',
  Tuesday: 'Вторник',
  Wednesday: 'Среда',
  Thursday: 'Четверг',
  Friday: 'Пятница',
  Saturday: 'Суббота',
  Sunday: 'Воскресенье',
};

/** A refusal's parameters in the language: the words above translated, numbers and dates as given. */
export function fieldCodeParams(params: Record<string, string>, lang: Language): Record<string, string> {
  if (lang === 'en') return params;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, russianWords[value] ?? value]));
}

/** A zod message that names a code, worded in the language; undefined for any other message. */
export function fieldCodeText(message: string, lang: Language): string | undefined {
  const coded = readFieldCode(message);
  return coded ? errorText(coded.code, lang, fieldCodeParams(coded.params, lang)) : undefined;
}
