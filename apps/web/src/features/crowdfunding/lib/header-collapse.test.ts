import { describe, expect, it } from 'vitest';
import { nextCollapsed } from './header-collapse';

describe('the list header', () => {
  it('collapses past 124 px of scroll', () => {
    expect(nextCollapsed(false, 124)).toBe(false);
    expect(nextCollapsed(false, 125)).toBe(true);
  });

  it('stays as it is between 4 and 124 px, so it does not flicker', () => {
    expect(nextCollapsed(true, 60)).toBe(true);
    expect(nextCollapsed(false, 60)).toBe(false);
    expect(nextCollapsed(true, 4)).toBe(true);
  });

  it('returns under 4 px', () => {
    expect(nextCollapsed(true, 3)).toBe(false);
    expect(nextCollapsed(true, 0)).toBe(false);
  });
});
