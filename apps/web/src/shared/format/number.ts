import { PLATFORM_CURRENCY, type Language } from '@platform/contract';

const intlLocale: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };
const NBSP = '\u00a0';

export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale[language], { maximumFractionDigits }).format(value);
}

/**
 * Whole amounts in the platform currency: `$1,250,000` in English, `1 250 000 $` in Russian. The
 * spec's ruble sign for Russian would change what a figure means with the language (DOMAIN.md, Money).
 */
export function formatCurrency(value: number, language: Language): string {
  const amount = formatNumber(Math.abs(Math.round(value)), language);
  const sign = Math.round(value) < 0 ? '-' : '';
  const { symbol } = PLATFORM_CURRENCY;
  return language === 'ru' ? `${sign}${amount}${NBSP}${symbol}` : `${sign}${symbol}${amount}`;
}

/** `value` is in percent already (42 means 42 %). */
export function formatPercent(value: number, language: Language, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale[language], { style: 'percent', maximumFractionDigits }).format(value / 100);
}

/** One source with the server's PDF, which prints scores as the web shows them. */
export { formatScore } from '@platform/contract';
