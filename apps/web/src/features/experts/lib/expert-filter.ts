import { z } from 'zod';
import { INTERNAL_EXPERT_SEARCH_MAX, type SortState } from '@platform/contract';

/** The expert list's search and name order, kept like the other lists' filters (the `expert_filter` preference). */
export interface ExpertFilter {
  search: string;
  sort: SortState;
}

export const initialExpertFilter: ExpertFilter = { search: '', sort: { sortBy: null, sortOrder: null } };

const storedSchema = z.object({
  search: z.string().trim().max(INTERNAL_EXPERT_SEARCH_MAX).catch(''),
  sort: z
    .object({ sortBy: z.literal('name').nullable(), sortOrder: z.enum(['asc', 'desc']).nullable() })
    .refine((sort) => (sort.sortBy === null) === (sort.sortOrder === null))
    .catch({ sortBy: null, sortOrder: null }),
});

/** The stored preference; anything unreadable (an older shape, a hand-edited value) falls back to the initial filter. */
export function readExpertFilter(value: unknown): ExpertFilter {
  const parsed = storedSchema.safeParse(value);
  return parsed.success ? parsed.data : initialExpertFilter;
}

/** What to store: null once the filter is back to its initial state, so the preference is cleared (spec part 2, section 4). */
export function expertFilterToStore(filter: ExpertFilter): ExpertFilter | null {
  const search = filter.search.trim();
  return search === '' && filter.sort.sortBy === null ? null : { search, sort: filter.sort };
}
