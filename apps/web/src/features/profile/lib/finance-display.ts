import type { Language } from '@platform/contract';
import { formatPercent } from '@/shared/format/number';

/**
 * A growth rate in percent with its sign, as the finance block shows monthly revenue (year on
 * year) and MoM growth: "+25%", "−10%", "0%". Null when not filled.
 */
export function signedPercent(value: number | null | undefined, language: Language): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const text = formatPercent(Math.abs(value), language, 1);
  if (value > 0) return `+${text}`;
  if (value < 0) return `\u2212${text}`;
  return text;
}
