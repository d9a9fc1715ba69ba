import { z } from 'zod';
import { PILOT_FILTER_MAX, PILOT_SEARCH_MAX, pilotFilterStatuses, type HandbookItem, type PilotShowcaseFilters } from '@platform/contract';

/**
 * The showcase's orders as the screen offers them (spec section 9): newest first as it opens, active
 * first, or the spec's ascending (oldest first) once the chosen toggle is pressed again.
 */
export const showcaseOrders = ['asc', 'newest', 'active'] as const;
export type ShowcaseOrder = (typeof showcaseOrders)[number];
export type ShowcaseStatus = (typeof pilotFilterStatuses)[number];

/** The startup's search, order and filters as the screen holds them and the `pilots_filters` preference keeps them. */
export interface ShowcaseFilters {
  search: string;
  order: ShowcaseOrder;
  location: number[];
  industries: number[];
  status: ShowcaseStatus;
}

/** What the showcase opens on: the pilots a startup can still apply to, newest first. */
export const defaultShowcaseFilters: ShowcaseFilters = { search: '', order: 'newest', location: [], industries: [], status: 'open' };
/** Every published pilot in the default order: what clearing the filters leaves. */
const unfiltered: ShowcaseFilters = { ...defaultShowcaseFilters, status: 'all' };

/** True when one of the dialog's filters (countries, industries, status) is set; the default `open` is one, since it leaves the archived out. */
export function hasModalFilters(filters: ShowcaseFilters): boolean {
  return filters.location.length > 0 || filters.industries.length > 0 || filters.status !== 'all';
}

/** True when the search or a filter narrows the list; the order only sorts it. */
export function hasShowcaseFilters(filters: ShowcaseFilters): boolean {
  return filters.search.trim() !== '' || hasModalFilters(filters);
}

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).slice(0, PILOT_FILTER_MAX);

/** The body of `POST /api/v1/startup/pilot_dashboard_list`: only what applies; `all` is the status left out. */
export function showcaseBody(filters: ShowcaseFilters): PilotShowcaseFilters {
  const body: PilotShowcaseFilters = {};
  const search = filters.search.trim().slice(0, PILOT_SEARCH_MAX);
  if (search) body.search = search;
  if (filters.location.length > 0) body.location = sortedIds(filters.location);
  if (filters.industries.length > 0) body.industries = sortedIds(filters.industries);
  if (filters.status !== 'all') body.status = filters.status;
  return body;
}

/** A toggle pressed again goes back to the default order; pressing the other one switches to it. */
export function toggleOrder(current: ShowcaseOrder, pressed: Exclude<ShowcaseOrder, 'asc'>): ShowcaseOrder {
  return current === pressed ? 'asc' : pressed;
}

export type ShowcaseTag =
  { key: string; kind: 'location' | 'industries'; id: number; label: string } | { key: string; kind: 'status'; status: Exclude<ShowcaseStatus, 'all'> };

const labelOf = (id: number, items: readonly HandbookItem[] | undefined) => items?.find((item) => item.id === id)?.name ?? `#${id}`;

/** One removable tag per chosen country and industry, and one for the status. */
export function showcaseTags(
  filters: ShowcaseFilters,
  handbooks: { countries?: readonly HandbookItem[]; industries?: readonly HandbookItem[] } | undefined,
): ShowcaseTag[] {
  const tags: ShowcaseTag[] = [
    ...filters.location.map((id) => ({ key: `location:${id}`, kind: 'location' as const, id, label: labelOf(id, handbooks?.countries) })),
    ...filters.industries.map((id) => ({ key: `industries:${id}`, kind: 'industries' as const, id, label: labelOf(id, handbooks?.industries) })),
  ];
  if (filters.status !== 'all') tags.push({ key: 'status', kind: 'status', status: filters.status });
  return tags;
}

export function removeShowcaseTag(filters: ShowcaseFilters, tag: ShowcaseTag): ShowcaseFilters {
  if (tag.kind === 'status') return { ...filters, status: 'all' };
  return { ...filters, [tag.kind]: filters[tag.kind].filter((id) => id !== tag.id) };
}

/** "Clear all" of the tags: the dialog's filters go (the status too: every published pilot) and the order is back to the default; the search stays. */
export const clearModalFilters = (filters: ShowcaseFilters): ShowcaseFilters => ({ ...unfiltered, search: filters.search });
/** The empty state's "clear filters": the search goes too. */
export const clearAllFilters = (): ShowcaseFilters => ({ ...unfiltered });

const storedIds = z.array(z.number().int().positive()).max(PILOT_FILTER_MAX).catch([]);
/** The stored preference; anything unreadable falls back to the default. */
const storedSchema = z.object({
  search: z.string().max(PILOT_SEARCH_MAX).catch(''),
  order: z.enum(showcaseOrders).catch(defaultShowcaseFilters.order),
  location: storedIds,
  industries: storedIds,
  status: z.enum(pilotFilterStatuses).catch(defaultShowcaseFilters.status),
});

export function readShowcaseFilters(stored: unknown): ShowcaseFilters {
  const parsed = storedSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultShowcaseFilters;
}

/** What to store: null (forget) once everything is back to the default. */
export function showcaseFiltersToStore(filters: ShowcaseFilters): ShowcaseFilters | null {
  const isDefault =
    filters.search.trim() === '' &&
    filters.location.length === 0 &&
    filters.industries.length === 0 &&
    filters.status === defaultShowcaseFilters.status &&
    filters.order === defaultShowcaseFilters.order;
  return isDefault ? null : filters;
}
