import { describe, expect, it } from 'vitest';
import { remainingOf } from './remaining';

describe('what a round has left to raise', () => {
  it('counts what is left to the maximum', () => {
    expect(remainingOf({ current_investments: 250_000, value_of_investments: { max: 1_000_000 } })).toBe(750_000);
    expect(remainingOf({ current_investments: 1_200_000, value_of_investments: { max: 1_000_000 } })).toBe(0);
  });
});
