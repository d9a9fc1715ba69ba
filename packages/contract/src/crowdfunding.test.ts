import { describe, expect, it } from 'vitest';
import { backingMachine, crowdfundingListFiltersSchema, rangeApplies, roundMachine, type CrowdfundingStatus } from './crowdfunding.js';
import { amountBounds, backingCancelUntil, canCancelBacking, daysLeft, effectiveRoundStatus, raisedPercent } from './crowdfunding-rules.js';
import { movesFrom } from './machine.js';
import { fieldCodeText } from './field-codes.js';

describe('crowdfunding rules', () => {
  it('rounds the raised percent up', () => {
    expect(raisedPercent(0, 1000)).toBe(0);
    expect(raisedPercent(1, 1000)).toBe(1);
    expect(raisedPercent(333, 1000)).toBe(34);
    expect(raisedPercent(1000, 1000)).toBe(100);
  });

  it('counts whole days to the last day and never below zero', () => {
    expect(daysLeft('2026-12-01', '2026-11-26')).toBe(5);
    expect(daysLeft('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysLeft('2026-11-20', '2026-11-26')).toBe(0);
    // Across the end of March, when Europe moves its clocks: still whole days.
    expect(daysLeft('2027-04-02', '2027-03-27')).toBe(6);
  });

  it('reads an active round past its last day as finished', () => {
    expect(effectiveRoundStatus('active', '2026-11-26', '2026-11-26')).toBe('active');
    expect(effectiveRoundStatus('active', '2026-11-25', '2026-11-26')).toBe('finished');
    expect(effectiveRoundStatus('new', '2026-11-25', '2026-11-26')).toBe('new');
  });

  it("offers the manager a round's moves on the status a reader sees", () => {
    const moves = (status: CrowdfundingStatus, expire: string) => movesFrom(roundMachine, effectiveRoundStatus(status, expire, '2026-11-26'));
    expect(moves('new', '2026-12-31')).toEqual(['active', 'decline']);
    expect(moves('active', '2026-11-26')).toEqual(['finished']);
    expect(moves('active', '2026-11-25')).toEqual([]);
    expect(moves('finished', '2026-12-31')).toEqual([]);
    expect(moves('decline', '2026-12-31')).toEqual([]);
  });

  it('lets a manager decide a new backing once, confirming or rejecting it', () => {
    expect(movesFrom(backingMachine, 'new')).toEqual(['active', 'reject']);
    expect(movesFrom(backingMachine, 'active')).toEqual([]);
    expect(movesFrom(backingMachine, 'reject')).toEqual([]);
  });

  it('bounds a commitment between the minimum ticket and what is left', () => {
    expect(amountBounds({ min_ticket: 5000, current_investments: 90_000, max: 100_000 })).toEqual({ min: 5000, max: 10_000 });
    expect(amountBounds({ min_ticket: null, current_investments: 100_000, max: 100_000 })).toEqual({ min: 1, max: 0 });
  });

  it('lets a new commitment be cancelled within 48 hours, never in the last 48 hours of the round', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const joined = { status: 'new' as const, created_at: '2026-11-25T12:00:00Z' };
    expect(canCancelBacking(joined, '2026-12-31', now)).toBe(true);
    expect(canCancelBacking({ ...joined, created_at: '2026-11-24T11:00:00Z' }, '2026-12-31', now)).toBe(false);
    expect(canCancelBacking({ ...joined, status: 'active' }, '2026-12-31', now)).toBe(false);
    // The round ends at the end of 27 November: 36 hours away.
    expect(canCancelBacking(joined, '2026-11-27', now)).toBe(false);
  });

  it('names the last moment a new commitment may be cancelled: the window or the freeze, whichever comes first', () => {
    const joined = { status: 'new' as const, created_at: '2026-11-25T09:15:00Z' };
    // The 48 hours after joining end first.
    expect(backingCancelUntil(joined, '2026-12-31')?.toISOString()).toBe('2026-11-27T09:15:00.000Z');
    // The round ends at the end of 28 November: its last 48 hours start first.
    const until = backingCancelUntil(joined, '2026-11-28')!;
    expect(until.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(canCancelBacking(joined, '2026-11-28', new Date(until.getTime() - 1000))).toBe(true);
    expect(canCancelBacking(joined, '2026-11-28', new Date(until.getTime() + 1000))).toBe(false);
    // After a notice of an early close: the end of the close day.
    expect(backingCancelUntil(joined, '2026-11-26', true)?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    for (const status of ['active', 'reject', 'cancel'] as const) expect(backingCancelUntil({ ...joined, status }, '2026-12-31')).toBeNull();
  });

  it('after a notice of an early close lets a new commitment be cancelled until the end of the close day', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    // Joined long ago and the close 36 hours away: the window and the freeze would both refuse.
    const old = { status: 'new' as const, created_at: '2026-11-01T12:00:00Z' };
    expect(canCancelBacking(old, '2026-11-27', now)).toBe(false);
    expect(canCancelBacking(old, '2026-11-27', now, true)).toBe(true);
    expect(canCancelBacking(old, '2026-11-26', new Date('2026-11-26T23:59:59Z'), true)).toBe(true);
    expect(canCancelBacking(old, '2026-11-26', new Date('2026-11-27T00:00:00Z'), true)).toBe(false);
    expect(canCancelBacking({ ...old, status: 'active' }, '2026-11-27', now, true)).toBe(false);
    expect(canCancelBacking({ ...old, status: 'reject' }, '2026-11-27', now, true)).toBe(false);
  });

  it('applies a range only with both ends and refuses max below min', () => {
    expect(rangeApplies({ min: 1, max: null })).toBe(false);
    expect(rangeApplies({ min: 1, max: 2 })).toBe(true);
    const r = crowdfundingListFiltersSchema.safeParse({ raised: { min: 50, max: 10 } });
    expect(r.success).toBe(false);
    expect(fieldCodeText(r.error?.issues[0]?.message ?? '', 'en')).toBe("Max value can't be less than min");
    expect(crowdfundingListFiltersSchema.safeParse({ search: 'x'.repeat(51) }).success).toBe(false);
    expect(crowdfundingListFiltersSchema.safeParse({ raised: { min: 0, max: 101 } }).success).toBe(false);
  });
});
