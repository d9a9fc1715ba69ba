import type { feedbackMethods } from '@platform/contract';
import { fileFieldPurposes, type FileFieldName, type FormKind } from './form-kinds';

export type FeedbackMethod = (typeof feedbackMethods)[number];

/** A min/max pair as its two inputs hold it: typed text. */
export interface RangeText {
  min: string;
  max: string;
}

/** Optional finance ranges of the foundation investment form (field spellings as in the contract). */
export const financeRangeFields = ['annual_revenue', 'mom_growth', 'monthly_revenue', 'mothly_burn_rate', 'mrr', 'runrate'] as const;
export type FinanceRangeField = (typeof financeRangeFields)[number];

/**
 * Every field of every application form, as the inputs hold them; a form shows its own part.
 * Numbers are typed text, files are the picked files (uploaded on send), dates `yyyy-MM-dd`.
 */
export interface ApplicationFormValues extends Record<FinanceRangeField, RangeText> {
  goals: string | null;
  task_class: string | null;
  type_of_due_dill: string | null;
  value_of_investments: RangeText;
  need_investment: RangeText;
  round_size: string;
  valuetion: string;
  /** The valuation is not decided yet: sent as `tbd`. */
  valuetion_tbd: boolean;
  conditions_of_deal: string;
  costs_and_terms: string;
  product_description: string;
  goals_and_tasks: string;
  terms_of_duedill: string;
  other_info: string;
  specialist: string;
  need_pilot: string;
  similar_case: string;
  legal_terms: string;
  interesting_startups: string;
  countries: number[];
  industries: number[];
  regions: number[];
  rounds: number[];
  expire: string | null;
  unit_economy: File | null;
  pitch_presentation: File | null;
  financial_model: File | null;
  task_file: File | null;
  product_presentation_files: File[];
  agree_co_investment: boolean;
  crowdfunding: boolean;
  /** The round's smallest commitment, typed; sent only with crowdfunding. */
  min_ticket: string;
  feedback_method: FeedbackMethod;
  feedback_value: string;
}

const emptyRange = (): RangeText => ({ min: '', max: '' });

/** A blank form; the contact defaults to e-mail, filled in with the account's address (spec part 2, section 5). */
export function emptyApplicationForm(email: string): ApplicationFormValues {
  return {
    goals: null,
    task_class: null,
    type_of_due_dill: null,
    value_of_investments: emptyRange(),
    need_investment: emptyRange(),
    annual_revenue: emptyRange(),
    mom_growth: emptyRange(),
    monthly_revenue: emptyRange(),
    mothly_burn_rate: emptyRange(),
    mrr: emptyRange(),
    runrate: emptyRange(),
    round_size: '',
    valuetion: '',
    valuetion_tbd: false,
    conditions_of_deal: '',
    costs_and_terms: '',
    product_description: '',
    goals_and_tasks: '',
    terms_of_duedill: '',
    other_info: '',
    specialist: '',
    need_pilot: '',
    similar_case: '',
    legal_terms: '',
    interesting_startups: '',
    countries: [],
    industries: [],
    regions: [],
    rounds: [],
    expire: null,
    unit_economy: null,
    pitch_presentation: null,
    financial_model: null,
    task_file: null,
    product_presentation_files: [],
    agree_co_investment: false,
    crowdfunding: false,
    min_ticket: '',
    feedback_method: 'email',
    feedback_value: email,
  };
}

/** The contact value a method starts with: the account's e-mail or phone, or nothing for free text. */
export function feedbackDefault(method: FeedbackMethod, account: { email: string; phone: string | null }): string {
  if (method === 'email') return account.email;
  if (method === 'phone') return account.phone ?? '';
  return '';
}

/** Typed number text as a number: blank is undefined (so the schema says "required"), `,` is a decimal point. */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number(trimmed.replace(',', '.'));
}

const blankToUndefined = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

function requiredRange(range: RangeText) {
  return { min: numberOf(range.min), max: numberOf(range.max) };
}

/** An optional range: left out when both ends are blank, a blank end is null. */
function optionalRange(range: RangeText) {
  const min = numberOf(range.min);
  const max = numberOf(range.max);
  if (min === undefined && max === undefined) return undefined;
  return { min: min ?? null, max: max ?? null };
}

