/** Whole seconds from `now` until `until` (epoch ms), never negative; 0 when there is no deadline. */
export function secondsUntil(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The moment a resend opens: `seconds` after `from` (epoch ms). */
export function deadlineAfter(seconds: number, from: number): number {
  return from + seconds * 1000;
}
