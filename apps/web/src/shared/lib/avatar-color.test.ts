import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor } from './avatar-color';

describe('avatarColor', () => {
  it('cycles through nine styles down a list', () => {
    expect(AVATAR_COLORS).toHaveLength(9);
    expect(avatarColor(0)).toBe(AVATAR_COLORS[0]);
    expect(avatarColor(8)).toBe(AVATAR_COLORS[8]);
    expect(avatarColor(9)).toBe(AVATAR_COLORS[0]);
    expect(avatarColor(20)).toBe(AVATAR_COLORS[2]);
  });
});
