import { useEffect, useMemo, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { EventInput, LocaleInput } from '@fullcalendar/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLanguage } from '@/shared/i18n/use-language';
import type { MeetingEvent, SlotEvent } from '../lib/calendar-events';
import { calendarTimeFormats } from '../lib/calendar-formats';
import { toZoneWall, wallOfDate } from '../lib/zone-time';
import classes from './schedule-calendar.module.css';

export interface ScheduleCalendarProps {
  /** The shown day (`yyyy-MM-dd`); the week holding it on wide screens. */
  date: string;
  narrow: boolean;
  slots: SlotEvent[];
  meetings: MeetingEvent[];
  /** The first and last hour the grid shows (`HH:mm:ss`). */
  hours: { min: string; max: string };
  /** The shown zone: today and the current time are read in it. */
  zone: string;
  label: string;
  onMeeting: (id: string) => void;
}

/** Meetings' colours by state: light fills with dark text, so the text keeps its contrast. */
export const MEETING_COLOURS = {
  waiting_for_confirm: { background: '#fff3bf', border: '#f08c00', text: '#5c3c00' },
  accepted: { background: '#d3f9d8', border: '#2f9e44', text: '#1b4d26' },
  declined: { background: '#ffe3e3', border: '#e03131', text: '#7a1a1a' },
} as const;

/*
 * FullCalendar runs in `UTC` and gets wall-clock times of the chosen zone (see lib/zone-time), with
 * its own toolbar hidden: the page's header drives it, in the interface language.
 */
export function ScheduleCalendar({ date, narrow, slots, meetings, hours, zone, label, onMeeting }: ScheduleCalendarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ref = useRef<FullCalendar>(null);
  const view = narrow ? 'timeGridDay' : 'timeGridWeek';
  const timeFormats = useMemo(() => calendarTimeFormats(language), [language]);

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== view) api.changeView(view, wallOfDate(date));
    else api.gotoDate(wallOfDate(date));
  }, [date, view]);

  const locale = useMemo<LocaleInput>(
    () => ({
      code: language,
      week: { dow: 1, doy: 4 },
      allDayText: t('schedule.allDay'),
      noEventsText: t('schedule.noEvents'),
      buttonText: { today: t('schedule.today') },
    }),
    [language, t],
  );

  const events = useMemo<EventInput[]>(
    () => [
      ...slots.map((s) => ({
        id: s.id,
        start: s.start,
        end: s.end,
        title: t('schedule.available', { range: s.label }),
        display: 'background',
        classNames: [classes.slot!],
      })),
      ...meetings.map((m) => ({
        id: m.id,
        start: m.start,
        end: m.end,
        title: m.title,
        backgroundColor: MEETING_COLOURS[m.state].background,
        borderColor: MEETING_COLOURS[m.state].border,
        textColor: MEETING_COLOURS[m.state].text,
        classNames: [classes.meeting!],
        extendedProps: { state: m.state },
      })),
    ],
    [slots, meetings, t],
  );

  return (
    <div className={classes.frame} role="region" aria-label={label} data-testid="schedule-calendar">
      <FullCalendar
        ref={ref}
        plugins={[timeGridPlugin]}
        initialView={view}
        initialDate={wallOfDate(date)}
        timeZone="UTC"
        locale={locale}
        firstDay={1}
        headerToolbar={false}
        allDaySlot={false}
        height="auto"
        // "Now" as the wall clock of the shown zone, like every time the calendar is given.
        now={() => toZoneWall(new Date(), zone)}
        nowIndicator
        slotDuration="00:30:00"
        slotMinTime={hours.min}
        slotMaxTime={hours.max}
        slotLabelFormat={timeFormats.slotLabelFormat}
        eventTimeFormat={timeFormats.eventTimeFormat}
        // Months by name: a numeric "11/23" is no date format of the spec, and reads otherwise in Russian.
        dayHeaderFormat={narrow ? { weekday: 'long', day: 'numeric', month: 'long' } : { weekday: 'short', day: 'numeric', month: 'short' }}
        events={events}
        eventInteractive
        eventDidMount={(info) => {
          if (info.event.display === 'background') info.el.setAttribute('data-testid', 'schedule-slot');
          else {
            info.el.setAttribute('data-testid', 'schedule-meeting');
            info.el.setAttribute('data-state', String(info.event.extendedProps.state));
            info.el.setAttribute('role', 'button');
            // The whole title on hover where a long one is cut at the meeting's end.
            info.el.setAttribute('title', info.event.title);
          }
        }}
        dayHeaderDidMount={(info) => {
          if (info.isToday) info.el.setAttribute('aria-current', 'date');
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          if (info.event.display !== 'background') onMeeting(info.event.id);
        }}
      />
    </div>
  );
}
