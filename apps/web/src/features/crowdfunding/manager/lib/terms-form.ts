import { AMOUNT_MAX, AMOUNT_MIN, FORM_TEXT_MAX, FORM_TEXT_MIN, TERMS_REASON_MAX, TERMS_REASON_MIN, type CrowdfundingCard } from '@platform/contract';
import { message, oneMessageRule, typedNumberRule, type FormFieldRule } from '@/shared/i18n/form-field-error';
import { textRule } from '@/shared/i18n/bound-rules';
import { typedAmount } from './decision-forms';

/** The terms dialog as its inputs hold it: amounts as typed, the last day as `yyyy-MM-dd`; the paths are the body's. */
export interface TermsValues {
  value_of_investments: { min: string; max: string };
  conditions_of_deal: string;
  expire: string | null;
  reason: string;
}

/** Starts from the round's current terms, so the manager edits only what the startup asked to change. */
export function termsDefaults(round: Pick<CrowdfundingCard, 'value_of_investments' | 'conditions_of_deal' | 'expire'>): TermsValues {
  return {
    value_of_investments: { min: String(round.value_of_investments.min), max: String(round.value_of_investments.max) },
    conditions_of_deal: round.conditions_of_deal,
    expire: round.expire,
    reason: '',
  };
}

/**
 * The body `roundTermsSchema` checks and the server receives. The last day goes only when it
 * moved: the server refuses to move it after a notice of an early close, and an unchanged one
 * must not stand in the way of the other terms.
 */
export function termsBody(values: TermsValues, currentExpire: string) {
  return {
    value_of_investments: { min: typedAmount(values.value_of_investments.min), max: typedAmount(values.value_of_investments.max) },
    conditions_of_deal: values.conditions_of_deal,
    ...(values.expire !== currentExpire ? { expire: values.expire ?? '' } : {}),
    reason: values.reason,
  };
}

const amount = typedNumberRule(typedAmount, {
  number: message('fieldErrors.number'),
  whole: message('fieldErrors.wholeNumber'),
  bounds: message('roundTerms.manage.amountRange', { min: AMOUNT_MIN, max: AMOUNT_MAX }),
});

/** The dialog's messages by field and kind of the contract's issue; the range's end below its start is the schema's refinement. */
export const termsRules = {
  min: amount,
  max: { ...amount, custom: message('validation.maxLessThanMin') },
  conditions_of_deal: textRule(FORM_TEXT_MIN, FORM_TEXT_MAX),
  expire: oneMessageRule(message('validation.required'), message('validation.dateIncorrect')),
  reason: textRule(TERMS_REASON_MIN, TERMS_REASON_MAX),
} satisfies Record<string, FormFieldRule>;
