import { PLATFORM_CURRENCY, type Language } from '@platform/contract';

/**
 * Where the platform currency's symbol sits beside a money input: before the number in English,
 * after it in Russian. The symbol itself never changes with the language (DOMAIN.md, Money).
 */
export const currencyUnit = (language: Language) =>
  language === 'ru' ? { unit: PLATFORM_CURRENCY.symbol, unitSide: 'right' as const } : { unit: PLATFORM_CURRENCY.symbol, unitSide: 'left' as const };

/** The same placement as a prefix or suffix, for fields that take those. */
export const currencyAffix = (language: Language): { prefix: string } | { suffix: string } =>
  language === 'ru' ? { suffix: `\u00a0${PLATFORM_CURRENCY.symbol}` } : { prefix: PLATFORM_CURRENCY.symbol };
