import { describe, expect, it } from 'vitest';
import { pageCount, pageRequest, readRoundQueue, roundQueueToSearch, statusOfFilter } from './round-queue-params';

const read = (search: string) => readRoundQueue(new URLSearchParams(search));

describe('crowdfunding queue params', () => {
  it('opens on the rounds waiting for moderation', () => {
    expect(read('')).toEqual({ tab: 'rounds', status: 'new', page: 1 });
    expect(roundQueueToSearch(read(''))).toBe('');
  });

  it('keeps the tab, the status and the page in the URL', () => {
    expect(read('status=active&page=3')).toEqual({ tab: 'rounds', status: 'active', page: 3 });
    expect(roundQueueToSearch({ tab: 'rounds', status: 'all', page: 2 })).toBe('status=all&page=2');
    expect(read('tab=backers&page=2')).toEqual({ tab: 'backers', status: 'new', page: 2 });
    expect(roundQueueToSearch({ tab: 'backers', status: 'decline', page: 1 })).toBe('tab=backers');
  });

  it('drops what an edited link gets wrong', () => {
    expect(read('tab=nope&status=archived&page=-2')).toEqual({ tab: 'rounds', status: 'new', page: 1 });
    expect(read('page=0')).toEqual({ tab: 'rounds', status: 'new', page: 1 });
  });

  it('asks the server for a page of twenty, all statuses without a filter', () => {
    expect(pageRequest(1)).toEqual({ take: 20, skip: 0 });
    expect(pageRequest(3)).toEqual({ take: 20, skip: 40 });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
    expect(statusOfFilter('all')).toBeNull();
    expect(statusOfFilter('decline')).toBe('decline');
  });
});
