import { intlLocales, type Language } from './basics.js';
import { numberFormat } from './number-format.js';

/**
 * The one currency every amount on the platform is kept in (US dollars today). Its symbol is shown
 * with every amount in both languages; the interface language decides only the number format.
 */
export const PLATFORM_CURRENCY = { code: 'USD', symbol: '$' } as const;

const NBSP = '\u00a0';

/**
 * A whole amount in the platform currency as the web, the letters and the error texts write it:
 * `$1,250,000` in English, `1 250 000 $` in Russian. The spec's ruble sign for Russian would
 * change what a figure means with the language (DOMAIN.md, Money).
 */
export function formatMoney(value: number, language: Language): string {
  const rounded = Math.round(value);
  const amount = numberFormat(intlLocales[language], { maximumFractionDigits: 0 }).format(Math.abs(rounded));
  const sign = rounded < 0 ? '-' : '';
  return language === 'ru' ? `${sign}${amount}${NBSP}${PLATFORM_CURRENCY.symbol}` : `${sign}${PLATFORM_CURRENCY.symbol}${amount}`;
}
