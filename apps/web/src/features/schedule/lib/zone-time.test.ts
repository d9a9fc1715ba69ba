import { describe, expect, it } from 'vitest';
import { fromZoneWall, mondayOf, toZoneWall, wallOfDate, wallTime, weekFetchRange, weekRange } from './zone-time';

describe('toZoneWall', () => {
  it('reads an instant as the wall-clock time of the zone', () => {
    expect(toZoneWall('2026-03-02T09:00:00.000Z', 'Asia/Kolkata').toISOString()).toBe('2026-03-02T14:30:00.000Z');
    expect(toZoneWall('2026-03-02T09:00:00.000Z', 'America/New_York').toISOString()).toBe('2026-03-02T04:00:00.000Z');
    expect(toZoneWall('2026-03-02T09:00:00.000Z', 'UTC').toISOString()).toBe('2026-03-02T09:00:00.000Z');
  });

  it('follows daylight saving time', () => {
    // Berlin is GMT+1 in winter and GMT+2 after the last Sunday of March.
    expect(wallTime(toZoneWall('2026-03-28T08:00:00.000Z', 'Europe/Berlin'))).toBe('09:00');
    expect(wallTime(toZoneWall('2026-03-30T07:00:00.000Z', 'Europe/Berlin'))).toBe('09:00');
  });

  it('crosses the date line', () => {
    expect(toZoneWall('2026-03-02T20:00:00.000Z', 'Pacific/Kiritimati').toISOString()).toBe('2026-03-03T10:00:00.000Z');
  });
});

describe('fromZoneWall', () => {
  it('is the inverse of toZoneWall', () => {
    for (const zone of ['Asia/Kolkata', 'America/New_York', 'Europe/Berlin', 'Pacific/Kiritimati', 'UTC']) {
      const instant = new Date('2026-07-15T11:30:00.000Z');
      expect(fromZoneWall(toZoneWall(instant, zone), zone).toISOString()).toBe(instant.toISOString());
    }
  });
});

describe('weeks', () => {
  it('starts on Monday', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
  });

  it('spans the local week of the zone as instants', () => {
    expect(weekRange('2026-03-04', 'Asia/Kolkata')).toEqual({ from: new Date('2026-03-01T18:30:00.000Z'), to: new Date('2026-03-08T18:30:00.000Z') });
  });

  it('fetches the week of every zone at once', () => {
    expect(weekFetchRange('2026-03-04')).toEqual({ from: new Date('2026-03-01T10:00:00.000Z'), to: new Date('2026-03-09T12:00:00.000Z') });
  });

  it('reads a date as its midnight', () => {
    expect(wallOfDate('2026-03-04').toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });
});
