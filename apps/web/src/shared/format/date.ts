import { format, isValid, parse } from 'date-fns';
import { enUS, ru } from 'date-fns/locale';
import type { Language } from '@platform/contract';

const locales = { en: enUS, ru } as const;

/** Display formats of spec part 2, section 9. */
export const DATE_FORMATS: Record<Language, { date: string; dateTime: string; time: string }> = {
  en: { date: 'MMMM d, yyyy', dateTime: 'MMMM d, yyyy, hh:mm aa', time: 'hh:mm aa' },
  ru: { date: 'd MMMM, yyyy', dateTime: 'd MMMM, yyyy, HH:mm', time: 'HH:mm' },
};
/** The numeric format of date inputs. */
export const DOTTED_DATE_FORMAT = 'dd.MM.yyyy';

export type DateLike = Date | string | number;

function toDate(value: DateLike): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

export function formatDate(value: DateLike, language: Language): string {
  const date = toDate(value);
  return date ? format(date, DATE_FORMATS[language].date, { locale: locales[language] }) : '';
}

export function formatDateTime(value: DateLike, language: Language): string {
  const date = toDate(value);
  return date ? format(date, DATE_FORMATS[language].dateTime, { locale: locales[language] }) : '';
}

/** The time of day alone, in the viewer's zone, as the date-and-time format writes it. */
export function formatTime(value: DateLike, language: Language): string {
  const date = toDate(value);
  return date ? format(date, DATE_FORMATS[language].time, { locale: locales[language] }) : '';
}

export function formatDottedDate(value: DateLike): string {
  const date = toDate(value);
  return date ? format(date, DOTTED_DATE_FORMAT) : '';
}

/** Strict `dd.MM.yyyy`: "31.02.2025" and "1.2.2025" are rejected, not rolled over or guessed. */
export function parseDottedDate(text: string): Date | null {
  const trimmed = text.trim();
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(trimmed)) return null;
  const date = parse(trimmed, DOTTED_DATE_FORMAT, new Date(0));
  return isValid(date) && format(date, DOTTED_DATE_FORMAT) === trimmed ? date : null;
}
