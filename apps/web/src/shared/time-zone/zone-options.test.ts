import { describe, expect, it } from 'vitest';
import { currentZoneNames, gmtLabel, zoneOffset, zoneOptions } from './zone-options';

const winter = new Date('2026-01-15T12:00:00.000Z');

describe('zone options', () => {
  it('labels offsets as GMT±hh:mm', () => {
    expect(gmtLabel(330)).toBe('GMT+05:30');
    expect(gmtLabel(-180)).toBe('GMT-03:00');
    expect(gmtLabel(0)).toBe('GMT+00:00');
  });

  it('reads the offset at the given moment', () => {
    expect(zoneOffset('Europe/Berlin', winter)).toBe(60);
    expect(zoneOffset('Europe/Berlin', new Date('2026-07-15T12:00:00.000Z'))).toBe(120);
  });

  it('sorts from the most western offset to the most eastern, then by name', () => {
    const options = zoneOptions(['Pacific/Kiritimati', 'Asia/Kolkata', 'UTC', 'Etc/GMT+12', 'Africa/Abidjan', 'Asia/Kolkata'], winter);
    expect(options.map((o) => o.label)).toEqual([
      'GMT-12:00 Etc/GMT+12',
      'GMT+00:00 Africa/Abidjan',
      'GMT+00:00 UTC',
      'GMT+05:30 Asia/Kolkata',
      'GMT+14:00 Pacific/Kiritimati',
    ]);
  });
});

describe('zone names', () => {
  it('uses the current name of a renamed zone, and adds UTC', () => {
    expect(currentZoneNames(['Asia/Calcutta', 'Europe/Kiev', 'Europe/Berlin'], () => true)).toEqual(['Asia/Kolkata', 'Europe/Kyiv', 'Europe/Berlin', 'UTC']);
    expect(currentZoneNames(['Asia/Calcutta', 'UTC'], () => false)).toEqual(['Asia/Calcutta', 'UTC']);
  });
});
