/** A span of time rounded to the unit a person would say: minutes, hours or days. */
export interface RoughDuration {
  unit: 'minutes' | 'hours' | 'days';
  count: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "About 2 hours" for 7,000 seconds: under an hour in minutes (at least one), under two days in
 * hours, else in days; each rounded to the nearest whole unit.
 */
export function roughDuration(seconds: number): RoughDuration {
  const s = Math.max(0, seconds);
  if (s < HOUR - 30) return { unit: 'minutes', count: Math.max(1, Math.round(s / MINUTE)) };
  if (s < 2 * DAY) return { unit: 'hours', count: Math.max(1, Math.round(s / HOUR)) };
  return { unit: 'days', count: Math.round(s / DAY) };
}

/** Seconds from an ISO moment until `now`. */
export const secondsSince = (iso: string, now: number = Date.now()) => Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
