import { CROWDFUNDING_INVESTMENTS_MAX, DECLINE_ROUND_REASON_MAX, DECLINE_ROUND_REASON_MIN, type FullBacker } from '@platform/contract';
import { message, oneMessageRule, typedNumberRule, type FormFieldRule, type FormMessage } from '@/shared/i18n/form-field-error';
import { textRule } from '@/shared/i18n/bound-rules';

/** The confirm dialog as its inputs hold it: the amount as typed, the date as `yyyy-MM-dd`. */
export interface ConfirmValues {
  investment_amount: string;
  date_of_investment: string | null;
}

/** Starts from what the backer committed (nothing when it joined without an amount) and today. */
export function confirmDefaults(backer: Pick<FullBacker, 'amount' | 'investment_amount'>, today: string): ConfirmValues {
  const amount = backer.investment_amount ?? backer.amount;
  return { investment_amount: amount == null ? '' : String(amount), date_of_investment: today };
}

/** Typed text as a number: spaces and thousands separators dropped, a comma read as a decimal point; blank is none. */
export function typedAmount(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (compact === '') return undefined;
  return Number(compact);
}

/** The body `backerDecisionSchema` checks and the server receives. */
export function confirmBody(values: ConfirmValues) {
  return { status: 'active' as const, investment_amount: typedAmount(values.investment_amount), date_of_investment: values.date_of_investment ?? '' };
}

const required = message('validation.required');
/** A typed amount: no number, not whole, or outside `bounds` (its ends are money, the dialog writes them so). */
const amountRule = (bounds: FormMessage) =>
  typedNumberRule(typedAmount, { number: message('fieldErrors.number'), whole: message('fieldErrors.wholeNumber'), bounds });

/** The confirm dialog's messages by field and kind of issue of the contract's (English) schema. */
export const confirmRules = {
  investment_amount: amountRule(message('manageCrowdfunding.confirm.amountRange', { min: 1, max: CROWDFUNDING_INVESTMENTS_MAX })),
  date_of_investment: oneMessageRule(required, message('validation.dateIncorrect')),
} satisfies Record<keyof ConfirmValues, FormFieldRule>;

/** The decline reason: its length limits. */
export const reasonRule = textRule(DECLINE_ROUND_REASON_MIN, DECLINE_ROUND_REASON_MAX);

/** The activation dialog's one field, as typed. */
export interface ActivateValues {
  min_ticket: string;
}

/** Starts from the minimum ticket the startup filed, blank when it filed none. */
export function activateDefaults(round: { min_ticket: number | null }): ActivateValues {
  return { min_ticket: round.min_ticket == null ? '' : String(round.min_ticket) };
}

/** The body `activateRoundFormSchema` checks and the server receives. */
export function activateBody(values: ActivateValues) {
  return { status: 'active' as const, min_ticket: typedAmount(values.min_ticket) };
}

/**
 * The activation dialog's messages: a minimum ticket below 1, above the contract's ceiling or
 * above the round's investment maximum (the schema's refinement) is out of the range.
 */
export function activateRules(investmentMax: number): Record<keyof ActivateValues, FormFieldRule> {
  return { min_ticket: amountRule(message('manageCrowdfunding.activate.minTicketRange', { min: 1, max: investmentMax })) };
}
