import { intlLocales, type Language } from '@platform/contract/basics';

/**
 * A calendar day (`2026-12-07`) in the long date format of `formatDate` ("December 7, 2026",
 * "7 декабря 2026"), written with the browser's Intl alone: refusals are worded on the first
 * screen, whose bundle does not carry date-fns and its locales. format.test.ts holds the two
 * writers to the same text.
 */
export function formatCalendarDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  const parts = new Intl.DateTimeFormat(intlLocales[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(year, month - 1, date)))
    .reduce<Record<string, string>>((out, part) => ({ ...out, [part.type]: part.value }), {});
  return language === 'ru' ? `${parts.day} ${parts.month} ${parts.year}` : `${parts.month} ${parts.day}, ${parts.year}`;
}
