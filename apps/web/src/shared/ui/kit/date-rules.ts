import { startOfDay } from 'date-fns';
import { parseDottedDate } from '@/shared/format/date';

export type DateRuleError = 'required' | 'format' | 'incorrect' | 'past';

export interface DateRuleOptions {
  /** "Now", passed in so the rule is a pure function of its input. */
  now: Date;
  /** Dates are required and not in the past by default (spec part 2, section 5). */
  allowPast?: boolean;
  required?: boolean;
}

/** Checks typed `dd.MM.yyyy` text: its shape, that the date exists, and that it is not past. */
export function dottedDateError(text: string, { now, allowPast = false, required = true }: DateRuleOptions): DateRuleError | null {
  const trimmed = text.trim();
  if (trimmed === '') return required ? 'required' : null;
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(trimmed)) return 'format';
  const date = parseDottedDate(trimmed);
  if (!date) return 'incorrect';
  if (!allowPast && date < startOfDay(now)) return 'past';
  return null;
}
