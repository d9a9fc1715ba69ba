import { describe, expect, it } from 'vitest';
import type { Handbooks } from '@platform/contract';
import { clearFilters, emptyFilters, filterTags, filtersToBody, filtersToStore, hasFilters, readFilters, removeTag } from './filters';

const handbooks: Handbooks = {
  countries: [{ id: 1, code: 'SE', name: 'Sweden' }],
  regions: [{ id: 2, code: '150', name: 'Europe' }],
  industries: [
    { id: 3, code: 'ai', name: 'AI' },
    { id: 4, code: 'energy', name: 'Energy' },
  ],
  rounds: [{ id: 5, code: 'seed', name: 'Seed' }],
};

const filters = { ...emptyFilters, industries: [3, 4], countries: [1], intema_score: { min: 3, max: null } };

describe('filter tags', () => {
  it('makes one tag per chosen value and per set range, named from the handbooks', () => {
    const tags = filterTags(filters, handbooks);
    expect(tags.map((tag) => tag.key)).toEqual(['countries:1', 'industries:3', 'industries:4', 'intema_score']);
    expect(tags.filter((tag) => 'label' in tag).map((tag) => ('label' in tag ? tag.label : ''))).toEqual(['Sweden', 'AI', 'Energy']);
  });

  it('removes the value of a tag, or the whole range', () => {
    const [, ai, , score] = filterTags(filters, handbooks);
    expect(removeTag(filters, ai!).industries).toEqual([4]);
    expect(removeTag(filters, score!).intema_score).toEqual({ min: null, max: null });
  });

  it('clears every filter but the search', () => {
    expect(clearFilters({ ...filters, search: 'robot' })).toEqual({ ...emptyFilters, search: 'robot' });
  });
});

describe('request body and storage', () => {
  it('sends only what is set, a range with one end', () => {
    expect(filtersToBody({ ...filters, search: '  robots ' })).toEqual({ search: 'robots', countries: [1], industries: [3, 4], intema_score: { min: 3 } });
    expect(filtersToBody(emptyFilters)).toEqual({});
  });

  it('forgets the stored filters once none is set', () => {
    expect(hasFilters(emptyFilters)).toBe(false);
    expect(filtersToStore(emptyFilters)).toBeNull();
    expect(readFilters(filtersToStore(filters))).toEqual(filters);
    expect(readFilters(null)).toEqual(emptyFilters);
    expect(readFilters({ search: 7, industries: ['x'] })).toEqual(emptyFilters);
  });
});
