import { BACKER_CANCEL_FREEZE_HOURS, BACKER_CANCEL_WINDOW_HOURS, type BackerStatus, type CrowdfundingStatus } from './crowdfunding.js';

/*
 * The crowdfunding's pure rules, the same on both sides (the server computes them in SQL; tests check it against these).
 */

/** Raised percent of the maximum, rounded up (spec section 9). */
export function raisedPercent(current: number, max: number): number {
  if (max <= 0) return 0;
  return Math.ceil((current * 100) / max);
}

/** Whole days from `today` to `expire` (both yyyy-MM-dd), never negative. */
export function daysLeft(expire: string, today: string): number {
  const days = Math.round((Date.parse(`${expire}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days);
}

/** The status a reader sees: an active round whose last day has passed is finished. */
export function effectiveRoundStatus(stored: CrowdfundingStatus, expire: string, today: string): CrowdfundingStatus {
  return stored === 'active' && expire < today ? 'finished' : stored;
}

/** The progress bar (spec section 9): 100 minus the percent remaining, kept within 0–100. */
export function progressValue(percent: number): number {
  const remaining = Math.max(0, 100 - percent);
  return Math.max(0, 100 - remaining);
}

/** Today's date in UTC as yyyy-MM-dd: rounds expire at the end of their last day, UTC. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** How much a backer may still commit: between the minimum ticket and what is left to the maximum. */
export function amountBounds(round: { min_ticket: number | null; current_investments: number; max: number }): { min: number; max: number } {
  return { min: Math.max(1, round.min_ticket ?? 1), max: Math.max(0, round.max - round.current_investments) };
}

/**
 * The last moment a backer may cancel its `new` commitment (as `canCancelBacking` decides): 48
 * hours after joining or 48 hours before the end of the round's last day (UTC), whichever comes
 * first; after a notice of an early close, the end of the close day. Null for any other status.
 */
export function backingCancelUntil(b: { status: BackerStatus; created_at: string }, expire: string, closeNoticed = false): Date | null {
  if (b.status !== 'new') return null;
  const ends = Date.parse(`${expire}T00:00:00Z`) + 86_400_000;
  if (closeNoticed) return new Date(ends);
  const hour = 3_600_000;
  return new Date(Math.min(Date.parse(b.created_at) + BACKER_CANCEL_WINDOW_HOURS * hour, ends - BACKER_CANCEL_FREEZE_HOURS * hour));
}

/**
 * Whether a backer may cancel: only a `new` commitment, within 48 hours of joining, and never in
 * the last 48 hours before the round's expiry (the end of its last day, UTC). After a manager's
 * notice of an early close (`closeNoticed`, `expire` being the close date) a `new` commitment may
 * be cancelled until the end of the close day, whatever the window and the freeze: the backer
 * did not choose the shorter round.
 */
export function canCancelBacking(b: { status: BackerStatus; created_at: string }, expire: string, now: Date = new Date(), closeNoticed = false): boolean {
  if (b.status !== 'new') return false;
  const joined = Date.parse(b.created_at);
  const ends = Date.parse(`${expire}T00:00:00Z`) + 86_400_000;
  const hour = 3_600_000;
  if (closeNoticed) return now.getTime() < ends;
  return now.getTime() - joined <= BACKER_CANCEL_WINDOW_HOURS * hour && ends - now.getTime() > BACKER_CANCEL_FREEZE_HOURS * hour;
}
