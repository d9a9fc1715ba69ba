import { describe, expect, it } from 'vitest';
import { threadPolicy } from './policy.js';

describe('threadPolicy', () => {
  it('puts managers’ posts and the platform’s own notices on the platform’s side, every company’s on its own', () => {
    const sides = ['startup', 'investor', 'corporate', 'expert', 'manager'].map((role) => [role, threadPolicy.speaksForPlatform({ role })]);
    expect(Object.fromEntries(sides)).toEqual({ startup: false, investor: false, corporate: false, expert: false, manager: true });
    expect(threadPolicy.speaksForPlatform(null)).toBe(true);
  });
});