/** A file as the form sends it: `{id}` of its upload. */
export type FileIdOf = (file: File) => string;

const ref = (file: File | null, idOf: FileIdOf) => (file ? { id: idOf(file) } : undefined);

function feedback(values: ApplicationFormValues) {
  return { feedback_method: values.feedback_method, feedback_value: values.feedback_value };
}

function foundationFocus(values: ApplicationFormValues) {
  return {
    countries: values.countries,
    industries: values.industries,
    regions: values.regions,
    rounds: values.rounds,
    expire: values.expire ?? undefined,
    legal_terms: blankToUndefined(values.legal_terms),
    interesting_startups: blankToUndefined(values.interesting_startups),
  };
}

/**
 * The body of a form as the contract schema reads it, with files as `{id}` of their uploads.
 * Checking a form runs the schema on this body with stand-in ids; sending builds it again with
 * the ids the uploads answered.
 */
export function applicationBody(kind: FormKind, values: ApplicationFormValues, idOf: FileIdOf): Record<string, unknown> {
  switch (kind) {
    case 'startupInvestment':
      return {
        goals: values.goals ?? undefined,
        value_of_investments: requiredRange(values.value_of_investments),
        conditions_of_deal: values.conditions_of_deal,
        round_size: numberOf(values.round_size),
        valuetion: values.valuetion_tbd ? 'tbd' : numberOf(values.valuetion),
        expire: values.expire ?? undefined,
        unit_economy: ref(values.unit_economy, idOf),
        pitch_presentation: ref(values.pitch_presentation, idOf),
        financial_model: ref(values.financial_model, idOf),
        agree_co_investment: values.agree_co_investment,
        crowdfunding: values.crowdfunding,
        min_ticket: values.crowdfunding ? numberOf(values.min_ticket) : undefined,
        ...feedback(values),
      };
    case 'startupPilot':
      return {
        task_class: values.task_class ?? undefined,
        costs_and_terms: values.costs_and_terms,
        product_description: values.product_description,
        product_presentation_files: values.product_presentation_files.map((file) => ({ id: idOf(file) })),
        ...feedback(values),
      };
    case 'dueDiligence':
      return {
        type_of_due_dill: values.type_of_due_dill ?? undefined,
        goals_and_tasks: values.goals_and_tasks,
        terms_of_duedill: blankToUndefined(values.terms_of_duedill),
        other_info: blankToUndefined(values.other_info),
        specialist: blankToUndefined(values.specialist),
        ...feedback(values),
      };
    case 'foundationInvestment':
      return {
        ...foundationFocus(values),
        need_investment: requiredRange(values.need_investment),
        pitch_presentation: ref(values.pitch_presentation, idOf),
        unit_economy: ref(values.unit_economy, idOf),
        annual_revenue: optionalRange(values.annual_revenue),
        mom_growth: optionalRange(values.mom_growth),
        monthly_revenue: optionalRange(values.monthly_revenue),
        mothly_burn_rate: optionalRange(values.mothly_burn_rate),
        mrr: optionalRange(values.mrr),
        runrate: optionalRange(values.runrate),
        agree_co_investment: values.agree_co_investment,
        ...feedback(values),
      };
    case 'foundationPilot':
      return {
        ...foundationFocus(values),
        need_pilot: values.need_pilot,
        similar_case: blankToUndefined(values.similar_case),
        task_file: ref(values.task_file, idOf),
        ...feedback(values),
      };
  }
}

/** File fields each form sends. */
export const formFileFields: Record<FormKind, readonly FileFieldName[]> = {
  startupInvestment: ['unit_economy', 'pitch_presentation', 'financial_model'],
  startupPilot: ['product_presentation_files'],
  dueDiligence: [],
  foundationInvestment: ['pitch_presentation', 'unit_economy'],
  foundationPilot: ['task_file'],
};

/** The picked files a form sends, each with its upload purpose, in field order. */
export function filesToUpload(kind: FormKind, values: ApplicationFormValues) {
  return formFileFields[kind].flatMap((field) => {
    const value = values[field];
    const files = Array.isArray(value) ? value : value ? [value] : [];
    return files.map((file) => ({ field, file, purpose: fileFieldPurposes[field] }));
  });
}
