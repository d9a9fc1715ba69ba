import { z } from 'zod';
import { STARTUP_SEARCH_MAX, type HandbookItem, type Handbooks, type StartupListFilters } from '@platform/contract';
import type { NumberRange } from '@/shared/ui/kit/range';

export const listFields = ['countries', 'regions', 'industries', 'rounds'] as const;
export const rangeFields = ['intema_score', 'last_fund_amount', 'annual_revenue'] as const;
export type ListField = (typeof listFields)[number];
export type RangeField = (typeof rangeFields)[number];

/** The search and filters of the startups list as the screen holds them. */
export type StartupFilters = { search: string; /** Only startups with fresh evidence (the passport). */ verified: boolean } & Record<ListField, number[]> &
  Record<RangeField, NumberRange>;

const noRange: NumberRange = { min: null, max: null };
export const emptyFilters: StartupFilters = {
  search: '',
  verified: false,
  countries: [],
  regions: [],
  industries: [],
  rounds: [],
  intema_score: noRange,
  last_fund_amount: noRange,
  annual_revenue: noRange,
};

const isRangeEmpty = (range: NumberRange) => range.min === null && range.max === null;

/** True when no filter and no search is set. */
export function hasFilters(filters: StartupFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.verified ||
    listFields.some((field) => filters[field].length > 0) ||
    rangeFields.some((field) => !isRangeEmpty(filters[field]))
  );
}

/** The request body: only what is set; a range may have one end. */
export function filtersToBody(filters: StartupFilters): StartupListFilters {
  const body: StartupListFilters = {};
  const search = filters.search.trim().slice(0, STARTUP_SEARCH_MAX);
  if (search) body.search = search;
  if (filters.verified) body.verified = true;
  for (const field of listFields) if (filters[field].length > 0) body[field] = filters[field];
  for (const field of rangeFields) {
    const { min, max } = filters[field];
    if (min !== null || max !== null) body[field] = { ...(min !== null ? { min } : {}), ...(max !== null ? { max } : {}) };
  }
  return body;
}

const storedRange = z.object({ min: z.number().nullable(), max: z.number().nullable() });
/** The stored `startups_filters` preference. */
export const storedFiltersSchema = z.object({
  search: z.string().max(STARTUP_SEARCH_MAX).catch(''),
  verified: z.boolean().catch(false),
  countries: z.array(z.number().int().positive()).catch([]),
  regions: z.array(z.number().int().positive()).catch([]),
  industries: z.array(z.number().int().positive()).catch([]),
  rounds: z.array(z.number().int().positive()).catch([]),
  intema_score: storedRange.catch(noRange),
  last_fund_amount: storedRange.catch(noRange),
  annual_revenue: storedRange.catch(noRange),
});

export function readFilters(stored: unknown): StartupFilters {
  const parsed = storedFiltersSchema.safeParse(stored);
  return parsed.success ? parsed.data : emptyFilters;
}

/** What to store: null (forget) once the filters are back to none (spec part 2, section 4). */
export const filtersToStore = (filters: StartupFilters): StartupFilters | null => (hasFilters(filters) ? filters : null);

export type FilterTag =
  { key: string; field: ListField; id: number; group: ListField; label: string } | { key: string; field: RangeField; group: RangeField; range: NumberRange };

const handbookOf: Record<ListField, keyof Handbooks> = { countries: 'countries', regions: 'regions', industries: 'industries', rounds: 'rounds' };

/** One removable tag per chosen value and per set range, in column order. */
export function filterTags(filters: StartupFilters, handbooks: Handbooks | undefined): FilterTag[] {
  const tags: FilterTag[] = [];
  for (const field of listFields) {
    const items: readonly HandbookItem[] = handbooks?.[handbookOf[field]] ?? [];
    for (const id of filters[field]) {
      tags.push({ key: `${field}:${id}`, field, id, group: field, label: items.find((item) => item.id === id)?.name ?? `#${id}` });
    }
  }
  for (const field of rangeFields) {
    if (!isRangeEmpty(filters[field])) tags.push({ key: field, field, group: field, range: filters[field] });
  }
  return tags;
}

export function removeTag(filters: StartupFilters, tag: FilterTag): StartupFilters {
  if ('id' in tag) return { ...filters, [tag.field]: filters[tag.field].filter((id) => id !== tag.id) };
  return { ...filters, [tag.field]: noRange };
}

/** Clears every filter but keeps the search text. */
export const clearFilters = (filters: StartupFilters): StartupFilters => ({ ...emptyFilters, search: filters.search });
