import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canAnswerMeeting,
  fitsFreeTime,
  meetingAcceptSchema,
  meetingBookingSchema,
  meetingMoves,
  meetingStatusOf,
  meetingStatuses,
  reasonTooLong,
  reasonTooShort,
} from './meetings.js';

const slot = (from: string, to: string) => ({ timestampz_from: from, timestampz_to: to });
const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
const slots = [slot('2030-01-07T09:00:00.000Z', '2030-01-07T12:00:00.000Z'), slot('2030-01-07T13:00:00.000Z', '2030-01-07T17:00:00.000Z')];

describe('fitsFreeTime', () => {
  it('accepts a range inside one slot, including its ends', () => {
    expect(fitsFreeTime(slots, [], range('2030-01-07T09:00:00Z', '2030-01-07T12:00:00Z'))).toBe(true);
    expect(fitsFreeTime(slots, [], range('2030-01-07T10:00:00Z', '2030-01-07T10:30:00Z'))).toBe(true);
  });
  it('refuses a range outside or across slots, and an empty range', () => {
    expect(fitsFreeTime(slots, [], range('2030-01-07T08:30:00Z', '2030-01-07T09:30:00Z'))).toBe(false);
    expect(fitsFreeTime(slots, [], range('2030-01-07T11:30:00Z', '2030-01-07T13:30:00Z'))).toBe(false);
    expect(fitsFreeTime(slots, [], range('2030-01-07T10:00:00Z', '2030-01-07T10:00:00Z'))).toBe(false);
    expect(fitsFreeTime([], [], range('2030-01-07T10:00:00Z', '2030-01-07T10:30:00Z'))).toBe(false);
  });
  it('refuses an overlap with a pending or accepted meeting; touching and declined meetings do not block', () => {
    const m = (accepted: boolean | null) => [{ ...slot('2030-01-07T10:00:00.000Z', '2030-01-07T11:00:00.000Z'), accepted }];
    const r = range('2030-01-07T10:30:00Z', '2030-01-07T11:30:00Z');
    expect(fitsFreeTime(slots, m(null), r)).toBe(false);
    expect(fitsFreeTime(slots, m(true), r)).toBe(false);
    expect(fitsFreeTime(slots, m(false), r)).toBe(true);
    expect(fitsFreeTime(slots, m(true), range('2030-01-07T11:00:00Z', '2030-01-07T12:00:00Z'))).toBe(true);
  });
});

describe('meetingAcceptSchema', () => {
  const message = (body: unknown) => meetingAcceptSchema.safeParse(body).error?.issues[0]?.message;
  it('accepts without a reason', () => {
    expect(meetingAcceptSchema.parse({ accept: true, reason: 'x' })).toEqual({ accept: true, reason: null });
  });
  it('needs a trimmed reason of 5 to 50 characters to decline', () => {
    expect(message({ accept: false })).toBe(reasonTooShort);
    expect(message({ accept: false, reason: '  abcd  ' })).toBe(reasonTooShort);
    expect(message({ accept: false, reason: 'a'.repeat(51) })).toBe(reasonTooLong);
    expect(meetingAcceptSchema.parse({ accept: false, reason: ' Busy then ' })).toEqual({ accept: false, reason: 'Busy then' });
    expect(meetingAcceptSchema.parse({ accept: false, reason: 'a'.repeat(50) }).reason).toHaveLength(50);
  });
});

describe('meetingBookingSchema', () => {
  // A booking may not start in the past: the clock is fixed, so "the past" is the same on every run.
  const now = Date.parse('2026-03-02T09:30:00Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());
  const future = Date.parse('2026-03-04T10:00:00Z');
  const at = (ms: number) => new Date(ms).toISOString();
  const base = {
    name: 'Kick-off',
    description: '',
    location: 'https://meet.example.com/abc',
    timestampz_from: at(future),
    timestampz_to: at(future + 3_600_000),
  };
  it('accepts a valid booking', () => {
    expect(meetingBookingSchema.safeParse(base).success).toBe(true);
  });
  it('refuses off-grid, reversed, too long, past, short names and non-http links', () => {
    expect(meetingBookingSchema.safeParse({ ...base, timestampz_to: at(future + 45 * 60_000) }).success).toBe(false);
    expect(meetingBookingSchema.safeParse({ ...base, timestampz_to: at(future - 3_600_000) }).success).toBe(false);
    expect(meetingBookingSchema.safeParse({ ...base, timestampz_to: at(future + 8.5 * 3_600_000) }).success).toBe(false);
    expect(meetingBookingSchema.safeParse({ ...base, timestampz_from: '2000-01-01T10:00:00Z', timestampz_to: '2000-01-01T11:00:00Z' }).success).toBe(false);
    expect(meetingBookingSchema.safeParse({ ...base, timestampz_from: '2026-03-02T09:00:00Z', timestampz_to: '2026-03-02T10:00:00Z' }).success).toBe(false);
    expect(meetingBookingSchema.safeParse({ ...base, timestampz_from: '2026-03-02T10:00:00Z', timestampz_to: '2026-03-02T11:00:00Z' }).success).toBe(true);
    expect(meetingBookingSchema.safeParse({ ...base, name: 'ab' }).success).toBe(false);
    expect(meetingBookingSchema.safeParse({ ...base, location: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('the meeting machine', () => {
  const open = { ended: false, ticketStatus: 'due_in_due' };
  it('reads the status from the spec’s accepted', () => {
    expect([null, true, false].map(meetingStatusOf)).toEqual(['waiting_for_confirm', 'accepted', 'declined']);
  });
  it('lets the expert company answer a waiting meeting and change its mind, never repeat its answer', () => {
    expect(meetingMoves('waiting_for_confirm', open)).toEqual(['accepted', 'declined']);
    expect(meetingMoves('accepted', open)).toEqual(['declined']);
    expect(meetingMoves('declined', open)).toEqual(['accepted']);
    for (const status of meetingStatuses)
      for (const accept of [true, false])
        expect(canAnswerMeeting(status, accept), `${status} ${accept}`).toBe(meetingMoves(status, open).includes(accept ? 'accepted' : 'declined'));
  });
  it('offers no move once the meeting ended or its due diligence is not at work', () => {
    expect(meetingMoves('waiting_for_confirm', { ended: true, ticketStatus: 'due_in_due' })).toEqual([]);
    expect(meetingMoves('accepted', { ended: false, ticketStatus: 'due_accept_work' })).toEqual([]);
    expect(meetingMoves('declined', { ended: false, ticketStatus: 'due_cancel' })).toEqual([]);
  });
});
