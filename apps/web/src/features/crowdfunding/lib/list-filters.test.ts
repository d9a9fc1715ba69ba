import { describe, expect, it } from 'vitest';
import { crowdfundingListFiltersSchema, type HandbookItem } from '@platform/contract';
import {
  clearAllFilters,
  clearModalFilters,
  emptyFilters,
  filterTags,
  filtersToBody,
  filtersToStore,
  hasFilters,
  modalErrors,
  readFilters,
  removeTag,
  sortToQuery,
  type CrowdfundingFilters,
} from './list-filters';

const rounds: HandbookItem[] = [
  { id: 5, code: 'seed', name: 'Seed' },
  { id: 6, code: 'a', name: 'Series A' },
];

const full: CrowdfundingFilters = {
  search: '  Solar ',
  sort: 'most_funded',
  rounds: [6, 5],
  investments: { min: 1000, max: 50000 },
  raised: { min: 10, max: 90 },
  status: 'active',
};

describe('filters to the request body', () => {
  it('sends nothing for the default filters: all statuses, no ranges, no search', () => {
    expect(filtersToBody(emptyFilters)).toEqual({});
  });

  it('sends every set filter under the API names, which the contract accepts', () => {
    const body = filtersToBody(full);
    expect(body).toEqual({
      search: 'Solar',
      value_of_investments: { min: 1000, max: 50000 },
      raised: { min: 10, max: 90 },
      rounds: [5, 6],
      status: 'active',
    });
    expect(crowdfundingListFiltersSchema.parse(body)).toEqual(body);
  });

  it('sends a range only when both ends are set', () => {
    const body = filtersToBody({ ...emptyFilters, investments: { min: 1000, max: null }, raised: { min: null, max: 50 } });
    expect(body).toEqual({});
  });

  it('leaves out a range whose max is below its min or outside its bounds', () => {
    expect(filtersToBody({ ...emptyFilters, raised: { min: 60, max: 40 } })).toEqual({});
    expect(filtersToBody({ ...emptyFilters, raised: { min: 0, max: 101 } })).toEqual({});
    expect(filtersToBody({ ...emptyFilters, investments: { min: -1, max: 10 } })).toEqual({});
    expect(filtersToBody({ ...emptyFilters, raised: { min: 0, max: 100 } })).toEqual({ raised: { min: 0, max: 100 } });
  });

  it('maps each sort to order_by and order_dir, newest first by default', () => {
    expect(sortToQuery(emptyFilters.sort)).toEqual({ order_by: 'created_at', order_dir: 'desc' });
    expect(sortToQuery('less_funded')).toEqual({ order_by: 'current_investments', order_dir: 'asc' });
    expect(sortToQuery('most_backed')).toEqual({ order_by: 'backers_count', order_dir: 'desc' });
  });
});

describe('filter tags', () => {
  it('makes a tag per round (named from the handbook), per set range and for the status', () => {
    const tags = filterTags(full, rounds);
    expect(tags.map((tag) => tag.key)).toEqual(['round:6', 'round:5', 'investments', 'raised', 'status']);
    expect(tags[0]).toMatchObject({ label: 'Series A' });
  });

  it('shows no tag for the search, the sort or all statuses', () => {
    expect(filterTags({ ...emptyFilters, search: 'x', sort: 'less_backed' }, rounds)).toEqual([]);
  });

  it('names an unknown round by its id', () => {
    expect(filterTags({ ...emptyFilters, rounds: [99] }, rounds)[0]).toMatchObject({ label: '#99' });
  });

  it('removes a round, a whole range or the status', () => {
    const [seriesA, , investments, , status] = filterTags(full, rounds);
    expect(removeTag(full, seriesA!).rounds).toEqual([5]);
    expect(removeTag(full, investments!).investments).toEqual({ min: null, max: null });
    expect(removeTag(full, status!).status).toBe('all');
  });

  it('"clear all" drops the filters and the sort and keeps the search; the empty state drops the search too', () => {
    expect(clearModalFilters(full)).toEqual({ ...emptyFilters, search: full.search, sort: 'newest' });
    expect(clearAllFilters()).toEqual(emptyFilters);
    expect(hasFilters(clearAllFilters())).toBe(false);
  });
});

describe('the dialog check', () => {
  it('refuses a max below the min and values out of bounds', () => {
    expect(modalErrors(full)).toEqual({});
    expect(modalErrors({ ...full, raised: { min: 50, max: 20 } })).toEqual({ raised: 'maxLessThanMin' });
    expect(modalErrors({ ...full, investments: { min: 0, max: 10_000_000_000 } })).toEqual({ investments: 'outOfBounds' });
  });
});

describe('stored filters', () => {
  it('reads back what was stored', () => {
    expect(readFilters(JSON.parse(JSON.stringify(full)))).toEqual(full);
  });

  it('falls back field by field on anything unreadable', () => {
    expect(readFilters({ ...full, sort: 'oldest', status: 'decline', rounds: 'x' })).toEqual({ ...full, sort: 'newest', status: 'all', rounds: [] });
    expect(readFilters(null)).toEqual(emptyFilters);
    expect(readFilters('garbage')).toEqual(emptyFilters);
  });

  it('forgets the filters once they are back to the default', () => {
    expect(filtersToStore(emptyFilters)).toBeNull();
    expect(filtersToStore({ ...emptyFilters, sort: 'most_backed' })).toEqual({ ...emptyFilters, sort: 'most_backed' });
    expect(filtersToStore(full)).toEqual(full);
  });
});
