import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  FEEDBACK_OTHER_MAX,
  FORM_TEXT_MAX,
  FORM_TEXT_MIN,
  FOUNDATION_MULTI_MAX,
  INTERESTING_STARTUPS_MAX,
  MAX_FILES_PER_FIELD,
  OTHER_INFO_MAX,
  PHONE_MAX,
  PHONE_MIN,
  SPECIALIST_MAX,
  emailSchema,
  phoneSchema,
} from '@platform/contract';
import { emailRule } from '@/shared/i18n/credential-rules';
import { lengthRule, message as m, oneMessageRule, typedNumberRule, type FormFieldRule, type FormMessage } from '@/shared/i18n/form-field-error';
import { textRule } from '@/shared/i18n/bound-rules';
import { numberOf, type ApplicationFormValues, type FeedbackMethod } from './form-values';

const required = m('validation.required');
const text = (min: number | null, max: number) => textRule(min, max, m('fieldErrors.textRequired'));
/** A whole amount of 1 to 100,000,000, told from the typed text; `custom` words a refinement of the form. */
const amount = (custom?: FormMessage) =>
  typedNumberRule(numberOf, {
    number: m('fieldErrors.number'),
    whole: m('applications.errors.wholeNumber'),
    bounds: m('validation.outOfBounds', { lower: AMOUNT_MIN, upper: AMOUNT_MAX }),
    custom,
  });
// A refusal of a range itself sits on its `max` end: it is lower than `min`.
const maxBelowMin = m('validation.maxLessThanMin');
const financeRange: FormFieldRule = { ...oneMessageRule(required, m('fieldErrors.number')), custom: maxBelowMin };
const choice = oneMessageRule(m('applications.errors.chooseOption'), m('applications.errors.chooseOption'));
const file = oneMessageRule(m('applications.errors.attachFile'), m('applications.errors.attachFile'));
const focus = oneMessageRule(m('applications.errors.tooMany', { max: FOUNDATION_MULTI_MAX }), m('applications.errors.tooMany', { max: FOUNDATION_MULTI_MAX }));

/** A field the table leaves out: a blank value is asked for, any other is checked. */
const otherRule = oneMessageRule(required, m('fieldErrors.invalid'));

type RuleField = Exclude<keyof ApplicationFormValues, 'valuetion_tbd' | 'agree_co_investment' | 'crowdfunding' | 'feedback_method' | 'feedback_value'>;

/**
 * The application forms' messages by field and kind of issue, with the contract's bounds (its
 * own texts are English). A range's two ends share their field's rule.
 */
export const applicationFieldRules: Record<RuleField, FormFieldRule> = {
  goals: choice,
  task_class: choice,
  type_of_due_dill: choice,
  value_of_investments: amount(maxBelowMin),
  need_investment: amount(maxBelowMin),
  annual_revenue: financeRange,
  mom_growth: financeRange,
  monthly_revenue: financeRange,
  mothly_burn_rate: financeRange,
  mrr: financeRange,
  runrate: financeRange,
  round_size: amount(),
  valuetion: amount(),
  // Optional, so only a typed amount is refused: out of bounds, or above the investment maximum.
  min_ticket: amount(m('crowdfundingView.form.minTicketAboveMax')),
  conditions_of_deal: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
  costs_and_terms: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
  product_description: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
  goals_and_tasks: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
  terms_of_duedill: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
  need_pilot: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
  similar_case: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
  legal_terms: text(FORM_TEXT_MIN, FORM_TEXT_MAX),
  other_info: text(FORM_TEXT_MIN, OTHER_INFO_MAX),
  specialist: text(FORM_TEXT_MIN, SPECIALIST_MAX),
  interesting_startups: text(null, INTERESTING_STARTUPS_MAX),
  countries: focus,
  industries: focus,
  regions: focus,
  rounds: focus,
  expire: { ...oneMessageRule(required, m('validation.dateIncorrect')), custom: m('validation.datePast') },
  unit_economy: file,
  pitch_presentation: file,
  financial_model: file,
  task_file: file,
  product_presentation_files: {
    ...oneMessageRule(m('applications.errors.attachFiles'), m('applications.errors.attachFiles')),
    tooLong: m('applications.errors.tooManyFiles', { max: MAX_FILES_PER_FIELD }),
  },
};

/**
 * The contact's rule by its method. The form checks the contact as a whole (see `feedbackValid`),
 * so its one issue says nothing of the bound it missed: the typed length tells.
 */
export const contactRules: Record<FeedbackMethod, FormFieldRule> = {
  email: emailRule,
  phone: lengthRule(
    {
      required: m('validation.phoneRequired'),
      tooShort: m('validation.phoneTooShort'),
      tooLong: m('validation.phoneTooLong'),
      format: m('validation.phoneFormat'),
    },
    PHONE_MIN,
    PHONE_MAX,
  ),
  other: lengthRule(text(FORM_TEXT_MIN, FEEDBACK_OTHER_MAX), FORM_TEXT_MIN, FEEDBACK_OTHER_MAX),
};

/** The rule of a field by its path (`mrr.max` is `mrr`'s), the contact's by the method chosen. */
export function applicationFieldRule(path: string, method: FeedbackMethod): FormFieldRule {
  const field = path.split('.')[0] ?? '';
  if (field === 'feedback_value') return contactRules[method];
  return Object.hasOwn(applicationFieldRules, field) ? applicationFieldRules[field as RuleField] : otherRule;
}

/**
 * The contract checks the contact only once every other field passes (a refinement of the whole
 * form), so the form checks it up front too: answers whether the value fits its method.
 */
export function feedbackValid(method: FeedbackMethod, value: string): boolean {
  if (method === 'email') return emailSchema.safeParse(value).success;
  if (method === 'phone') return phoneSchema.safeParse(value).success;
  const length = value.trim().length;
  return length >= FORM_TEXT_MIN && length <= FEEDBACK_OTHER_MAX;
}
