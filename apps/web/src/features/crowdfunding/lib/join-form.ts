import { crowdfundingInvestSchema } from '@platform/contract';

/** The join dialog's one field, as typed. */
export interface JoinValues {
  amount: string;
}
export const emptyJoin: JoinValues = { amount: '' };

/** The body the dialog sends: nothing when the amount is left blank (the spec's empty body), else `{amount}`. */
export function joinBody(values: JoinValues): { amount?: number } {
  const text = values.amount.trim();
  if (text === '') return {};
  return { amount: Number(text.replace(',', '.')) };
}

export type JoinIssue = { key: 'notNumber' } | { key: 'whole' } | { key: 'outOfBounds'; min: number; max: number };

/**
 * The amount's problem, if any: the contract's schema (a whole number from 1 up), then the
 * round's bounds (the minimum ticket and what is left to the maximum).
 */
export function joinIssue(values: JoinValues, bounds: { min: number; max: number }): JoinIssue | null {
  const body = joinBody(values);
  const parsed = crowdfundingInvestSchema.safeParse(body);
  const outOfBounds = { key: 'outOfBounds', min: bounds.min, max: bounds.max } as const;
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.code === 'too_small' || issue?.code === 'too_big') return outOfBounds;
    // Zod tells a fraction by its expected `int`; anything else is not a number at all.
    return issue?.code === 'invalid_type' && issue.expected === 'int' ? { key: 'whole' } : { key: 'notNumber' };
  }
  const amount = parsed.data.amount;
  if (amount === undefined) return null;
  return amount < bounds.min || amount > bounds.max ? outOfBounds : null;
}
