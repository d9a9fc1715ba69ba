import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { enUS, ru } from 'date-fns/locale';
import { DATE_FORMATS, type Language } from '@platform/contract';
import { formatTime } from '@/shared/format/date';

const locales = { en: enUS, ru } as const;

/** "Monday, March 2, 2026, 02:30 PM–03:30 PM (Asia/Kolkata)": a meeting's time in the shown zone, the day and times as the language writes them. */
export function formatMeetingTime(range: { timestampz_from: string; timestampz_to: string }, timeZone: string, language: Language): string {
  const from = new Date(range.timestampz_from);
  const to = new Date(range.timestampz_to);
  const day = format(new TZDate(from.getTime(), timeZone), `EEEE, ${DATE_FORMATS[language].date}`, { locale: locales[language] });
  return `${day}, ${formatTime(from, language, timeZone)}–${formatTime(to, language, timeZone)} (${timeZone})`;
}
