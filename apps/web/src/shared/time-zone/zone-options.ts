import { TZDate } from '@date-fns/tz';
import { isTimeZone } from '@platform/contract/basics';
import { deviceZone } from './device-zone';

export interface ZoneOption {
  value: string;
  label: string;
  /** Minutes east of GMT at the moment the list was made. */
  offset: number;
}

/** `GMT+05:30` for 330 minutes, `GMT-03:00` for -180. */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A zone's offset from GMT at an instant, in minutes east. */
export function zoneOffset(timeZone: string, at: Date): number {
  return -new TZDate(at.getTime(), timeZone).getTimezoneOffset();
}

/** The runtime's IANA zones, labelled with their offset at `at` and sorted from GMT-12:00 to GMT+14:00. */
export function zoneOptions(zones: readonly string[], at: Date): ZoneOption[] {
  const unique = [...new Set(zones)];
  return unique
    .map((value) => {
      const offset = zoneOffset(value, at);
      return { value, offset, label: zoneLabel(value, at) };
    })
    .sort((a, b) => a.offset - b.offset || a.value.localeCompare(b.value));
}

/**
 * Zones Chromium's list still names by their old spelling; the server (Node) and the users know the
 * new one, which every engine accepts.
 */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
};

/** A zone under its current name where the runtime takes it (`Asia/Calcutta` → `Asia/Kolkata`). */
export function currentZoneName(zone: string, accepts: (zone: string) => boolean = isTimeZone): string {
  const renamed = RENAMED[zone];
  return renamed && accepts(renamed) ? renamed : zone;
}

/** The zones of a runtime's list under their current names, and UTC, which some engines leave out. */
export function currentZoneNames(known: readonly string[], accepts: (zone: string) => boolean): string[] {
  const named = known.map((zone) => currentZoneName(zone, accepts));
  return [...new Set(named.includes('UTC') ? named : [...named, 'UTC'])];
}

/** Every zone the browser knows. */
export function runtimeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return currentZoneNames(known, isTimeZone);
}

/** The browser's own zone under its current name, or null where the runtime does not tell it. */
export function browserTimeZone(): string | null {
  try {
    const zone = deviceZone();
    return zone ? currentZoneName(zone) : null;
  } catch {
    return null;
  }
}

/** The browser's own zone, or UTC. */
export function browserZone(): string {
  return browserTimeZone() ?? 'UTC';
}

/** `GMT+09:00 Asia/Tokyo`: a zone as the zone lists name it, with its offset now. */
export function zoneLabel(zone: string, at = new Date()): string {
  return `${gmtLabel(zoneOffset(zone, at))} ${zone}`;
}
