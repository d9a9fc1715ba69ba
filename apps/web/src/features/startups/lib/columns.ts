import { CURRENCY_MAX, CURRENCY_MIN, SCORE_MAX, SCORE_MIN, type StartupListOrderBy } from '@platform/contract';

/** A filter of a column (spec part 2, section 3: select, multi-select or range). */
export type ColumnFilter =
  | { kind: 'select'; field: 'countries'; handbook: 'countries' }
  | { kind: 'multiSelect'; field: 'regions' | 'industries' | 'rounds'; handbook: 'regions' | 'industries' | 'rounds' }
  | { kind: 'range'; field: 'intema_score' | 'last_fund_amount' | 'annual_revenue'; lower: number; upper: number; money: boolean };

export interface ColumnDef {
  id: string;
  /** Fixed columns keep their place and stay visible; the others may be dragged and hidden. */
  type: 'fixed' | 'draggable';
  visible: boolean;
  sortKey?: StartupListOrderBy;
  filter?: ColumnFilter;
  align?: 'left' | 'right';
  width?: number;
}

/** The columns of the startups table in their default order and visibility. */
export const startupColumns = [
  { id: 'company', type: 'fixed', visible: true, sortKey: 'company', width: 200 },
  {
    id: 'intema_score',
    type: 'draggable',
    visible: true,
    sortKey: 'intema_score',
    align: 'right',
    filter: { kind: 'range', field: 'intema_score', lower: SCORE_MIN, upper: SCORE_MAX, money: false },
  },
  // The passport: the overall score of a fresh expert-verified report.
  { id: 'verified_score', type: 'draggable', visible: true, sortKey: 'verified_score', align: 'right' },
  { id: 'round', type: 'draggable', visible: true, filter: { kind: 'multiSelect', field: 'rounds', handbook: 'rounds' } },
  { id: 'industries', type: 'draggable', visible: true, filter: { kind: 'multiSelect', field: 'industries', handbook: 'industries' } },
  { id: 'country', type: 'draggable', visible: true, filter: { kind: 'select', field: 'countries', handbook: 'countries' } },
  { id: 'regions', type: 'draggable', visible: false, filter: { kind: 'multiSelect', field: 'regions', handbook: 'regions' } },
  {
    id: 'last_fund_amount',
    type: 'draggable',
    visible: true,
    sortKey: 'last_fund_amount',
    align: 'right',
    filter: { kind: 'range', field: 'last_fund_amount', lower: 0, upper: CURRENCY_MAX, money: true },
  },
  {
    id: 'annual_revenue',
    type: 'draggable',
    visible: true,
    sortKey: 'annual_revenue',
    align: 'right',
    filter: { kind: 'range', field: 'annual_revenue', lower: CURRENCY_MIN, upper: CURRENCY_MAX, money: true },
  },
  { id: 'mrr', type: 'draggable', visible: false, align: 'right' },
  { id: 'team', type: 'draggable', visible: false, align: 'right' },
  { id: 'changeManagement', type: 'draggable', visible: false, align: 'right' },
  { id: 'technology', type: 'draggable', visible: false, align: 'right' },
  { id: 'business', type: 'draggable', visible: false, align: 'right' },
  { id: 'website', type: 'draggable', visible: false },
  { id: 'created_at', type: 'draggable', visible: false, sortKey: 'created_at' },
] as const satisfies readonly ColumnDef[];

export type StartupColumnId = (typeof startupColumns)[number]['id'];
export const columnById = new Map<string, ColumnDef>(startupColumns.map((column) => [column.id, column]));
