import { describe, expect, it } from 'vitest';
import {
  clearAllFilters,
  clearModalFilters,
  defaultShowcaseFilters,
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
  it('opens on the pilots taking applications, newest first', () => {
    expect(defaultShowcaseFilters).toMatchObject({ order: 'newest', status: 'open' });
    expect(showcaseBody(defaultShowcaseFilters)).toEqual({ status: 'open' });
  });

  it('sends nothing once cleared: status all is the filter left out', () => {
    expect(showcaseBody(clearAllFilters())).toEqual({});
    expect(showcaseBody({ ...clearAllFilters(), search: '   ' })).toEqual({});
  });

  it('trims the search, sorts and dedupes the ids, keeps a chosen status', () => {
    expect(showcaseBody(set)).toEqual({ search: 'drone', location: [3, 7], industries: [12], status: 'active' });
  });

  it('never sends more than 5 selections or 50 characters', () => {
    const body = showcaseBody({ ...defaultShowcaseFilters, search: 'x'.repeat(60), location: [1, 2, 3, 4, 5, 6] });
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
    expect(showcaseTags({ ...defaultShowcaseFilters, location: [99] }, undefined)[0]).toMatchObject({ label: '#99' });
  });

  it('removing a tag drops only its selection', () => {
    const [germany, , robotics, status] = showcaseTags({ ...set, location: [7, 3] }, handbooks);
    expect(removeShowcaseTag(set, germany!).location).toEqual([3, 3]);
    expect(removeShowcaseTag(set, robotics!).industries).toEqual([]);
    expect(removeShowcaseTag(set, status!).status).toBe('all');
  });

  it('clear all resets the order and keeps the search; the empty state clears the search too', () => {
    expect(clearModalFilters({ ...set, order: 'asc' })).toEqual({ ...defaultShowcaseFilters, status: 'all', search: set.search, order: 'newest' });
    expect(clearAllFilters()).toEqual({ ...defaultShowcaseFilters, status: 'all' });
    expect(hasModalFilters(defaultShowcaseFilters)).toBe(true);
    expect(hasModalFilters(clearModalFilters(set))).toBe(false);
    expect(hasShowcaseFilters(clearModalFilters(set))).toBe(true);
  });
});

describe('the stored preference', () => {
  it('reads what was stored and falls back field by field', () => {
    expect(readShowcaseFilters(set)).toEqual(set);
    expect(readShowcaseFilters(null)).toEqual(defaultShowcaseFilters);
    expect(readShowcaseFilters({ search: 5, order: 'sideways', location: [1, 2, 3, 4, 5, 6], industries: [2], status: 'gone' })).toEqual({
      ...defaultShowcaseFilters,
      industries: [2],
    });
  });

  it('forgets the defaults, keeps a changed order or status alone', () => {
    expect(showcaseFiltersToStore(defaultShowcaseFilters)).toBeNull();
    expect(showcaseFiltersToStore({ ...defaultShowcaseFilters, order: 'active' })).toEqual({ ...defaultShowcaseFilters, order: 'active' });
    expect(showcaseFiltersToStore({ ...defaultShowcaseFilters, order: 'asc' })).toEqual({ ...defaultShowcaseFilters, order: 'asc' });
    expect(showcaseFiltersToStore(clearAllFilters())).toEqual({ ...defaultShowcaseFilters, status: 'all' });
  });
});
