import { TZDate } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { enUS, ru } from 'date-fns/locale';
import { DATE_FORMATS, DOTTED_DATE_FORMAT, type Language } from '@platform/contract';

const locales = { en: enUS, ru } as const;

// The patterns live in the contract: the server's PDF prints dates with them too.
export { DATE_FORMATS, DOTTED_DATE_FORMAT };

export type DateLike = Date | string | number;

/** A calendar day as the API writes it (`2026-12-07`): no instant, no zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day is read as that day in the viewer's zone: `new Date('2026-12-07')` is midnight
 * UTC, which west of Greenwich is still the 6th.
 */
function toDate(value: DateLike): Date | null {
  const day = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = value instanceof Date ? value : day ? parse(value, 'yyyy-MM-dd', new Date()) : new Date(value);
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

/**
 * The time of day alone, as the date-and-time format writes it: "02:30 PM" in English, "14:30" in
 * Russian. In `timeZone` when given, else in the viewer's zone. Every screen that shows a time of
 * day (meetings, the schedule and its settings, the calendar's grid) writes it through here.
 */
export function formatTime(value: DateLike, language: Language, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return format(timeZone ? new TZDate(date.getTime(), timeZone) : date, DATE_FORMATS[language].time, { locale: locales[language] });
}

/** The end of a day in a schedule's `HH:mm` ranges. */
const DAY_END = '24:00';

/**
 * A schedule's clock time (`HH:mm`, no date and no zone) as `formatTime` writes times. The day's
 * end `24:00` stays "24:00" in Russian and reads as midnight, "12:00 AM", in English.
 */
export function formatClock(hhmm: string, language: Language): string {
  const [hours, minutes] = (hhmm === DAY_END ? '00:00' : hhmm).split(':').map(Number) as [number, number];
  if (hhmm === DAY_END && language === 'ru') return DAY_END;
  return formatTime(Date.UTC(1970, 0, 1, hours, minutes), language, 'UTC');
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
