import { describe, expect, it } from 'vitest';
import type { CrowdfundingCard } from '@platform/contract';
import { ResponseStatusError } from '@/shared/api/errors';
import { entersRoom, roomRefusal } from './room';

const card = (o: Partial<Pick<CrowdfundingCard, 'status' | 'backers_count' | 'backer_status'>> = {}) => ({
  status: 'finished' as const,
  backers_count: 2,
  backer_status: null,
  startup: { id: 's1', user_id: 's1', title: 'Nordlight', logo: null, last_fund_amount: null },
  ...o,
});

describe("the backers' room on the round's view", () => {
  it("is offered to the round's startup, managers and confirmed backers of a finished round with backers", () => {
    expect(entersRoom({ id: 's1', role: 'startup' }, card())).toBe(true);
    expect(entersRoom({ id: 'm1', role: 'manager' }, card())).toBe(true);
    expect(entersRoom({ id: 'i1', role: 'investor' }, card({ backer_status: { name: 'active' } }))).toBe(true);
  });

  it('is not offered to others, to waiting or cancelled backers, on a running round, or with no confirmed backer', () => {
    expect(entersRoom(null, card())).toBe(false);
    expect(entersRoom({ id: 's2', role: 'startup' }, card())).toBe(false);
    expect(entersRoom({ id: 'i1', role: 'investor' }, card({ backer_status: { name: 'new' } }))).toBe(false);
    expect(entersRoom({ id: 'i1', role: 'investor' }, card({ backer_status: { name: 'cancel' } }))).toBe(false);
    expect(entersRoom({ id: 's1', role: 'startup' }, card({ status: 'active' }))).toBe(false);
    expect(entersRoom({ id: 's1', role: 'startup' }, card({ backers_count: 0 }))).toBe(false);
  });

  it("tells the server's refusals apart", () => {
    expect(roomRefusal(new ResponseStatusError(403))).toBe('closed');
    expect(roomRefusal(new ResponseStatusError(409))).toBe('notOpen');
    expect(roomRefusal(new ResponseStatusError(500))).toBeNull();
    expect(roomRefusal(new Error('x'))).toBeNull();
  });
});
