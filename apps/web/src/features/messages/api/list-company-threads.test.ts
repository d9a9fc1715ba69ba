import { describe, expect, it } from 'vitest';
import type { Thread } from '@platform/contract';
import { nextThreadSkip } from './list-company-threads';

const threads = (n: number) => Array.from({ length: n }, () => ({}) as Thread);

describe('nextThreadSkip', () => {
  it('starts at zero and stops once every thread is loaded', () => {
    expect(nextThreadSkip([])).toBe(0);
    expect(nextThreadSkip([{ companyTasks: threads(20), total: 45 }])).toBe(20);
    expect(
      nextThreadSkip([
        { companyTasks: threads(20), total: 45 },
        { companyTasks: threads(20), total: 45 },
      ]),
    ).toBe(40);
    expect(nextThreadSkip([{ companyTasks: threads(20), total: 20 }])).toBeUndefined();
    // An empty page (threads gone meanwhile) ends the scroll too.
    expect(
      nextThreadSkip([
        { companyTasks: threads(20), total: 45 },
        { companyTasks: [], total: 45 },
      ]),
    ).toBeUndefined();
  });
});
