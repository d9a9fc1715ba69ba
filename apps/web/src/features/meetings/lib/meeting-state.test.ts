import { describe, expect, it } from 'vitest';
import { bookingBlockedBy, byStart, isPast, meetingStateLook } from './meeting-state';

const range = (from: string, to: string) => ({ timestampz_range: { timestampz_from: from, timestampz_to: to } });

describe('meetingStateLook', () => {
  it('gives each status its own colour and text', () => {
    expect(meetingStateLook.waiting_for_confirm).toEqual({ color: 'yellow', label: 'meetings.state.waiting_for_confirm' });
    expect(meetingStateLook.accepted).toEqual({ color: 'teal', label: 'meetings.state.accepted' });
    expect(meetingStateLook.declined).toEqual({ color: 'red', label: 'meetings.state.declined' });
    expect(new Set(Object.values(meetingStateLook).map((look) => look.color)).size).toBe(3);
  });
});

describe('isPast', () => {
  const meeting = range('2030-03-04T10:00:00.000Z', '2030-03-04T11:00:00.000Z');
  it('is past once the end has come, not while it runs', () => {
    expect(isPast(meeting, new Date('2030-03-04T10:30:00.000Z'))).toBe(false);
    expect(isPast(meeting, new Date('2030-03-04T11:00:00.000Z'))).toBe(true);
  });
});

describe('byStart', () => {
  it('orders by start, then by id', () => {
    const list = [
      { id: 'b', ...range('2030-03-04T12:00:00.000Z', '2030-03-04T13:00:00.000Z') },
      { id: 'c', ...range('2030-03-04T10:00:00.000Z', '2030-03-04T11:00:00.000Z') },
      { id: 'a', ...range('2030-03-04T12:00:00.000Z', '2030-03-04T12:30:00.000Z') },
    ];
    expect(byStart(list).map((m) => m.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('bookingBlockedBy', () => {
  const expert = { id: '5d1c2f4e-1111-4a2b-8c3d-000000000001', name: 'Anna', surname: 'Analyst' };
  it('lets the manager book only while the work runs with an internal expert', () => {
    expect(bookingBlockedBy({ status: 'due_in_due', internal_expert: expert })).toBeNull();
    expect(bookingBlockedBy({ status: 'due_in_due', internal_expert: null })).toBe('meetings.manager.noExpert');
    expect(bookingBlockedBy({ status: 'due_work_approval', internal_expert: expert })).toBe('meetings.manager.notInWork');
    expect(bookingBlockedBy({ status: 'due_accept_work', internal_expert: expert })).toBe('meetings.manager.notInWork');
  });
});
