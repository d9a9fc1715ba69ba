import { describe, expect, it } from 'vitest';
import { portfolioPages, portfolioRequest, portfolioSearch, readPortfolioParams } from './portfolio-params';

describe('portfolio params', () => {
  it('reads the status and page from the URL, unknown values as the defaults', () => {
    expect(readPortfolioParams(new URLSearchParams(''))).toEqual({ status: 'all', page: 1 });
    expect(readPortfolioParams(new URLSearchParams('status=confirmed&page=3'))).toEqual({ status: 'confirmed', page: 3 });
    expect(readPortfolioParams(new URLSearchParams('status=active&page=-2'))).toEqual({ status: 'all', page: 1 });
    expect(readPortfolioParams(new URLSearchParams('page=0'))).toEqual({ status: 'all', page: 1 });
  });

  it('writes the state back without its defaults', () => {
    expect(portfolioSearch({ status: 'all', page: 1 })).toBe('');
    expect(portfolioSearch({ status: 'declined', page: 2 })).toBe('status=declined&page=2');
  });

  it('asks the server for the page, with no status for all', () => {
    expect(portfolioRequest({ status: 'all', page: 1 })).toEqual({ take: 20, skip: 0 });
    expect(portfolioRequest({ status: 'pending', page: 3 })).toEqual({ take: 20, skip: 40, status: 'pending' });
    expect([portfolioPages(0), portfolioPages(20), portfolioPages(21)]).toEqual([1, 1, 2]);
  });
});
