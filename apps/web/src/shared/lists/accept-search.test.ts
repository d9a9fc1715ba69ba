import { describe, expect, it } from 'vitest';
import { CROWDFUNDING_SEARCH_MAX, PILOT_SEARCH_MAX } from '@platform/contract';
import { acceptSearch } from './accept-search';

describe('the search box', () => {
  it('takes text up to the limit and ignores longer input', () => {
    const fifty = 'x'.repeat(CROWDFUNDING_SEARCH_MAX);
    expect(acceptSearch('', 'Solar', CROWDFUNDING_SEARCH_MAX)).toBe('Solar');
    expect(acceptSearch('x'.repeat(49), fifty, CROWDFUNDING_SEARCH_MAX)).toBe(fifty);
    expect(acceptSearch(fifty, `${fifty}y`, CROWDFUNDING_SEARCH_MAX)).toBe(fifty);
    expect(acceptSearch('ab', 'y'.repeat(80), CROWDFUNDING_SEARCH_MAX)).toBe('ab');
  });

  it('ignores input past the pilots limit of 50 characters', () => {
    expect(acceptSearch('abc', 'x'.repeat(PILOT_SEARCH_MAX + 1), PILOT_SEARCH_MAX)).toBe('abc');
    expect(acceptSearch('abc', 'abcd', PILOT_SEARCH_MAX)).toBe('abcd');
  });
});
