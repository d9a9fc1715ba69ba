import type { Language } from '@platform/contract/basics';
import { wordParams } from '@platform/contract/errors';
import { formatMoney } from '@platform/contract/money';
import { formatCalendarDay } from '@/shared/format/calendar-day';
import { setParamWording } from './field-codes';

/** A refusal's amounts and days in the interface language: "$125,000", "December 7, 2026". */
export function wordRefusalParams(params: Record<string, string>, language: Language): Record<string, string> {
  return wordParams(params, { money: (n) => formatMoney(n, language), day: (d) => formatCalendarDay(d, language) });
}

/** Installs the wording: the page layouts import this module, so every screen but the log-in one has it. */
export function installParamWording(): void {
  setParamWording(wordRefusalParams);
}

installParamWording();
