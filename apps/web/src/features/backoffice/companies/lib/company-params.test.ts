import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/paths';
import { companyListRequest, companyListToSearch, companyPageCount, defaultCompanyList, isFiltered, readCompanyList } from './company-params';

const read = (search: string) => readCompanyList(new URLSearchParams(search));

describe('companies list params', () => {
  it('opens on every company, newest sign-ups first', () => {
    expect(read('')).toEqual(defaultCompanyList);
    expect(companyListToSearch(read(''))).toBe('');
    expect(paths.manage.companies(companyListToSearch(read('')))).toBe('/manage/companies');
  });

  it('keeps the search, the filters, the sort and the page in a shareable link', () => {
    const state = read('q=%20Acme%20&role=startup&status=blocked&sort=name&dir=asc&page=3');
    expect(state).toEqual({ q: 'Acme', role: 'startup', status: 'blocked', sort: 'name', dir: 'asc', page: 3 });
    expect(paths.manage.companies(companyListToSearch(state))).toBe('/manage/companies?q=Acme&role=startup&status=blocked&sort=name&dir=asc&page=3');
    expect(read(companyListToSearch(state))).toEqual(state);
  });

  it('drops what an edited link gets wrong', () => {
    expect(read('role=manager&status=gone&sort=score&dir=up&page=-1')).toEqual(defaultCompanyList);
    expect(read('page=0').page).toBe(1);
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('asks the server for what is set, with the sort always', () => {
    expect(companyListRequest(defaultCompanyList)).toEqual({ sort: 'created', dir: 'desc', take: 20, skip: 0 });
    expect(companyListRequest({ q: 'x', role: 'investor', status: 'active', sort: 'activity', dir: 'asc', page: 2 })).toEqual({
      q: 'x',
      role: 'investor',
      status: 'active',
      sort: 'activity',
      dir: 'asc',
      take: 20,
      skip: 20,
    });
  });

  it('counts pages of twenty and tells a filtered list from a bare one', () => {
    expect(companyPageCount(0)).toBe(1);
    expect(companyPageCount(20)).toBe(1);
    expect(companyPageCount(41)).toBe(3);
    expect(isFiltered(defaultCompanyList)).toBe(false);
    expect(isFiltered({ ...defaultCompanyList, status: 'deleted' })).toBe(true);
    expect(isFiltered({ ...defaultCompanyList, sort: 'name' })).toBe(false);
  });
});
