import type { FormatterInput } from '@fullcalendar/core';
import type { Language } from '@platform/contract';
import { formatTime } from '@/shared/format/date';

type FormatterFunc = Extract<FormatterInput, (...args: never[]) => string>;

/**
 * FullCalendar's slot labels and event times, written by the shared time formatter so the grid
 * reads like the booking dialog and the schedule's settings. The calendar runs in `UTC` with
 * wall-clock dates (see zone-time), so a marker's UTC fields are the shown zone's time.
 */
export function calendarTimeFormats(language: Language): { slotLabelFormat: FormatterFunc; eventTimeFormat: FormatterFunc } {
  const time = (marker: Date) => formatTime(marker, language, 'UTC');
  return {
    slotLabelFormat: (arg) => time(arg.date.marker),
    eventTimeFormat: (arg) => (arg.end ? `${time(arg.start.marker)}–${time(arg.end.marker)}` : time(arg.date.marker)),
  };
}
