import { addDays, fitsFreeTime, localInstant, MEETING_HOURS_MAX, type BookedMeeting, type Slot } from '@platform/contract';
import { deviceZone } from '@/shared/time-zone/device-zone';

/** Meetings start and end on the work calendar's half-hour grid (whole half hours of UTC time). */
export const GRID_MS = 30 * 60_000;
const LONGEST_MS = MEETING_HOURS_MAX * 3_600_000;

/** The viewer's zone, in which the booking form offers its days and times. */
export const viewerTimeZone = deviceZone;

/** A local date (`yyyy-MM-dd`) of a zone as the instants of its start and of the next day's start. */
export function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  return { from: localInstant(date, '00:00', timeZone), to: localInstant(addDays(date, 1), '00:00', timeZone) };
}

/**
 * The range the work calendar is read for to offer a day's times: the day itself plus the longest
 * meeting, so an end after midnight and the meetings there are known too.
 */
export function calendarRangeFor(date: string, timeZone: string): { from: Date; to: Date } {
  const day = dayBounds(date, timeZone);
  return { from: day.from, to: new Date(day.to.getTime() + LONGEST_MS) };
}

const ceilToGrid = (t: number) => Math.ceil(t / GRID_MS) * GRID_MS;

/**
 * The grid starts of a day where at least half an hour is free: inside a slot, clear of every
 * pending or accepted meeting, and not before `now`.
 */
export function startOptions(slots: readonly Slot[], meetings: readonly BookedMeeting[], day: { from: Date; to: Date }, now: Date): Date[] {
  const starts: Date[] = [];
  for (let t = ceilToGrid(Math.max(day.from.getTime(), now.getTime())); t < day.to.getTime(); t += GRID_MS) {
    if (fitsFreeTime(slots, meetings, { from: new Date(t), to: new Date(t + GRID_MS) })) starts.push(new Date(t));
  }
  return starts;
}

/** The grid ends a meeting from `start` may have: as long as the time stays free, at most the longest meeting. */
export function endOptions(slots: readonly Slot[], meetings: readonly BookedMeeting[], start: Date): Date[] {
  const ends: Date[] = [];
  for (let t = start.getTime() + GRID_MS; t <= start.getTime() + LONGEST_MS; t += GRID_MS) {
    if (!fitsFreeTime(slots, meetings, { from: start, to: new Date(t) })) break;
    ends.push(new Date(t));
  }
  return ends;
}

/** The meetings that hold the expert's time, without the one being changed (its own time is free to keep). */
export function blockingMeetings<T extends BookedMeeting & { id: string }>(meetings: readonly T[], changing: string | null): T[] {
  return meetings.filter((m) => m.id !== changing);
}
