import { z } from 'zod';
import { addBusinessDays, CLOSE_NOTICE_BUSINESS_DAYS } from './business-days.js';
import { dateSchema, offsetPageSchema } from './common.js';
import { backerStatusSchema, crowdfundingStatuses, type BackerStatus } from './crowdfunding.js';
import type { ErrorCode } from './errors.js';
import { fileRefSchema } from './users.js';
import { fieldCode } from './field-codes.js';

/*
 * The investor's portfolio (every backing of the caller with its round, totals, unread updates) and
 * the manager's notice before an early close of a round (issue 30, items 1 and 4).
 */

/** A backing's status as the portfolio words it, and the stored one it stands for. */
export const portfolioStatuses = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type PortfolioStatus = (typeof portfolioStatuses)[number];
export const portfolioStatusOf: Record<BackerStatus, PortfolioStatus> = { new: 'pending', active: 'confirmed', reject: 'declined', cancel: 'cancelled' };
export const backerStatusOf: Record<PortfolioStatus, BackerStatus> = { pending: 'new', confirmed: 'active', declined: 'reject', cancelled: 'cancel' };

/** Query of `GET /api/v1/foundation/portfolio`: a page, and one status (all when left out). */
export const portfolioQuerySchema = offsetPageSchema().extend({
  status: z.enum(portfolioStatuses, fieldCode('status_one_of', { values: 'pending, confirmed, declined, cancelled' })).optional(),
});
export type PortfolioQuery = z.infer<typeof portfolioQuerySchema>;

export const portfolioItemSchema = z.object({
  /** The backing's id. */
  id: z.uuid(),
  status: z.enum(portfolioStatuses),
  /** The confirmed amount, else what the backer committed when joining; null when it joined with an empty body. */
  amount: z.number().nullable(),
  created_at: z.string(),
  date_of_investment: z.string().nullable(),
  /** The round's updates posted since the backer last read them (or since it joined). */
  unread_updates: z.number().int().nonnegative(),
  /** yyyy-MM-dd: the backing waits for its reconfirmation after a change of terms until the end of this day. */
  reconfirm_by: z.string().nullable(),
  round: z.object({
    id: z.uuid(),
    startup_name: z.string(),
    startup_logo: fileRefSchema.nullable(),
    status: z.enum(crowdfundingStatuses).describe('The status a reader sees: an active round past its last day is finished'),
    expire: z.string(),
    days_left: z.number().int().nonnegative(),
    current_investments: z.number(),
    value_of_investments: z.object({ min: z.number(), max: z.number(), percent: z.number().int() }),
    /** A manager gave notice of an early close: `expire` is the close date. */
    closing_early: z.boolean(),
  }),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const portfolioSchema = z.object({
  backings: z.array(portfolioItemSchema),
  /** Backings matching the filter. */
  total: z.number().int(),
  /** Over the whole portfolio, whatever the filter: committed (pending and confirmed) and confirmed sums. */
  totals: z.object({ committed: z.number(), confirmed: z.number() }),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/** The caller's own backing status, as the crowdfunding list marks the rounds it backs. */
export const ownBackingMarkSchema = backerStatusSchema.nullable();

/** The card's notice of an early close: when it was given and the last day the round had before. */
export const earlyCloseSchema = z.object({ noticed_at: z.string(), planned_expire: z.string() }).nullable();
export type EarlyClose = z.infer<typeof earlyCloseSchema>;

/** The close date of an early close (yyyy-MM-dd), in the manager's `finished` move. */
export const closeOnSchema = dateSchema(fieldCode('date_format_incorrect'));

/** The earliest close date a notice given `today` allows. */
export function earliestCloseDate(today: string, holidays: ReadonlySet<string>): string {
  return addBusinessDays(today, CLOSE_NOTICE_BUSINESS_DAYS, holidays);
}

/**
 * What is wrong with a close date, if anything: under the notice's business days from `today`, or
 * not before the round's current last day (then it is no early close).
 */
export function closeDateProblem(closeOn: string, today: string, expire: string, holidays: ReadonlySet<string>): ErrorCode | null {
  // The same as counting the business days up to the close, in a few steps whatever date is asked.
  if (closeOn < earliestCloseDate(today, holidays)) return 'close_notice_too_short';
  if (closeOn >= expire) return 'close_not_before_expire';
  return null;
}

/**
 * The manager's close form. The web has no holiday list, so it checks weekends only (`holidays`
 * empty) and may let a date through that the server, which knows the holidays, refuses.
 */
export const closeRoundFormSchema = (today: string, expire: string, holidays: ReadonlySet<string> = new Set()) =>
  z.object({ close_on: closeOnSchema }).superRefine((v, ctx) => {
    // A malformed date has its own issue already (zod runs this refinement all the same).
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.close_on)) return;
    const problem = closeDateProblem(v.close_on, today, expire, holidays);
    if (problem) ctx.addIssue({ code: 'custom', path: ['close_on'], message: problem });
  });
