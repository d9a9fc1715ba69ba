export interface NumberRange {
  min: number | null;
  max: number | null;
}

export type RangeError = 'maxLessThanMin' | 'outOfBounds' | null;

/**
 * Checks a min/max pair (spec part 2, section 5): max may not be below min, and both stay
 * within the bounds. A range counts as set only when both ends are filled.
 */
export function rangeError(range: NumberRange, bounds?: { lower: number; upper: number }): RangeError {
  const { min, max } = range;
  if (bounds) {
    for (const value of [min, max]) {
      if (value !== null && (value < bounds.lower || value > bounds.upper)) return 'outOfBounds';
    }
  }
  if (min !== null && max !== null && max < min) return 'maxLessThanMin';
  return null;
}

export function isRangeSet(range: NumberRange): range is { min: number; max: number } {
  return range.min !== null && range.max !== null;
}
