import { describe, expect, it } from 'vitest';
import { remainingOf, roundMoves } from './round-moves';

const today = '2026-11-26';

describe('round moves', () => {
  it('lets a new round be activated or declined', () => {
    expect(roundMoves({ status: 'new', expire: '2027-01-01' }, today)).toEqual(['active', 'decline']);
  });

  it('lets a running round be closed early, not one past its last day', () => {
    expect(roundMoves({ status: 'active', expire: today }, today)).toEqual(['finished']);
    expect(roundMoves({ status: 'active', expire: '2026-11-25' }, today)).toEqual([]);
  });

  it('leaves finished and declined rounds alone', () => {
    expect(roundMoves({ status: 'finished', expire: '2027-01-01' }, today)).toEqual([]);
    expect(roundMoves({ status: 'decline', expire: '2027-01-01' }, today)).toEqual([]);
  });

  it('counts what is left to the maximum', () => {
    expect(remainingOf({ current_investments: 250_000, value_of_investments: { max: 1_000_000 } })).toBe(750_000);
    expect(remainingOf({ current_investments: 1_200_000, value_of_investments: { max: 1_000_000 } })).toBe(0);
  });
});
