/*
 * Business days: Monday to Friday, less the holidays the platform is configured with
 * (`BUSINESS_HOLIDAYS`). A backer's reconfirmation after a change of terms and the notice before an
 * early close are counted in them. Dates are yyyy-MM-dd, UTC.
 */

/** Business days a backer has to reconfirm after a material change of the round's terms. */
export const RECONFIRM_BUSINESS_DAYS = 5;
/** Business days between a manager's notice of an early close and the close itself, at least. */
export const CLOSE_NOTICE_BUSINESS_DAYS = 5;

const DAY_MS = 86_400_000;

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Whether `date` is a business day: a weekday that is not one of `holidays`. */
export function isBusinessDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The `n`-th business day after `from` (not counting `from` itself). */
export function addBusinessDays(from: string, n: number, holidays: ReadonlySet<string>): string {
  let date = from;
  for (let left = n; left > 0;) {
    date = nextDay(date);
    if (isBusinessDay(date, holidays)) left -= 1;
  }
  return date;
}

/** Business days after `from` up to and including `to`; 0 when `to` is not after `from`. */
export function businessDaysBetween(from: string, to: string, holidays: ReadonlySet<string>): number {
  let count = 0;
  for (let date = nextDay(from); date <= to; date = nextDay(date)) if (isBusinessDay(date, holidays)) count += 1;
  return count;
}
