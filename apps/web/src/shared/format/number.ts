import { intlLocales, type Language } from '@platform/contract/basics';
import { numberFormat } from '@platform/contract/number-format';

export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  return numberFormat(intlLocales[language], { maximumFractionDigits }).format(value);
}

/** Whole amounts in the platform currency, one source with the server's letters and error texts. */
export { formatMoney as formatCurrency } from '@platform/contract/money';

/** `value` is in percent already (42 means 42 %). */
export function formatPercent(value: number, language: Language, maximumFractionDigits = 0): string {
  return numberFormat(intlLocales[language], { style: 'percent', maximumFractionDigits }).format(value / 100);
}

/** One source with the server's PDF, which prints scores as the web shows them. */
export { formatScore } from '@platform/contract';
