import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../lib/storage';
import { browserTimeZone, takeTimeZoneTurn } from './time-zone';

describe('time zone report', () => {
  it('is sent once per tab and account', () => {
    const storage = createMemoryStorage();
    expect(takeTimeZoneTurn(storage, 'u1')).toBe(true);
    expect(takeTimeZoneTurn(storage, 'u1')).toBe(false);
    expect(takeTimeZoneTurn(storage, 'u2')).toBe(true);
  });

  it('reads the runtime zone', () => {
    expect(browserTimeZone()).toMatch(/\w/);
  });
});
