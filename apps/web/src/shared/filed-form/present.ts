import { parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import { optionsOf, type ClientTicketType, type Handbooks, type Language } from '@platform/contract';
import { formatDate } from '@/shared/format/date';
import { formatCurrency, formatPercent } from '@/shared/format/number';
import { handbookNames } from '@/shared/lib/handbook-options';
import { filedFormRows, type FeedbackMethod, type FiledField, type FiledValue } from './filed-form';

/** Each field's name: the label the client's form gives it, so the form and both views say the same. */
export const filedFieldLabels = {
  goals: 'applications.fields.goals',
  task_class: 'applications.fields.task_class',
  type_of_due_dill: 'applications.fields.type_of_due_dill',
  value_of_investments: 'applications.fields.value_of_investments',
  need_investment: 'applications.fields.need_investment',
  round_size: 'applications.fields.round_size',
  valuetion: 'applications.fields.valuetion',
  conditions_of_deal: 'applications.fields.conditions_of_deal',
  costs_and_terms: 'applications.fields.costs_and_terms',
  product_description: 'applications.fields.product_description',
  goals_and_tasks: 'applications.fields.goals_and_tasks',
  terms_of_duedill: 'applications.fields.terms_of_duedill',
  other_info: 'applications.fields.other_info',
  specialist: 'applications.fields.specialist',
  need_pilot: 'applications.fields.need_pilot',
  similar_case: 'applications.fields.similar_case',
  legal_terms: 'applications.fields.legal_terms',
  interesting_startups: 'applications.fields.interesting_startups',
  countries: 'applications.fields.countries',
  industries: 'applications.fields.industries',
  regions: 'applications.fields.regions',
  rounds: 'applications.fields.rounds',
  annual_revenue: 'applications.fields.annual_revenue',
  mom_growth: 'applications.fields.mom_growth',
  monthly_revenue: 'applications.fields.monthly_revenue',
  mothly_burn_rate: 'applications.fields.mothly_burn_rate',
  mrr: 'applications.fields.mrr',
  runrate: 'applications.fields.runrate',
  expire: 'applications.fields.expire',
  agree_co_investment: 'applications.fields.agree_co_investment',
  crowdfunding: 'applications.fields.crowdfunding',
  min_ticket: 'crowdfundingView.form.minTicket',
  feedback: 'applications.fields.feedback',
} as const satisfies Record<FiledField, string>;

/** Names of the contact methods, as the form's method switch names them. */
export const feedbackMethodLabels = {
  email: 'applications.fields.methodEmail',
  phone: 'applications.fields.methodPhone',
  other: 'applications.fields.methodOther',
} as const satisfies Record<FeedbackMethod, string>;

/** A value as the reader sees it: one text, a list of names (handbooks), nothing filed, or names still loading. */
export type ShownValue = { kind: 'text'; text: string } | { kind: 'list'; items: string[] } | { kind: 'empty' } | { kind: 'loading' };

export interface ShownRow {
  field: FiledField;
  label: string;
  value: ShownValue;
}

export interface PresentContext {
  t: TFunction;
  language: Language;
  /** The handbooks in the reader's language; `undefined` while they load. */
  handbooks: Handbooks | undefined;
}

const text = (value: string): ShownValue => ({ kind: 'text', text: value });

/** One filed value in the reader's language: amounts with the platform currency, options and handbook ids by name. */
export function presentFiledValue(value: FiledValue | null, { t, language, handbooks }: PresentContext): ShownValue {
  if (value === null) return { kind: 'empty' };
  switch (value.kind) {
    case 'text':
      return text(value.text);
    case 'option':
      return text(optionsOf(value.list, language).find((option) => option.id === value.code)?.name ?? value.code);
    case 'amount':
      return text(formatCurrency(value.value, language));
    case 'tbd':
      return text(t('filedForm.tbd'));
    case 'range': {
      const show = (n: number) => (value.unit === 'currency' ? formatCurrency(n, language) : formatPercent(n, language));
      if (value.min !== null && value.max !== null) return text(t('filedForm.rangeBetween', { min: show(value.min), max: show(value.max) }));
      if (value.min !== null) return text(t('filedForm.rangeFrom', { min: show(value.min) }));
      return text(t('filedForm.rangeTo', { max: show(value.max ?? 0) }));
    }
    case 'date':
      return text(formatDate(parseISO(value.value), language));
    case 'flag':
      return text(value.value ? t('filedForm.yes') : t('filedForm.no'));
    case 'handbook': {
      if (!handbooks) return { kind: 'loading' };
      const names = handbookNames(value.ids, handbooks[value.list]);
      // Ids the handbook no longer holds are not shown as numbers; none left reads as not filled.
      return names.length > 0 ? { kind: 'list', items: names } : { kind: 'empty' };
    }
    case 'feedback':
      return text(`${t(feedbackMethodLabels[value.method])}: ${value.value}`);
  }
}

/** The filed form of an application, every field with its label and its value, as the client and the managers read it. */
export function presentFiledForm(type: ClientTicketType, form: Record<string, unknown>, context: PresentContext): ShownRow[] {
  return filedFormRows(type, form).map((row) => ({
    field: row.field,
    label: context.t(filedFieldLabels[row.field]),
    value: presentFiledValue(row.value, context),
  }));
}
