import { CROWDFUNDING_INVESTMENTS_MAX, DECLINE_ROUND_REASON_MAX, DECLINE_ROUND_REASON_MIN, type FullBacker } from '@platform/contract';
import { SERVER_ERROR_TYPE, type FieldErrorLike } from '../../../../shared/i18n/field-error-text';

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

export type DecisionMessageKey =
  | 'validation.required'
  | 'validation.dateIncorrect'
  | 'fieldErrors.number'
  | 'fieldErrors.wholeNumber'
  | 'fieldErrors.textTooShort'
  | 'fieldErrors.textTooLong'
  | 'manageCrowdfunding.confirm.amountRange';
export type DecisionMessage = { key: DecisionMessageKey; params?: Record<string, number> } | { text: string };

const blank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/** The localised message of a confirm-dialog field for a zod issue of the contract's (English) schema; server texts as they came. */
export function confirmMessage(field: keyof ConfirmValues, error: FieldErrorLike | undefined, value: unknown): DecisionMessage | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR_TYPE && error.message) return { text: error.message };
  if (blank(value)) return { key: 'validation.required' };
  if (field === 'date_of_investment') return { key: 'validation.dateIncorrect' };
  // zod reports both "not a number" and "not whole" as invalid_type: the typed text tells them apart.
  if (typeof value === 'string' && Number.isNaN(typedAmount(value))) return { key: 'fieldErrors.number' };
  if (error.type === 'too_small' || error.type === 'too_big')
    return { key: 'manageCrowdfunding.confirm.amountRange', params: { min: 1, max: CROWDFUNDING_INVESTMENTS_MAX } };
  return { key: 'fieldErrors.wholeNumber' };
}

/** The decline reason's message: its length limits, or the server's text as it came. */
export function reasonMessage(error: FieldErrorLike | undefined, value: unknown): DecisionMessage | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR_TYPE && error.message) return { text: error.message };
  if (blank(value)) return { key: 'validation.required' };
  if (error.type === 'too_big') return { key: 'fieldErrors.textTooLong', params: { max: DECLINE_ROUND_REASON_MAX } };
  return { key: 'fieldErrors.textTooShort', params: { min: DECLINE_ROUND_REASON_MIN } };
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
export function minTicketMessage(
  error: FieldErrorLike | undefined,
  value: unknown,
): DecisionMessage | { key: 'manageCrowdfunding.activate.minTicketRange' } | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR_TYPE && error.message) return { text: error.message };
  if (blank(value)) return { key: 'validation.required' };
  if (typeof value === 'string' && Number.isNaN(typedAmount(value))) return { key: 'fieldErrors.number' };
  // Below 1, above the contract's ceiling, or above the round's maximum (the schema's refinement).
  if (error.type === 'too_small' || error.type === 'too_big' || error.type === 'custom') return { key: 'manageCrowdfunding.activate.minTicketRange' };
  return { key: 'fieldErrors.wholeNumber' };
}
