import { format, isValid, parse } from 'date-fns';
import { enUS, ru } from 'date-fns/locale';
import { DATE_FORMATS, DOTTED_DATE_FORMAT, type Language } from '@platform/contract';

const locales = { en: enUS, ru } as const;

// The patterns live in the contract: the server's PDF prints dates with them too.
export { DATE_FORMATS, DOTTED_DATE_FORMAT };

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
