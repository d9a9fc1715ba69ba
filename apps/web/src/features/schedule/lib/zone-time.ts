import { TZDate } from '@date-fns/tz';
import { addDays, isoWeekday, localInstant } from '@platform/contract';

/*
 * FullCalendar without a zone plugin draws named zones wrong, so the calendar runs in `UTC` and is
 * given wall-clock times: an instant becomes the Date whose UTC fields read as the chosen zone's
 * local time, and back.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock time of an instant in a zone, as a Date whose UTC fields carry it. */
export function toZoneWall(instant: Date | string, timeZone: string): Date {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes(), local.getSeconds()));
}

/** The instant a wall-clock Date (UTC fields) stands for in a zone. */
export function fromZoneWall(wall: Date, timeZone: string): Date {
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return localInstant(date, `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`, timeZone);
}

/** A `yyyy-MM-dd` date as the wall-clock Date of its midnight. */
export function wallOfDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** The `HH:mm` of a wall-clock Date. */
export function wallTime(wall: Date): string {
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The Monday of the week holding a date (the week starts on Monday). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The instants of the local week (Monday 00:00 to the next Monday 00:00) holding a date, in a zone. */
export function weekRange(date: string, timeZone: string): { from: Date; to: Date } {
  const monday = mondayOf(date);
  return { from: localInstant(monday, '00:00', timeZone), to: localInstant(addDays(monday, 7), '00:00', timeZone) };
}

/**
 * The instants a week's fetch covers: the week of a date in every zone, from its Monday's midnight
 * at GMT+14:00 to the next Monday's at GMT-12:00, so changing the shown zone needs no new call.
 */
export function weekFetchRange(date: string): { from: Date; to: Date } {
  const monday = mondayOf(date);
  return { from: localInstant(monday, '00:00', 'Etc/GMT-14'), to: localInstant(addDays(monday, 7), '00:00', 'Etc/GMT+12') };
}
