import { describe, expect, it } from 'vitest';
import { isRangeSet, rangeError } from './range';
import { orderChoices } from './choice-list';

describe('range rule', () => {
  it('refuses a max below the min', () => {
    expect(rangeError({ min: 10, max: 5 })).toBe('maxLessThanMin');
    expect(rangeError({ min: 5, max: 5 })).toBeNull();
  });

  it('checks the bounds of each end', () => {
    expect(rangeError({ min: -1, max: 50 }, { lower: 0, upper: 100 })).toBe('outOfBounds');
    expect(rangeError({ min: 0, max: 101 }, { lower: 0, upper: 100 })).toBe('outOfBounds');
    expect(rangeError({ min: null, max: 100 }, { lower: 0, upper: 100 })).toBeNull();
  });

  it('counts a range as set only with both ends', () => {
    expect(isRangeSet({ min: 1, max: null })).toBe(false);
    expect(isRangeSet({ min: 1, max: 2 })).toBe(true);
  });
});

describe('choice order', () => {
  it('puts selected options first and keeps the rest in order', () => {
    const options = ['a', 'b', 'c', 'd'].map((value) => ({ value }));
    expect(orderChoices(options, ['c']).map((option) => option.value)).toEqual(['c', 'a', 'b', 'd']);
  });
});
