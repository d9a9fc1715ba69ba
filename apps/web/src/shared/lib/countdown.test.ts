import { describe, expect, it } from 'vitest';
import { deadlineAfter, secondsUntil } from './countdown';

describe('countdown', () => {
  const start = Date.UTC(2026, 0, 1, 12, 0, 0);

  it('counts whole seconds up to the deadline and stops at zero', () => {
    const until = deadlineAfter(60, start);
    expect(secondsUntil(until, start)).toBe(60);
    expect(secondsUntil(until, start + 59_001)).toBe(1);
    expect(secondsUntil(until, start + 60_000)).toBe(0);
    expect(secondsUntil(until, start + 90_000)).toBe(0);
  });

  it('has nothing to wait for without a deadline', () => {
    expect(secondsUntil(null, start)).toBe(0);
  });
});
