import { describe, expect, it } from 'vitest';
import { crowdfundingListKey } from './list';

describe('pages of rounds', () => {
  it('keys every list under "crowdfunding", so the socket event reaches it', () => {
    expect(crowdfundingListKey('public', {}, 'newest')[0]).toBe('crowdfunding');
  });
});
