import { describe, expect, it } from 'vitest';
import { blockingMeetings, calendarRangeFor, dayBounds, endOptions, startOptions } from './free-time';

const iso = (d: Date) => d.toISOString();
const slot = (from: string, to: string) => ({ timestampz_from: from, timestampz_to: to });
const meeting = (id: string, from: string, to: string, accepted: boolean | null = null) => ({ id, timestampz_from: from, timestampz_to: to, accepted });
const day = dayBounds('2030-03-04', 'UTC');
const before = new Date('2030-01-01T00:00:00.000Z');

describe('dayBounds', () => {
  it('reads the day in the given zone', () => {
    expect(dayBounds('2030-03-04', 'Europe/Moscow')).toEqual({ from: new Date('2030-03-03T21:00:00.000Z'), to: new Date('2030-03-04T21:00:00.000Z') });
  });
  it('reads the calendar eight hours past the day, for ends after midnight', () => {
    expect(calendarRangeFor('2030-03-04', 'UTC').to).toEqual(new Date('2030-03-05T08:00:00.000Z'));
  });
});

describe('startOptions', () => {
  const slots = [slot('2030-03-04T09:00:00.000Z', '2030-03-04T12:00:00.000Z')];
  it('offers every half hour of free time that leaves half an hour', () => {
    expect(startOptions(slots, [], day, before).map(iso)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((t) => `2030-03-04T${t}:00.000Z`));
  });
  it('skips pending and accepted meetings, not declined ones', () => {
    const meetings = [
      meeting('a', '2030-03-04T09:30:00.000Z', '2030-03-04T10:30:00.000Z'),
      meeting('b', '2030-03-04T11:00:00.000Z', '2030-03-04T12:00:00.000Z', false),
    ];
    expect(startOptions(slots, meetings, day, before).map(iso)).toEqual(['09:00', '10:30', '11:00', '11:30'].map((t) => `2030-03-04T${t}:00.000Z`));
  });
  it('offers nothing before now, and nothing on a day without slots', () => {
    expect(startOptions(slots, [], day, new Date('2030-03-04T10:10:00.000Z')).map(iso)).toEqual(
      ['10:30', '11:00', '11:30'].map((t) => `2030-03-04T${t}:00.000Z`),
    );
    expect(startOptions([], [], day, before)).toEqual([]);
  });
});

describe('endOptions', () => {
  it('runs to the end of the slot or the next meeting', () => {
    const slots = [slot('2030-03-04T09:00:00.000Z', '2030-03-04T12:00:00.000Z')];
    const meetings = [meeting('a', '2030-03-04T11:00:00.000Z', '2030-03-04T11:30:00.000Z')];
    expect(endOptions(slots, meetings, new Date('2030-03-04T10:00:00.000Z')).map(iso)).toEqual(['2030-03-04T10:30:00.000Z', '2030-03-04T11:00:00.000Z']);
  });
  it('stops at eight hours', () => {
    const slots = [slot('2030-03-04T00:00:00.000Z', '2030-03-05T00:00:00.000Z')];
    const ends = endOptions(slots, [], new Date('2030-03-04T01:00:00.000Z'));
    expect(ends).toHaveLength(16);
    expect(iso(ends.at(-1)!)).toBe('2030-03-04T09:00:00.000Z');
  });
});

describe('blockingMeetings', () => {
  it('leaves out the meeting being changed', () => {
    const list = [meeting('a', '2030-03-04T09:00:00.000Z', '2030-03-04T10:00:00.000Z'), meeting('b', '2030-03-04T10:00:00.000Z', '2030-03-04T11:00:00.000Z')];
    expect(blockingMeetings(list, 'a').map((m) => m.id)).toEqual(['b']);
    expect(blockingMeetings(list, null)).toHaveLength(2);
  });
});
