import { describe, expect, it } from 'vitest';
import type { CrowdfundingListItem } from '@platform/contract';
import { crowdfundingListKey, nextRoundSkip, type CrowdfundingList } from './list';

const page = (count: number, total: number): CrowdfundingList => ({ crowdfunds: Array.from({ length: count }, () => ({}) as CrowdfundingListItem), total });

describe('pages of rounds', () => {
  it('starts at 0 and skips by the count loaded so far', () => {
    expect(nextRoundSkip([])).toBe(0);
    expect(nextRoundSkip([page(20, 65)])).toBe(20);
    expect(nextRoundSkip([page(20, 65), page(20, 65)])).toBe(40);
  });

  it('stops once the total is reached or a page comes back empty', () => {
    expect(nextRoundSkip([page(20, 65), page(20, 65), page(20, 65), page(5, 65)])).toBeUndefined();
    expect(nextRoundSkip([page(20, 40), page(20, 40)])).toBeUndefined();
    expect(nextRoundSkip([page(20, 65), page(0, 65)])).toBeUndefined();
  });

  it('keys every list under "crowdfunding", so the socket event reaches it', () => {
    expect(crowdfundingListKey('public', {}, 'newest')[0]).toBe('crowdfunding');
  });
});
