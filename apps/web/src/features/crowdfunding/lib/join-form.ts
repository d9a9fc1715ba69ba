import { crowdfundingInvestSchema } from '@platform/contract';
import { message, typedNumberRule, type FormFieldRule } from '@/shared/i18n/form-field-error';

/** The join dialog's one field, as typed. */
export interface JoinValues {
  amount: string;
}
export const emptyJoin: JoinValues = { amount: '' };

/** A typed amount as a number: blank is none, a comma is a decimal point. */
function joinAmount(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** The body the dialog sends: nothing when the amount is left blank (the spec's empty body), else `{amount}`. */
export function joinBody(values: JoinValues): { amount?: number } {
  const amount = joinAmount(values.amount);
  return amount === undefined ? {} : { amount };
}

/**
 * The zod issue code of the amount, if any: the contract's schema (a whole number from 1 up),
 * then the round's bounds (the minimum ticket and what is left to the maximum).
 */
export function joinIssue(values: JoinValues, bounds: { min: number; max: number }): string | null {
  const parsed = crowdfundingInvestSchema.safeParse(joinBody(values));
  if (!parsed.success) return parsed.error.issues[0]?.code ?? 'custom';
  const amount = parsed.data.amount;
  if (amount === undefined) return null;
  if (amount < bounds.min) return 'too_small';
  return amount > bounds.max ? 'too_big' : null;
}

/** The dialog's messages: the amount is no number, not whole, or outside the round's bounds (its ends are money). */
export function joinRules(bounds: { min: number; max: number }): { amount: FormFieldRule } {
  return {
    amount: typedNumberRule(joinAmount, {
      number: message('crowdfundingView.join.notNumber'),
      whole: message('crowdfundingView.join.whole'),
      bounds: message('crowdfundingView.join.outOfBounds', { min: bounds.min, max: bounds.max }),
    }),
  };
}
