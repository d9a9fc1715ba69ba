import { describe, expect, it } from 'vitest';
import { classificationQueueRequest, classificationQueueToSearch, isDecidable, readClassificationQueue } from './classification-queue-params';

describe('classification queue params', () => {
  it('reads the waiting declarations on the first page by default', () => {
    expect(readClassificationQueue(new URLSearchParams(''))).toEqual({ review: 'pending', page: 1 });
  });

  it('reads a review filter and a page, and falls back on unknown values', () => {
    expect(readClassificationQueue(new URLSearchParams('review=rejected&page=3'))).toEqual({ review: 'rejected', page: 3 });
    expect(readClassificationQueue(new URLSearchParams('review=lost&page=-2'))).toEqual({ review: 'pending', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(classificationQueueToSearch({ review: 'pending', page: 1 })).toBe('');
    expect(classificationQueueToSearch({ review: 'verified', page: 2 })).toBe('review=verified&page=2');
  });

  it('asks the server for the page by take and skip', () => {
    expect(classificationQueueRequest({ review: 'verified', page: 3 })).toEqual({ review: 'verified', take: 20, skip: 40 });
  });

  it('offers a decision only on the latest waiting declaration still in force', () => {
    const waiting = { review: 'pending' as const, superseded: false, expired: false };
    expect(isDecidable(waiting)).toBe(true);
    expect(isDecidable({ ...waiting, superseded: true })).toBe(false);
    expect(isDecidable({ ...waiting, expired: true })).toBe(false);
    expect(isDecidable({ ...waiting, review: 'verified' })).toBe(false);
  });
});
