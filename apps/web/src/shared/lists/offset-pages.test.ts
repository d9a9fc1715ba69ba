import { describe, expect, it } from 'vitest';
import { nextOffset, offsetPaging } from './offset-pages';

const page = (count: number, total: number) => ({ items: Array.from({ length: count }, (_, index) => index), total });
const next = (pages: ReturnType<typeof page>[]) => nextOffset(pages, (one) => one.items);

describe('pages of an offset list', () => {
  it('starts at 0 and skips by the count loaded so far', () => {
    expect(next([])).toBe(0);
    expect(next([page(20, 65)])).toBe(20);
    expect(next([page(20, 65), page(20, 65)])).toBe(40);
  });

  it('stops once the total is reached', () => {
    expect(next([page(20, 65), page(20, 65), page(20, 65), page(5, 65)])).toBeUndefined();
    expect(next([page(20, 40), page(20, 40)])).toBeUndefined();
    expect(next([page(20, 20)])).toBeUndefined();
  });

  it('stops at an empty page, when rows went away meanwhile', () => {
    expect(next([page(20, 65), page(0, 65)])).toBeUndefined();
  });

  it('gives useInfiniteQuery the first skip and the next one', () => {
    const paging = offsetPaging((one: ReturnType<typeof page>) => one.items);
    expect(paging.initialPageParam).toBe(0);
    expect(paging.getNextPageParam(page(20, 43), [page(20, 43)])).toBe(20);
    expect(paging.getNextPageParam(page(3, 43), [page(20, 43), page(20, 43), page(3, 43)])).toBeUndefined();
  });
});
