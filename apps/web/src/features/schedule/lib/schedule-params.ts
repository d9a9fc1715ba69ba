import { isIanaTimeZone } from '@platform/contract';

/** What the schedule's URL holds, so a link shows the same expert, week and zone. */
export interface ScheduleParams {
  expertId: string | null;
  /** A day of the shown week (`yyyy-MM-dd`); on a phone, the shown day. */
  date: string | null;
  zone: string | null;
}

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function validDate(value: string | null): string | null {
  if (!value || !isoDate.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d ? value : null;
}

/** Reads the search params, dropping a malformed date or an unknown zone. */
export function readScheduleParams(search: URLSearchParams): ScheduleParams {
  const zone = search.get('zone');
  return {
    expertId: search.get('expertId') || null,
    date: validDate(search.get('date')),
    zone: zone && isIanaTimeZone(zone) ? zone : null,
  };
}

/** The search params with the given changes; `null` removes one. */
export function writeScheduleParams(search: URLSearchParams, change: Partial<ScheduleParams>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
