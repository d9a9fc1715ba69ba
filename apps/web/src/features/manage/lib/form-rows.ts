import { feedbackMethods, formOptions, type FormOptionList } from '@platform/contract';

/** Handbook lists a foundation form chooses from. */
export const handbookFields = ['industries', 'regions', 'countries', 'rounds'] as const;
export type HandbookField = (typeof handbookFields)[number];

/** Every field the application forms carry (`packages/contract/src/forms.ts`), in reading order. */
export const formFieldOrder = [
  'goals',
  'task_class',
  'type_of_due_dill',
  'need_investment',
  'need_pilot',
  'value_of_investments',
  'round_size',
  'valuetion',
  'conditions_of_deal',
  'costs_and_terms',
  'product_description',
  'goals_and_tasks',
  'terms_of_duedill',
  'specialist',
  'similar_case',
  ...handbookFields,
  'annual_revenue',
  'monthly_revenue',
  'mrr',
  'runrate',
  'mom_growth',
  'mothly_burn_rate',
  'legal_terms',
  'interesting_startups',
  'other_info',
  'expire',
  'agree_co_investment',
  'crowdfunding',
  'feedback',
] as const;
export type FormField = (typeof formFieldOrder)[number];

const optionFields: Partial<Record<FormField, FormOptionList>> = { goals: 'goals', task_class: 'task_class', type_of_due_dill: 'type_of_due_dill' };
const moneyRangeFields = new Set<string>(['need_investment', 'value_of_investments', 'annual_revenue', 'monthly_revenue', 'mrr', 'runrate', 'mothly_burn_rate']);
const percentRangeFields = new Set<string>(['mom_growth']);
const moneyFields = new Set<string>(['round_size', 'valuetion']);
const booleanFields = new Set<string>(['agree_co_investment', 'crowdfunding']);
/** Fields holding files: the ticket lists them with their names and sizes instead. */
const fileFields = new Set<string>(['pitch_presentation', 'unit_economy', 'financial_model', 'product_presentation_files', 'task_file']);

export type RangeValue = { min: number | null; max: number | null };

/** One line of the filed form, typed so the screen formats it in the interface language. */
export type FormRow =
  | { field: FormField; kind: 'text'; value: string }
  | { field: FormField; kind: 'option'; list: FormOptionList; code: string }
  | { field: FormField; kind: 'handbook'; handbook: HandbookField; ids: number[] }
  | { field: FormField; kind: 'range'; unit: 'money' | 'percent'; value: RangeValue }
  | { field: FormField; kind: 'money'; value: number }
  | { field: FormField; kind: 'tbd' }
  | { field: FormField; kind: 'date'; value: string }
  | { field: FormField; kind: 'boolean'; value: boolean }
  | { field: 'feedback'; kind: 'feedback'; method: (typeof feedbackMethods)[number] | null; value: string }
  /** A field this screen does not know yet: its key and value as sent. */
  | { field: string; kind: 'unknown'; value: string };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const numberOrNull = (value: unknown) => (isNumber(value) ? value : null);

function rangeOf(value: unknown): RangeValue | null {
  if (typeof value !== 'object' || value === null) return null;
  const { min, max } = value as { min?: unknown; max?: unknown };
  const range = { min: numberOrNull(min), max: numberOrNull(max) };
  return range.min === null && range.max === null ? null : range;
}

function rowOf(field: FormField, value: unknown): FormRow | null {
  const list = optionFields[field];
  if (list) return typeof value === 'string' && value ? { field, kind: 'option', list, code: value } : null;
  if ((handbookFields as readonly string[]).includes(field)) {
    const ids = Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
    return ids.length ? { field, kind: 'handbook', handbook: field as HandbookField, ids } : null;
  }
  if (moneyRangeFields.has(field) || percentRangeFields.has(field)) {
    const range = rangeOf(value);
    return range ? { field, kind: 'range', unit: percentRangeFields.has(field) ? 'percent' : 'money', value: range } : null;
  }
  if (moneyFields.has(field)) {
    if (value === 'tbd') return { field, kind: 'tbd' };
    return isNumber(value) ? { field, kind: 'money', value } : null;
  }
  if (booleanFields.has(field)) return typeof value === 'boolean' ? { field, kind: 'boolean', value } : null;
  if (field === 'expire') return typeof value === 'string' && value ? { field, kind: 'date', value } : null;
  if (typeof value === 'string' && value.trim()) return { field, kind: 'text', value };
  return null;
}

function unknownText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

/**
 * The filed form as lines to show, in a fixed reading order: option codes, handbook ids, ranges
 * and dates are typed for formatting; empty answers and file fields are left out (the files are
 * listed apart); fields this screen does not know come last, as sent.
 */
export function formRows(form: Record<string, unknown>): FormRow[] {
  const rows: FormRow[] = [];
  for (const field of formFieldOrder) {
    if (field === 'feedback') {
      const value = form.feedback_value;
      if (typeof value === 'string' && value.trim()) {
        const method = (feedbackMethods as readonly unknown[]).includes(form.feedback_method) ? (form.feedback_method as (typeof feedbackMethods)[number]) : null;
        rows.push({ field, kind: 'feedback', method, value });
      }
      continue;
    }
    const row = rowOf(field, form[field]);
    if (row) rows.push(row);
  }
  const known = new Set<string>([...formFieldOrder, 'feedback_method', 'feedback_value', ...fileFields]);
  for (const [field, value] of Object.entries(form)) {
    if (known.has(field) || value === null || value === undefined || value === '') continue;
    rows.push({ field, kind: 'unknown', value: unknownText(value) });
  }
  return rows;
}

/** The option's name in a language, or its code when the list has no such option. */
export function optionName(list: FormOptionList, code: string, language: 'en' | 'ru'): string {
  const names = (formOptions[list] as Record<string, Record<'en' | 'ru', string>>)[code];
  return names?.[language] ?? code;
}
