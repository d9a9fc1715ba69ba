/** A page of an offset list (spec section 9): its items and the count of all there are. */
export interface OffsetPage {
  total: number;
}

/**
 * The skip of the next page: the count loaded so far, or undefined once `total` is reached. An
 * empty page also ends the list, so rows deleted meanwhile cannot make it ask forever.
 */
export function nextOffset<P extends OffsetPage>(pages: readonly P[], itemsOf: (page: P) => readonly unknown[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + itemsOf(page).length, 0);
  return itemsOf(last).length > 0 && loaded < last.total ? loaded : undefined;
}

/**
 * The paging options of `useInfiniteQuery` for an offset list whose pages hold their items in
 * `itemsOf(page)`: the first page at skip 0, each next one after what is loaded.
 */
export function offsetPaging<P extends OffsetPage>(itemsOf: (page: P) => readonly unknown[]) {
  return {
    initialPageParam: 0,
    getNextPageParam: (_last: P, pages: P[]) => nextOffset(pages, itemsOf),
  };
}
