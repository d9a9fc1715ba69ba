import { z } from 'zod';
import {
  CROWDFUNDING_INVESTMENTS_MAX,
  CROWDFUNDING_SEARCH_MAX,
  crowdfundingFilterStatuses,
  crowdfundingSortOrder,
  crowdfundingSorts,
  rangeApplies,
  type CrowdfundingListFilters,
  type CrowdfundingSort,
  type HandbookItem,
} from '@platform/contract';
import { rangeError, type NumberRange } from '@/shared/ui/kit/range';

/** The status filter as the modal offers it: `all` is the filter left out (spec section 4). */
export const statusChoices = ['all', ...crowdfundingFilterStatuses] as const;
export type StatusChoice = (typeof statusChoices)[number];

/** Bounds of the two range filters (spec section 5). */
export const rangeBounds = {
  investments: { lower: 0, upper: CROWDFUNDING_INVESTMENTS_MAX },
  raised: { lower: 0, upper: 100 },
} as const;
export type RangeFilter = keyof typeof rangeBounds;
export const rangeFilters = Object.keys(rangeBounds) as RangeFilter[];

/** The crowdfunding list's search, sort and filters as the screen holds and stores them (spec section 3). */
export interface CrowdfundingFilters {
  search: string;
  sort: CrowdfundingSort;
  rounds: number[];
  investments: NumberRange;
  raised: NumberRange;
  status: StatusChoice;
}

const noRange: NumberRange = { min: null, max: null };
export const emptyFilters: CrowdfundingFilters = { search: '', sort: 'newest', rounds: [], investments: noRange, raised: noRange, status: 'all' };

const isRangeEmpty = (range: NumberRange) => range.min === null && range.max === null;

/** True when a filter or a search narrows the list; the sort only orders it. */
export function hasFilters(filters: CrowdfundingFilters): boolean {
  return filters.search.trim() !== '' || hasModalFilters(filters);
}

/** True when one of the modal's filters (not the search, not the sort) is set. */
export function hasModalFilters(filters: CrowdfundingFilters): boolean {
  return filters.rounds.length > 0 || filters.status !== 'all' || rangeFilters.some((field) => !isRangeEmpty(filters[field]));
}

/** A range goes to the server only with both ends, inside its bounds, max not below min (spec section 5). */
function sentRange(range: NumberRange, field: RangeFilter): { min: number; max: number } | undefined {
  if (!rangeApplies(range) || rangeError(range, rangeBounds[field]) !== null) return undefined;
  return { min: range.min, max: range.max };
}

/** The request body of `crowdfunding_dashboard_list`: only what applies; status left out for all. */
export function filtersToBody(filters: CrowdfundingFilters): CrowdfundingListFilters {
  const body: CrowdfundingListFilters = {};
  const search = filters.search.trim().slice(0, CROWDFUNDING_SEARCH_MAX);
  if (search) body.search = search;
  const investments = sentRange(filters.investments, 'investments');
  if (investments) body.value_of_investments = investments;
  const raised = sentRange(filters.raised, 'raised');
  if (raised) body.raised = raised;
  if (filters.rounds.length > 0) body.rounds = [...filters.rounds].sort((a, b) => a - b);
  if (filters.status !== 'all') body.status = filters.status;
  return body;
}

/** The query's `order_by` and `order_dir` for the chosen sort (spec section 9). */
export const sortToQuery = (sort: CrowdfundingSort) => crowdfundingSortOrder[sort];

export type FilterTag =
  | { key: string; kind: 'round'; id: number; label: string }
  | { key: string; kind: RangeFilter; range: NumberRange }
  | { key: string; kind: 'status'; status: Exclude<StatusChoice, 'all'> };

/** One removable tag per chosen round, per set range and for the status (spec section 2). */
export function filterTags(filters: CrowdfundingFilters, rounds: readonly HandbookItem[] | undefined): FilterTag[] {
  const tags: FilterTag[] = filters.rounds.map((id) => ({
    key: `round:${id}`,
    kind: 'round' as const,
    id,
    label: rounds?.find((item) => item.id === id)?.name ?? `#${id}`,
  }));
  for (const field of rangeFilters) if (!isRangeEmpty(filters[field])) tags.push({ key: field, kind: field, range: filters[field] });
  if (filters.status !== 'all') tags.push({ key: 'status', kind: 'status', status: filters.status });
  return tags;
}

export function removeTag(filters: CrowdfundingFilters, tag: FilterTag): CrowdfundingFilters {
  if (tag.kind === 'round') return { ...filters, rounds: filters.rounds.filter((id) => id !== tag.id) };
  if (tag.kind === 'status') return { ...filters, status: 'all' };
  return { ...filters, [tag.kind]: noRange };
}

/** "Clear all" of the tags: every modal filter goes and the sort is back to newest first; the search stays. */
export const clearModalFilters = (filters: CrowdfundingFilters): CrowdfundingFilters => ({ ...emptyFilters, search: filters.search });

/** The empty state's "clear filters": the search goes too. */
export const clearAllFilters = (): CrowdfundingFilters => ({ ...emptyFilters });

/** The modal's own check before applying: both ranges inside their bounds, max not below min. */
export function modalErrors(filters: CrowdfundingFilters): Partial<Record<RangeFilter, NonNullable<ReturnType<typeof rangeError>>>> {
  const errors: Partial<Record<RangeFilter, NonNullable<ReturnType<typeof rangeError>>>> = {};
  for (const field of rangeFilters) {
    const error = rangeError(filters[field], rangeBounds[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

const storedRange = z.object({ min: z.number().nullable(), max: z.number().nullable() }).catch(noRange);
/** The stored `crowdfunding_filters` preference; anything unreadable falls back to the default. */
export const storedFiltersSchema = z.object({
  search: z.string().max(CROWDFUNDING_SEARCH_MAX).catch(''),
  sort: z.enum(crowdfundingSorts).catch('newest'),
  rounds: z.array(z.number().int().positive()).max(20).catch([]),
  investments: storedRange,
  raised: storedRange,
  status: z.enum(statusChoices).catch('all'),
});

export function readFilters(stored: unknown): CrowdfundingFilters {
  const parsed = storedFiltersSchema.safeParse(stored);
  return parsed.success ? parsed.data : emptyFilters;
}

/** What to store: null (forget) once everything is back to the default (spec section 4). */
export const filtersToStore = (filters: CrowdfundingFilters): CrowdfundingFilters | null =>
  hasFilters(filters) || filters.sort !== emptyFilters.sort ? filters : null;
