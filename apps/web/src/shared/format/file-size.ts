import { formatFileSize, type Language } from '@platform/contract';
import { formatNumber } from './number';

export type FileSizeUnit = ReturnType<typeof formatFileSize>['unit'];

/** "1.5 MB" / "1,5 МБ": the contract computes the value, the locale names the unit. */
export function formatFileSizeText(bytes: number, language: Language, unitLabel: (unit: FileSizeUnit) => string): string {
  const { value, unit } = formatFileSize(bytes);
  return `${formatNumber(value, language, 1)}\u00a0${unitLabel(unit)}`;
}
