import { formatDateTimeIn, type Language } from '@platform/contract';

/** The date and time in the reader's language and zone, in the web's formats, with the zone named ("GMT+9"). */
export function mailTime(at: Date, language: Language, timeZone: string): string {
  const zoneName = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')!.value;
  let zone = timeZone;
  let name: string;
  try {
    name = zoneName(zone);
  } catch {
    // A zone this runtime does not know (an older tz database) reads as UTC rather than failing the letter.
    zone = 'UTC';
    name = zoneName(zone);
  }
  return `${formatDateTimeIn(at, language, zone)} ${name}`;
}
