import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLanguage } from '@/shared/i18n/use-language';
import { formatClock, formatDate, formatDateTime, formatDottedDate, formatTime, type DateLike } from './date';
import { formatCurrency, formatNumber, formatPercent, formatScore } from './number';
import { formatFileSizeText } from './file-size';

/** The formatters bound to the interface language; screens re-render when it changes. */
export function useFormatters() {
  const language = useLanguage();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      date: (value: DateLike) => formatDate(value, language),
      dateTime: (value: DateLike) => formatDateTime(value, language),
      time: (value: DateLike, timeZone?: string) => formatTime(value, language, timeZone),
      clock: (hhmm: string) => formatClock(hhmm, language),
      dotted: formatDottedDate,
      number: (value: number, fractionDigits = 0) => formatNumber(value, language, fractionDigits),
      currency: (value: number) => formatCurrency(value, language),
      percent: (value: number) => formatPercent(value, language),
      score: (value: number) => formatScore(value, language),
      fileSize: (bytes: number) => formatFileSizeText(bytes, language, (unit) => t(`units.${unit}`)),
    }),
    [language, t],
  );
}
