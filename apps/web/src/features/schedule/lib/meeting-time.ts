import type { Language } from '@platform/contract';
import { formatTime } from '../../../shared/format/date';

/** "Monday, 2 March 2026, 14:30–15:30 (Asia/Kolkata)": a meeting's time in the shown zone, times as the language writes them. */
export function formatMeetingTime(range: { timestampz_from: string; timestampz_to: string }, timeZone: string, language: Language): string {
  const from = new Date(range.timestampz_from);
  const to = new Date(range.timestampz_to);
  const day = new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(from);
  return `${day}, ${formatTime(from, language, timeZone)}–${formatTime(to, language, timeZone)} (${timeZone})`;
}
