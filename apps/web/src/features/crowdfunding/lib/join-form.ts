import { crowdfundingInvestSchema } from '@platform/contract';
import type { Resolver } from 'react-hook-form';
import { message, typedNumberRule, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { formResolver } from '@/shared/lib/form-resolver';

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
 * The dialog's check: the contract's schema of the body (a whole number from 1 up), then the
 * round's bounds (the minimum ticket and what is left to the maximum), on the body the dialog sends.
 */
export function joinResolver(bounds: { min: number; max: number }): Resolver<JoinValues> {
  const schema = crowdfundingInvestSchema.superRefine(({ amount }, ctx) => {
    if (amount === undefined) return;
    const path = ['amount'];
    if (amount < bounds.min) ctx.addIssue({ code: 'too_small', origin: 'number', minimum: bounds.min, inclusive: true, input: amount, path });
    else if (amount > bounds.max) ctx.addIssue({ code: 'too_big', origin: 'number', maximum: bounds.max, inclusive: true, input: amount, path });
  });
  return formResolver<JoinValues>(schema, { normalise: joinBody, keepValues: true });
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
