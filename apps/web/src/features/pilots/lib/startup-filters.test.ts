import { describe, expect, it } from 'vitest';
import {
  clearAllFilters,
  clearModalFilters,
  emptyShowcaseFilters,
  hasModalFilters,
  hasShowcaseFilters,
  readShowcaseFilters,
  removeShowcaseTag,
  showcaseBody,
  showcaseFiltersToStore,
  showcaseTags,
  toggleOrder,
  type ShowcaseFilters,
} from './startup-filters';

const set: ShowcaseFilters = { search: '  drone ', order: 'newest', location: [7, 3, 3], industries: [12], status: 'active' };
const handbooks = {
  countries: [
    { id: 3, code: 'SE', name: 'Sweden' },
    { id: 7, code: 'DE', name: 'Germany' },
  ],
  industries: [{ id: 12, code: 'robotics', name: 'Robotics' }],
};

describe('showcase filters → request body', () => {
  it('sends nothing for the default filters: status all is the filter left out', () => {
    expect(showcaseBody(emptyShowcaseFilters)).toEqual({});
    expect(showcaseBody({ ...emptyShowcaseFilters, search: '   ' })).toEqual({});
  });

  it('trims the search, sorts and dedupes the ids, keeps a chosen status', () => {
    expect(showcaseBody(set)).toEqual({ search: 'drone', location: [3, 7], industries: [12], status: 'active' });
  });

  it('never sends more than 5 selections or 50 characters', () => {
    const body = showcaseBody({ ...emptyShowcaseFilters, search: 'x'.repeat(60), location: [1, 2, 3, 4, 5, 6] });
    expect(body.location).toEqual([1, 2, 3, 4, 5]);
    expect(body.search).toHaveLength(50);
  });
});

describe('order toggles', () => {
  it('a toggle pressed again goes back to ascending; the other one switches', () => {
    expect(toggleOrder('asc', 'newest')).toBe('newest');
    expect(toggleOrder('newest', 'newest')).toBe('asc');
    expect(toggleOrder('newest', 'active')).toBe('active');
  });
});

describe('tags', () => {
  it('one tag per country, industry and the status, named from the handbooks', () => {
    const tags = showcaseTags({ ...set, location: [7, 3] }, handbooks);
    expect(tags.map((tag) => ('label' in tag ? tag.label : tag.status))).toEqual(['Germany', 'Sweden', 'Robotics', 'active']);
    expect(showcaseTags({ ...emptyShowcaseFilters, location: [99] }, undefined)[0]).toMatchObject({ label: '#99' });
  });

  it('removing a tag drops only its selection', () => {
    const [germany, , robotics, status] = showcaseTags({ ...set, location: [7, 3] }, handbooks);
    expect(removeShowcaseTag(set, germany!).location).toEqual([3, 3]);
    expect(removeShowcaseTag(set, robotics!).industries).toEqual([]);
    expect(removeShowcaseTag(set, status!).status).toBe('all');
  });

  it('clear all resets the order and keeps the search; the empty state clears the search too', () => {
    expect(clearModalFilters(set)).toEqual({ ...emptyShowcaseFilters, search: set.search, order: 'asc' });
    expect(clearAllFilters()).toEqual(emptyShowcaseFilters);
    expect(hasModalFilters(clearModalFilters(set))).toBe(false);
    expect(hasShowcaseFilters(clearModalFilters(set))).toBe(true);
  });
});

describe('the stored preference', () => {
  it('reads what was stored and falls back field by field', () => {
    expect(readShowcaseFilters(set)).toEqual(set);
    expect(readShowcaseFilters(null)).toEqual(emptyShowcaseFilters);
    expect(readShowcaseFilters({ search: 5, order: 'sideways', location: [1, 2, 3, 4, 5, 6], industries: [2], status: 'gone' })).toEqual({
      ...emptyShowcaseFilters,
      industries: [2],
    });
  });

  it('forgets the defaults, keeps a changed order alone', () => {
    expect(showcaseFiltersToStore(emptyShowcaseFilters)).toBeNull();
    expect(showcaseFiltersToStore({ ...emptyShowcaseFilters, order: 'active' })).toEqual({ ...emptyShowcaseFilters, order: 'active' });
  });
});
