import { feedbackMethods, type ClientTicketType, type FormOptionList } from '@platform/contract';
import { formKindOf, type FormKind } from './form-kind';

export type FeedbackMethod = (typeof feedbackMethods)[number];
export type HandbookList = 'countries' | 'industries' | 'regions' | 'rounds';
export type RangeUnit = 'currency' | 'percent';

/** One filed value, typed by how it is shown. */
export type FiledValue =
  | { kind: 'text'; text: string }
  | { kind: 'option'; list: FormOptionList; code: string }
  | { kind: 'amount'; value: number }
  | { kind: 'tbd' }
  | { kind: 'range'; min: number | null; max: number | null; unit: RangeUnit }
  | { kind: 'date'; value: string }
  | { kind: 'flag'; value: boolean }
  | { kind: 'handbook'; list: HandbookList; ids: number[] }
  | { kind: 'feedback'; method: FeedbackMethod; value: string };

type Shape = 'text' | 'amount' | 'amountOrTbd' | 'currencyRange' | 'percentRange' | 'date' | 'flag' | 'handbook' | `option:${FormOptionList}` | 'feedback';

const focus = [
  ['countries', 'handbook'],
  ['industries', 'handbook'],
  ['regions', 'handbook'],
  ['rounds', 'handbook'],
] as const;

/**
 * The fields of each form (the contract's schemas in `forms.ts`) in the order the form asks for
 * them, with how each value is shown. File fields are left out: the files are listed apart, under
 * their field's name. `feedback` stands for the pair `feedback_method` + `feedback_value`.
 */
const layout = {
  startupInvestment: [
    ['goals', 'option:goals'],
    ['value_of_investments', 'currencyRange'],
    ['round_size', 'amount'],
    ['valuetion', 'amountOrTbd'],
    ['conditions_of_deal', 'text'],
    ['expire', 'date'],
    ['agree_co_investment', 'flag'],
    ['crowdfunding', 'flag'],
    ['min_ticket', 'amount'],
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
    // Year-over-year growth of the monthly revenue, in percent (the form and the startup profile ask it so).
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
} as const satisfies Record<FormKind, readonly (readonly [string, Shape])[]>;

/** Every field a filed form shows, named by its form field. */
export type FiledField = (typeof layout)[FormKind][number][0];

export interface FiledRow {
  field: FiledField;
  /** `null`: the client left the field empty (shown as a dash). */
  value: FiledValue | null;
}

/** The fields of a form, in its order. */
export function filedFields(kind: FormKind): FiledField[] {
  return layout[kind].map(([field]) => field);
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numberOrNull = (v: unknown): number | null => (isNumber(v) ? v : null);

function valueOf(field: FiledField, shape: Shape, form: Record<string, unknown>): FiledValue | null {
  if (shape === 'feedback') {
    const method = form.feedback_method;
    const value = form.feedback_value;
    const known = (feedbackMethods as readonly unknown[]).includes(method);
    return known && typeof value === 'string' && value.trim() !== '' ? { kind: 'feedback', method: method as FeedbackMethod, value } : null;
  }
  const raw = form[field];
  if (shape.startsWith('option:'))
    return typeof raw === 'string' && raw !== '' ? { kind: 'option', list: shape.slice('option:'.length) as FormOptionList, code: raw } : null;
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
      // The form's checkboxes default to unticked, so a missing flag is a "no".
      return { kind: 'flag', value: raw === true };
    case 'handbook': {
      const ids = Array.isArray(raw) ? raw.filter((id): id is number => Number.isInteger(id)) : [];
      return ids.length > 0 ? { kind: 'handbook', list: field as HandbookList, ids } : null;
    }
    default:
      return null;
  }
}

/**
 * The filed form as rows to show, every field of the type's form in form order; a field left
 * empty keeps its row with no value, so the client and the manager read the same list. The
 * minimum ticket is asked only with a crowdfunding round, so it shows only with one.
 */
export function filedFormRows(type: ClientTicketType, form: Record<string, unknown>): FiledRow[] {
  const rows: FiledRow[] = [];
  for (const [field, shape] of layout[formKindOf(type)]) {
    if (field === 'min_ticket' && form.crowdfunding !== true && form.min_ticket == null) continue;
    rows.push({ field, value: valueOf(field, shape, form) });
  }
  return rows;
}
