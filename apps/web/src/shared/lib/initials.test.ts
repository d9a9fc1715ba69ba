import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Nordlight Robotics')).toBe('NR');
    expect(initials('maya')).toBe('M');
  });

  it('skips words that are only punctuation', () => {
    expect(initials('Weissnat - Moore Robotics')).toBe('WM');
    expect(initials('  ')).toBe('?');
  });
});
