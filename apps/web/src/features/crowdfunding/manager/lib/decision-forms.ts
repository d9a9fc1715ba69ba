import { CROWDFUNDING_INVESTMENTS_MAX, DECLINE_ROUND_REASON_MAX, DECLINE_ROUND_REASON_MIN, type FullBacker } from '@platform/contract';
import {
  SERVER_ERROR_TYPE,
  formFieldMessage,
  message,
  oneMessageRule,
  textRule,
  type FieldErrorLike,
  type FormFieldRule,
  type FormMessage,
} from '../../../../shared/i18n/form-field-error';

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

export type DecisionMessage = FormMessage | { text: string };

const required = message('validation.required');
const amountRange = message('manageCrowdfunding.confirm.amountRange', { min: 1, max: CROWDFUNDING_INVESTMENTS_MAX });
const confirmRules = {
  // zod reports "not whole" as invalid_type: a format issue once the text is a number.
  investment_amount: { required, format: message('fieldErrors.wholeNumber'), tooShort: amountRange, tooLong: amountRange },
  date_of_investment: oneMessageRule(required, message('validation.dateIncorrect')),
} satisfies Record<keyof ConfirmValues, FormFieldRule>;
const reasonRule = textRule(DECLINE_ROUND_REASON_MIN, DECLINE_ROUND_REASON_MAX);
// Below 1, above the contract's ceiling, or above the round's maximum (the schema's refinement).
const minTicketRange = message('manageCrowdfunding.activate.minTicketRange');
const minTicketRule: FormFieldRule = {
  required,
  format: message('fieldErrors.wholeNumber'),
  tooShort: minTicketRange,
  tooLong: minTicketRange,
  custom: minTicketRange,
};

/** zod reports "not a number" as invalid_type too: the typed text tells it apart from "not whole". */
const notANumber = (value: unknown) => typeof value === 'string' && value.trim() !== '' && Number.isNaN(typedAmount(value));

/** The localised message of a confirm-dialog field for a zod issue of the contract's (English) schema; server texts as they came. */
export function confirmMessage(field: keyof ConfirmValues, error: FieldErrorLike | undefined, value: unknown): DecisionMessage | undefined {
  if (error && error.type !== SERVER_ERROR_TYPE && field === 'investment_amount' && notANumber(value)) return message('fieldErrors.number');
  return formFieldMessage(confirmRules[field], error, value);
}

/** The decline reason's message: its length limits, or the server's text as it came. */
export function reasonMessage(error: FieldErrorLike | undefined, value: unknown): DecisionMessage | undefined {
  return formFieldMessage(reasonRule, error, value);
}

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

/** The minimum ticket's message; the range's ends are the caller's to format as money. */
export function minTicketMessage(error: FieldErrorLike | undefined, value: unknown): DecisionMessage | undefined {
  if (error && error.type !== SERVER_ERROR_TYPE && notANumber(value)) return message('fieldErrors.number');
  return formFieldMessage(minTicketRule, error, value);
}
