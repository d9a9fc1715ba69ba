import { entriesToSlots, type CalendarEntry, type Language, type Meeting, type MeetingStatus } from '@platform/contract';
import { formatTime } from '@/shared/format/date';
import { toZoneWall } from './zone-time';

export interface SlotEvent {
  id: string;
  start: Date;
  end: Date;
  /** `09:00–17:00` in the shown zone, times written as the language writes them. */
  label: string;
}

export interface MeetingEvent {
  id: string;
  start: Date;
  end: Date;
  title: string;
  state: MeetingStatus;
}

/** The working time of the entries, as wall-clock ranges of the shown zone. */
export function slotEvents(entries: readonly CalendarEntry[], timeZone: string, language: Language): SlotEvent[] {
  // Wall-clock dates carry the zone's time in their UTC fields.
  const time = (wall: Date) => formatTime(wall, language, 'UTC');
  return entriesToSlots(entries).map((slot, index) => {
    const start = toZoneWall(slot.timestampz_from, timeZone);
    const end = toZoneWall(slot.timestampz_to, timeZone);
    return { id: `slot-${index}`, start, end, label: `${time(start)}–${time(end)}` };
  });
}

/** The meetings, as wall-clock ranges of the shown zone. */
export function meetingEvents(meetings: readonly Meeting[], timeZone: string): MeetingEvent[] {
  return meetings.map((m) => ({
    id: m.id,
    start: toZoneWall(m.timestampz_range.timestampz_from, timeZone),
    end: toZoneWall(m.timestampz_range.timestampz_to, timeZone),
    title: m.name,
    state: m.status,
  }));
}

const overlaps = (from: string, to: string, range: { from: Date; to: Date }) => Date.parse(from) < range.to.getTime() && range.from.getTime() < Date.parse(to);

/** Whether the shown range has nothing in it: no working time and no meeting. */
export function isEmptyWeek(entries: readonly CalendarEntry[], meetings: readonly Meeting[], range: { from: Date; to: Date }): boolean {
  return (
    !meetings.some((m) => overlaps(m.timestampz_range.timestampz_from, m.timestampz_range.timestampz_to, range)) &&
    !entriesToSlots(entries).some((s) => overlaps(s.timestampz_from, s.timestampz_to, range))
  );
}

const DAY_MS = 86_400_000;

/**
 * The hours the time grid shows: from 08:00 to 18:00, widened to whole hours around every slot and
 * meeting of the shown days, so the working time is on screen without an inner scroller.
 */
export function visibleHours(events: readonly { start: Date; end: Date }[], days: { from: Date; to: Date }): { min: string; max: string } {
  let min = 8 * 60;
  let max = 18 * 60;
  for (const e of events) {
    if (!(e.start < days.to && days.from < e.end)) continue;
    const start = Math.max(e.start.getTime(), days.from.getTime());
    const end = Math.min(e.end.getTime(), days.to.getTime());
    const startMinute = Math.floor((start % DAY_MS) / 60_000);
    const endMinute = Math.floor(((end - 1) % DAY_MS) / 60_000) + 1;
    // A range that runs over midnight opens the whole day.
    const sameDay = Math.floor(start / DAY_MS) === Math.floor((end - 1) / DAY_MS);
    min = Math.min(min, sameDay ? startMinute : 0);
    max = Math.max(max, sameDay ? endMinute : 24 * 60);
  }
  const hour = (m: number) => `${String(m / 60).padStart(2, '0')}:00:00`;
  return { min: hour(Math.floor(min / 60) * 60), max: hour(Math.ceil(max / 60) * 60) };
}
