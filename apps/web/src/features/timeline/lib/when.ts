import { formatDistance, isValid } from 'date-fns';
import { enUS, ru } from 'date-fns/locale';
import type { Language } from '@platform/contract';

const locales = { en: enUS, ru } as const;

/** How long ago an entry happened, in the interface language ("3 hours ago", "3 часа назад"). */
export function relativeTime(at: string, now: Date, language: Language): string {
  const date = new Date(at);
  if (!isValid(date)) return '';
  // A clock a little ahead of this device's still reads as "just now", never "in a minute".
  const moment = date.getTime() > now.getTime() ? now : date;
  return formatDistance(moment, now, { addSuffix: true, locale: locales[language] });
}
