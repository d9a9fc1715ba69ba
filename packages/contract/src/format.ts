import { TZDate } from '@date-fns/tz';
import { format, parse } from 'date-fns';
import { enUS, ru } from 'date-fns/locale';
import { intlLocales, type Language } from './basics.js';
import { numberFormat } from './number-format.js';

const units = ['B', 'KB', 'MB', 'GB'] as const;

/** File size with the units the web shows (B, KB, MB, GB), base 1024, at most one decimal. */
export function formatFileSize(bytes: number): { value: number; unit: (typeof units)[number] } {
  let value = Math.max(0, bytes);
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  return { value: i === 0 ? value : Math.round(value * 10) / 10, unit: units[i]! };
}

/**
 * Display formats of spec part 2, section 9 (date-fns patterns). Russian writes no comma between
 * the month and the year ("29 ноября 2026"), whatever the spec's pattern shows (docs/decisions.md).
 */
export const DATE_FORMATS: Record<Language, { date: string; dateTime: string; time: string }> = {
  en: { date: 'MMMM d, yyyy', dateTime: 'MMMM d, yyyy, hh:mm aa', time: 'hh:mm aa' },
  ru: { date: 'd MMMM yyyy', dateTime: 'd MMMM yyyy, HH:mm', time: 'HH:mm' },
};
/** The numeric format of date inputs. */
export const DOTTED_DATE_FORMAT = 'dd.MM.yyyy';

/**
 * The dates of a printed document or a letter: the web's long date, so a reader meets one way of
 * writing a day everywhere (a numeric one reads differently in the US, the UK and Russia).
 */
export const DOCUMENT_DATE_FORMATS: Record<Language, string> = { en: DATE_FORMATS.en.date, ru: DATE_FORMATS.ru.date };

const dateLocales = { en: enUS, ru } as const;

/** A calendar day (`2026-12-07`) as a printed document or a letter writes it: no zone moves it. */
export function formatDocumentDay(day: string, language: Language): string {
  return day ? formatDocumentDate(`${day}T12:00:00Z`, language, 'UTC') : '';
}

/** An instant's day in a zone, as a printed document writes it. */
export function formatDocumentDate(instant: Date | string, language: Language, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), DOCUMENT_DATE_FORMATS[language], { locale: dateLocales[language] });
}

/** An instant in a zone with its time of day, as the web writes it ("March 2, 2026, 02:30 PM"; "2 марта 2026, 14:30"). */
export function formatDateTimeIn(instant: Date | string, language: Language, timeZone: string): string {
  return format(new TZDate(new Date(instant).getTime(), timeZone), DATE_FORMATS[language].dateTime, { locale: dateLocales[language] });
}

/** A calendar day (`2026-12-07`) in the web's long format: no zone moves it. */
export function formatCalendarDay(day: string, language: Language): string {
  return format(parse(day, 'yyyy-MM-dd', new Date()), DATE_FORMATS[language].date, { locale: dateLocales[language] });
}

/** Scores always show one decimal: "3.0", "4.5" ("3,0" in Russian; spec part 2, section 9). */
export function formatScore(value: number, language: Language): string {
  return numberFormat(intlLocales[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
