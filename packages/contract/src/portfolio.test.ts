import { describe, expect, it } from 'vitest';
import { closeDateProblem, closeRoundFormSchema, earliestCloseDate, portfolioQuerySchema } from './portfolio.js';

describe('early close', () => {
  // Thursday 26 November 2026; 1 December a holiday.
  const today = '2026-11-26';
  const holidays = new Set(['2026-12-01']);

  it('needs five business days of notice, counting the holidays out', () => {
    expect(earliestCloseDate(today, new Set())).toBe('2026-12-03');
    expect(earliestCloseDate(today, holidays)).toBe('2026-12-04');
    expect(closeDateProblem('2026-12-03', today, '2026-12-31', holidays)).toBe('close_notice_too_short');
    expect(closeDateProblem('2026-12-04', today, '2026-12-31', holidays)).toBeNull();
  });

  it('must close before the round’s last day', () => {
    expect(closeDateProblem('2026-12-10', today, '2026-12-10', holidays)).toBe('close_not_before_expire');
    expect(closeDateProblem('2026-12-09', today, '2026-12-10', holidays)).toBeNull();
  });

  it('checks weekends only in the form, without the holidays', () => {
    const form = closeRoundFormSchema(today, '2026-12-31');
    expect(form.safeParse({ close_on: '2026-12-03' }).success).toBe(true);
    const refused = form.safeParse({ close_on: '2026-12-02' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('close_notice_too_short');
    expect(form.safeParse({ close_on: 'soon' }).success).toBe(false);
    // Far dates are answered at once (no day-by-day count up to them).
    expect(closeDateProblem('9999-12-31', today, '2026-12-31', holidays)).toBe('close_not_before_expire');
  });

  it('filters the portfolio by one of four statuses', () => {
    expect(portfolioQuerySchema.parse({ status: 'pending' })).toMatchObject({ status: 'pending', skip: 0 });
    expect(portfolioQuerySchema.safeParse({ status: 'new' }).success).toBe(false);
  });
});
