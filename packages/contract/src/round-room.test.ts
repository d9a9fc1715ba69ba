import { describe, expect, it } from 'vitest';
import { backersNewsReach } from './backers-news.js';
import type { BackerStatus } from './crowdfunding.js';
import { nextReportDue, quarterlyDate, reportingOf, reportLateSince, roomAccess, roomPostBodySchema } from './round-room.js';

describe('quarterly reporting after a round', () => {
  it('falls due every three months after the last day, counted from it (month ends clamp, never drift)', () => {
    expect(quarterlyDate('2026-01-15', 1)).toBe('2026-04-15');
    expect(quarterlyDate('2025-11-30', 1)).toBe('2026-02-28');
    expect(quarterlyDate('2025-11-30', 2)).toBe('2026-05-30');
    expect(quarterlyDate('2025-11-30', 4)).toBe('2026-11-30');
  });

  it('moves to the first quarterly date strictly after the day of a report', () => {
    expect(nextReportDue('2026-01-15', '2026-03-01')).toBe('2026-04-15');
    expect(nextReportDue('2026-01-15', '2026-04-15')).toBe('2026-07-15');
    expect(nextReportDue('2026-01-15', '2026-05-20')).toBe('2026-07-15');
    expect(nextReportDue('2026-01-15', '2027-01-16')).toBe('2027-04-15');
  });

  it('reads current until 30 days after the due date and late from that day on', () => {
    expect(reportLateSince('2026-04-15')).toBe('2026-05-15');
    expect(reportingOf(null, '2026-05-15')).toBeNull();
    expect(reportingOf('2026-04-15', '2026-04-01')).toEqual({ state: 'current', due: '2026-04-15', late_since: null });
    expect(reportingOf('2026-04-15', '2026-05-14')).toEqual({ state: 'current', due: '2026-04-15', late_since: null });
    expect(reportingOf('2026-04-15', '2026-05-15')).toEqual({ state: 'late', due: '2026-04-15', late_since: '2026-05-15' });
  });
});

describe("the backers' room", () => {
  const reader = (id: string, role: string) => ({ id, role });
  const backing = (status: BackerStatus, confirmed = status === 'active') => ({
    status,
    confirmed,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    decidedAt: null,
    cancelledAt: new Date('2026-02-01T00:00:00Z'),
  });
  const access = (status: string, who: { id: string; role: string }, b: ReturnType<typeof backing> | null) =>
    roomAccess({ status, reach: backersNewsReach({ reader: who, startupId: 's1', backing: b, part: 'room' }) });
  it("takes the round's startup, managers and confirmed backers once the round is finished", () => {
    expect(access('finished', reader('s1', 'startup'), null)).toBe('open');
    expect(access('finished', reader('m1', 'manager'), null)).toBe('open');
    expect(access('finished', reader('i1', 'investor'), backing('active'))).toBe('open');
    // A confirmed backing that lapsed reads the room up to its lapse.
    expect(access('finished', reader('i1', 'investor'), backing('cancel', true))).toBe('open');
    for (const b of [null, backing('new'), backing('reject'), backing('cancel')]) expect(access('finished', reader('i1', 'investor'), b)).toBe('closed');
    expect(access('active', reader('i1', 'investor'), backing('active'))).toBe('not_open');
  });

  it('takes posts of 2 to 2000 characters once trimmed', () => {
    expect(roomPostBodySchema.safeParse({ text: ' ok ' }).data).toEqual({ text: 'ok' });
    expect(roomPostBodySchema.safeParse({ text: ' x ' }).success).toBe(false);
    expect(roomPostBodySchema.safeParse({ text: 'x'.repeat(2001) }).success).toBe(false);
  });
});
