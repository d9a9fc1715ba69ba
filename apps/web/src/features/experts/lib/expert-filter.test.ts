import { describe, expect, it } from 'vitest';
import { expertFilterToStore, initialExpertFilter, readExpertFilter } from './expert-filter';

describe('the expert list filter kept between visits', () => {
  it('reads back what was stored', () => {
    const stored = { search: 'Anna', sort: { sortBy: 'name', sortOrder: 'desc' } };
    expect(readExpertFilter(stored)).toEqual(stored);
    expect(readExpertFilter(expertFilterToStore({ search: '  Ivanov ', sort: initialExpertFilter.sort }))).toEqual({
      search: 'Ivanov',
      sort: { sortBy: null, sortOrder: null },
    });
  });

  it('starts from the initial filter when nothing, or nothing readable, is stored', () => {
    expect(readExpertFilter(null)).toEqual(initialExpertFilter);
    expect(readExpertFilter('Anna')).toEqual(initialExpertFilter);
    expect(readExpertFilter({ search: 'x'.repeat(51), sort: { sortBy: 'email', sortOrder: 'asc' } })).toEqual(initialExpertFilter);
    expect(readExpertFilter({ search: 'Anna', sort: { sortBy: 'name', sortOrder: null } })).toEqual({ search: 'Anna', sort: initialExpertFilter.sort });
  });

  it('clears the stored filter once it is back to the initial one', () => {
    expect(expertFilterToStore({ search: '   ', sort: { sortBy: null, sortOrder: null } })).toBeNull();
    expect(expertFilterToStore({ search: '', sort: { sortBy: 'name', sortOrder: 'asc' } })).toEqual({ search: '', sort: { sortBy: 'name', sortOrder: 'asc' } });
  });
});
