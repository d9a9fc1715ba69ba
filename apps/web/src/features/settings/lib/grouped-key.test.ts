import { describe, expect, it } from 'vitest';
import { groupedKey } from './grouped-key';

describe('the key as shown for typing by hand', () => {
  it('reads in groups of four, the last one shorter', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPJBSWY3')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3');
  });

  it('groups a key that already has spaces the same way', () => {
    expect(groupedKey('JBSW Y3DP EHPK')).toBe('JBSW Y3DP EHPK');
    expect(groupedKey('')).toBe('');
  });
});
