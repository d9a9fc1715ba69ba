import { describe, expect, it } from 'vitest';
import { meetingStatusOf, type Meeting } from '@platform/contract';
import { isEmptyWeek, meetingEvents, slotEvents } from './calendar-events';

const entry = { date: '2026-03-02', day_of_week: 1, time: [{ from: '09:00', to: '17:00' }], timezone: 'Europe/Berlin' };
const meeting = (accepted: boolean | null): Meeting => ({
  id: 'm1',
  accepted,
  status: meetingStatusOf(accepted),
  moves: [],
  date: '2026-02-20T10:00:00.000Z',
  name: 'Kick-off',
  description: '',
  location: 'https://meet.example.com/a',
  reason: null,
  timestampz_range: { timestampz_from: '2026-03-02T09:00:00.000Z', timestampz_to: '2026-03-02T10:00:00.000Z' },
  internal_expert: { id: 'e1', name: 'Ann', surname: 'Lee' },
  offer: { id: 't1', createdAt: '2026-02-01T00:00:00.000Z', status: 'due_in_due', type_of_duedill: 'expert_duedill' },
});

describe('calendar events', () => {
  it("draws the expert's hours in the shown zone", () => {
    expect(slotEvents([entry], 'Europe/Berlin', 'ru')[0]!.label).toBe('09:00–17:00');
    const kolkata = slotEvents([entry], 'Asia/Kolkata', 'ru')[0]!;
    expect(kolkata.label).toBe('13:30–21:30');
    expect(slotEvents([entry], 'Asia/Kolkata', 'en')[0]!.label).toBe('01:30 PM–09:30 PM');
    expect(kolkata.start.toISOString()).toBe('2026-03-02T13:30:00.000Z');
  });

  it('draws a meeting with the status of its answer', () => {
    expect(meetingEvents([meeting(null), meeting(false)], 'UTC').map((e) => e.state)).toEqual(['waiting_for_confirm', 'declined']);
    expect(meetingEvents([meeting(true)], 'Asia/Kolkata')[0]).toMatchObject({
      title: 'Kick-off',
      state: 'accepted',
      start: new Date('2026-03-02T14:30:00.000Z'),
    });
  });

  it('knows an empty week', () => {
    const week = { from: new Date('2026-03-02T00:00:00.000Z'), to: new Date('2026-03-09T00:00:00.000Z') };
    expect(isEmptyWeek([{ ...entry, time: [] }], [], week)).toBe(true);
    expect(isEmptyWeek([entry], [], week)).toBe(false);
    expect(isEmptyWeek([{ ...entry, time: [] }], [meeting(null)], week)).toBe(false);
    // Hours that fall outside the shown week do not count.
    expect(isEmptyWeek([entry], [], { from: new Date('2026-03-09T00:00:00.000Z'), to: new Date('2026-03-16T00:00:00.000Z') })).toBe(true);
  });
});

describe('meeting time', () => {
  it('is told in the shown zone', async () => {
    const { formatMeetingTime } = await import('./meeting-time');
    const range = { timestampz_from: '2026-03-02T09:00:00.000Z', timestampz_to: '2026-03-02T10:00:00.000Z' };
    expect(formatMeetingTime(range, 'Asia/Kolkata', 'en')).toBe('Monday, March 2, 2026, 02:30 PM–03:30 PM (Asia/Kolkata)');
    expect(formatMeetingTime(range, 'Asia/Kolkata', 'ru')).toBe('понедельник, 2 марта 2026, 14:30–15:30 (Asia/Kolkata)');
  });
});

describe('visible hours', () => {
  const days = { from: new Date('2026-03-02T00:00:00.000Z'), to: new Date('2026-03-09T00:00:00.000Z') };
  const at = (from: string, to: string) => ({ start: new Date(`2026-03-0${from}Z`), end: new Date(`2026-03-0${to}Z`) });
  it('shows 08:00 to 18:00 at least', async () => {
    const { visibleHours } = await import('./calendar-events');
    expect(visibleHours([at('2T09:00:00', '2T17:00:00')], days)).toEqual({ min: '08:00:00', max: '18:00:00' });
  });
  it('widens to whole hours around the shown events only', async () => {
    const { visibleHours } = await import('./calendar-events');
    expect(visibleHours([at('3T06:30:00', '3T21:30:00')], days)).toEqual({ min: '06:00:00', max: '22:00:00' });
    expect(visibleHours([at('3T13:30:00', '4T00:00:00')], days)).toEqual({ min: '08:00:00', max: '24:00:00' });
    expect(visibleHours([{ start: new Date('2026-03-10T01:00:00Z'), end: new Date('2026-03-10T02:00:00Z') }], days)).toEqual({
      min: '08:00:00',
      max: '18:00:00',
    });
  });
  it('opens the whole day for a range over midnight', async () => {
    const { visibleHours } = await import('./calendar-events');
    expect(visibleHours([at('3T22:00:00', '4T02:00:00')], days)).toEqual({ min: '00:00:00', max: '24:00:00' });
  });
});
