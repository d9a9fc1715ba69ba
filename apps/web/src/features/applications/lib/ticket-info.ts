import type { ClientTicketType, FileRef, FormOptionList, TicketDetail } from '@platform/contract';
import { formKindOf, type FormKind } from './form-kinds';
import type { FeedbackMethod } from './form-values';

export type HandbookList = 'countries' | 'industries' | 'regions' | 'rounds';
export type RangeUnit = 'currency' | 'percent';

/** One filed value, typed by how it is shown. */
export type InfoValue =
  | { kind: 'text'; text: string }
  | { kind: 'option'; list: FormOptionList; code: string }
  | { kind: 'amount'; value: number }
  | { kind: 'tbd' }
  | { kind: 'range'; min: number | null; max: number | null; unit: RangeUnit }
  | { kind: 'date'; value: string }
  | { kind: 'flag'; value: boolean }
  | { kind: 'handbook'; list: HandbookList; ids: number[] }
  | { kind: 'feedback'; method: FeedbackMethod; value: string };

/** Fields an application's info shows, each named by its form field. */
export type InfoField =
  | 'goals'
  | 'task_class'
  | 'type_of_due_dill'
  | 'value_of_investments'
  | 'need_investment'
  | 'round_size'
  | 'valuetion'
  | 'conditions_of_deal'
  | 'costs_and_terms'
  | 'product_description'
  | 'goals_and_tasks'
  | 'terms_of_duedill'
  | 'other_info'
  | 'specialist'
  | 'need_pilot'
  | 'similar_case'
  | 'legal_terms'
  | 'interesting_startups'
  | 'countries'
  | 'industries'
  | 'regions'
  | 'rounds'
  | 'annual_revenue'
  | 'mom_growth'
  | 'monthly_revenue'
  | 'mothly_burn_rate'
  | 'mrr'
  | 'runrate'
  | 'expire'
  | 'agree_co_investment'
  | 'crowdfunding'
  | 'feedback';

export interface InfoRow {
  field: InfoField;
  value: InfoValue;
}

type Shape = 'text' | 'amount' | 'amountOrTbd' | 'currencyRange' | 'percentRange' | 'date' | 'flag' | 'handbook' | `option:${FormOptionList}` | 'feedback';

const focus: [InfoField, Shape][] = [
  ['countries', 'handbook'],
  ['industries', 'handbook'],
  ['regions', 'handbook'],
  ['rounds', 'handbook'],
];

/** The fields of each form in the order the form asks for them. */
const layout: Record<FormKind, [InfoField, Shape][]> = {
  startupInvestment: [
    ['goals', 'option:goals'],
    ['value_of_investments', 'currencyRange'],
    ['round_size', 'amount'],
    ['valuetion', 'amountOrTbd'],
    ['conditions_of_deal', 'text'],
    ['expire', 'date'],
    ['agree_co_investment', 'flag'],
    ['crowdfunding', 'flag'],
    ['feedback', 'feedback'],
  ],
  startupPilot: [
    ['task_class', 'option:task_class'],
    ['product_description', 'text'],
    ['costs_and_terms', 'text'],
    ['feedback', 'feedback'],
  ],
  dueDiligence: [
    ['type_of_due_dill', 'option:type_of_due_dill'],
    ['goals_and_tasks', 'text'],
    ['terms_of_duedill', 'text'],
    ['other_info', 'text'],
    ['specialist', 'text'],
    ['feedback', 'feedback'],
  ],
  foundationInvestment: [
    ['need_investment', 'currencyRange'],
    ...focus,
    ['annual_revenue', 'currencyRange'],
    ['monthly_revenue', 'percentRange'],
    ['mom_growth', 'percentRange'],
    ['mrr', 'currencyRange'],
    ['mothly_burn_rate', 'currencyRange'],
    ['runrate', 'currencyRange'],
    ['agree_co_investment', 'flag'],
    ['legal_terms', 'text'],
    ['interesting_startups', 'text'],
    ['expire', 'date'],
    ['feedback', 'feedback'],
  ],
  foundationPilot: [
    ['need_pilot', 'text'],
    ['similar_case', 'text'],
    ...focus,
    ['legal_terms', 'text'],
    ['interesting_startups', 'text'],
    ['expire', 'date'],
    ['feedback', 'feedback'],
  ],
};

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numberOrNull = (v: unknown): number | null => (isNumber(v) ? v : null);

function valueOf(field: InfoField, shape: Shape, form: Record<string, unknown>): InfoValue | null {
  if (shape === 'feedback') {
    const method = form.feedback_method;
    const value = form.feedback_value;
    if ((method === 'email' || method === 'phone' || method === 'other') && typeof value === 'string') return { kind: 'feedback', method, value };
    return null;
  }
  const raw = form[field];
  if (shape.startsWith('option:')) return typeof raw === 'string' ? { kind: 'option', list: shape.slice('option:'.length) as FormOptionList, code: raw } : null;
  switch (shape) {
    case 'text':
      return typeof raw === 'string' && raw.trim() !== '' ? { kind: 'text', text: raw } : null;
    case 'amount':
      return isNumber(raw) ? { kind: 'amount', value: raw } : null;
    case 'amountOrTbd':
      return raw === 'tbd' ? { kind: 'tbd' } : isNumber(raw) ? { kind: 'amount', value: raw } : null;
    case 'currencyRange':
    case 'percentRange': {
      if (typeof raw !== 'object' || raw === null) return null;
      const { min, max } = raw as { min?: unknown; max?: unknown };
      if (!isNumber(min) && !isNumber(max)) return null;
      return { kind: 'range', min: numberOrNull(min), max: numberOrNull(max), unit: shape === 'currencyRange' ? 'currency' : 'percent' };
    }
    case 'date':
      return typeof raw === 'string' && raw !== '' ? { kind: 'date', value: raw } : null;
    case 'flag':
      return { kind: 'flag', value: raw === true };
    case 'handbook':
      return Array.isArray(raw) && raw.length > 0 ? { kind: 'handbook', list: field as HandbookList, ids: raw.filter(isNumber) } : null;
    default:
      return null;
  }
}

/** The filed form as rows to show, in form order; fields left empty are left out. */
export function ticketInfoRows(type: ClientTicketType, form: Record<string, unknown>): InfoRow[] {
  const rows: InfoRow[] = [];
  for (const [field, shape] of layout[formKindOf(type)]) {
    const value = valueOf(field, shape, form);
    if (value) rows.push({ field, value });
  }
  return rows;
}

export type FileGroupField = 'pitch_presentation' | 'unit_economy' | 'financial_model' | 'task_file' | 'product_presentation_files';

/** Attached files by form field (`product_presentation_files.1` belongs to `product_presentation_files`). */
export function ticketFileGroups(files: TicketDetail['files']): { field: FileGroupField; files: FileRef[] }[] {
  const order: FileGroupField[] = ['pitch_presentation', 'unit_economy', 'financial_model', 'task_file', 'product_presentation_files'];
  const groups = new Map<FileGroupField, { index: number; file: FileRef }[]>();
  for (const { field, file } of files) {
    const [base = '', index] = field.split('.');
    if (!(order as string[]).includes(base)) continue;
    const list = groups.get(base as FileGroupField) ?? [];
    list.push({ index: index === undefined ? 0 : Number(index), file });
    groups.set(base as FileGroupField, list);
  }
  return order
    .filter((field) => groups.has(field))
    .map((field) => ({ field, files: groups.get(field)!.sort((a, b) => a.index - b.index).map((entry) => entry.file) }));
}
