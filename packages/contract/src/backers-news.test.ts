import { describe, expect, it } from 'vitest';
import { backersNewsReach, backingLeftAt, reaches, type NewsBacking } from './backers-news.js';
import { backerStatuses } from './crowdfunding.js';

const joined = new Date('2026-03-01T10:00:00Z');
const decided = new Date('2026-03-05T12:00:00Z');
const lapsed = new Date('2026-03-09T08:00:00Z');
const backing = (status: NewsBacking['status'], confirmed = false): NewsBacking => ({
  status,
  confirmed,
  createdAt: joined,
  decidedAt: status === 'new' ? null : decided,
  cancelledAt: status === 'cancel' ? lapsed : null,
});
const investor = { id: 'i1', role: 'investor' };
const reach = (b: NewsBacking | null, part: 'updates' | 'room' = 'updates', reader = investor) =>
  backersNewsReach({ reader, startupId: 's1', backing: b, part });

describe('who reads what a round tells its backers', () => {
  it("gives the round's startup and managers everything, and nobody else without a backing anything", () => {
    for (const part of ['updates', 'room'] as const) {
      expect(reach(null, part, { id: 's1', role: 'startup' })).toEqual({ reads: 'all' });
      expect(reach(null, part, { id: 'm1', role: 'manager' })).toEqual({ reads: 'all' });
      expect(reach(null, part)).toEqual({ reads: 'none' });
      expect(reach(null, part, { id: 's2', role: 'startup' })).toEqual({ reads: 'none' });
    }
  });

  it('gives a backing in the round every update, and one that left the updates up to the moment it left', () => {
    const byStatus = Object.fromEntries(backerStatuses.map((s) => [s, reach(backing(s))]));
    expect(byStatus).toEqual({
      new: { reads: 'all' },
      active: { reads: 'all' },
      reject: { reads: 'until', until: decided },
      cancel: { reads: 'until', until: lapsed },
    });
  });

  it('opens the room to confirmed backings only, and to a confirmed one that lapsed up to its lapse', () => {
    expect(reach(backing('active', true), 'room')).toEqual({ reads: 'all' });
    expect(reach(backing('cancel', true), 'room')).toEqual({ reads: 'until', until: lapsed });
    for (const s of ['new', 'reject', 'cancel'] as const) expect(reach(backing(s), 'room')).toEqual({ reads: 'none' });
  });

  it('takes a former backing with no recorded moment as gone since it joined', () => {
    expect(backingLeftAt({ ...backing('reject'), decidedAt: null })).toEqual(joined);
    expect(backingLeftAt({ ...backing('cancel'), cancelledAt: null })).toEqual(joined);
  });

  it('reaches news published up to and at the moment a backing left, none after', () => {
    const until = reach(backing('reject'));
    expect(reaches(until, new Date('2026-03-05T11:59:59Z'))).toBe(true);
    expect(reaches(until, decided)).toBe(true);
    expect(reaches(until, new Date('2026-03-05T12:00:01Z'))).toBe(false);
    expect(reaches({ reads: 'all' }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(reaches({ reads: 'none' }, joined)).toBe(false);
  });
});
