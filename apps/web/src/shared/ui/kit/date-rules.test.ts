import { describe, expect, it } from 'vitest';
import { dottedDateError } from './date-rules';

const now = new Date('2026-03-10T15:30:00Z');

describe('dotted date rule', () => {
  it('accepts today and later', () => {
    expect(dottedDateError('10.03.2026', { now })).toBeNull();
    expect(dottedDateError('01.01.2027', { now })).toBeNull();
  });

  it('refuses the past unless allowed', () => {
    expect(dottedDateError('09.03.2026', { now })).toBe('past');
    expect(dottedDateError('09.03.2026', { now, allowPast: true })).toBeNull();
  });

  it('tells a wrong shape from an impossible date', () => {
    expect(dottedDateError('2026-03-12', { now })).toBe('format');
    expect(dottedDateError('1.4.2026', { now })).toBe('format');
    expect(dottedDateError('30.02.2027', { now })).toBe('incorrect');
  });

  it('requires a value unless optional', () => {
    expect(dottedDateError('  ', { now })).toBe('required');
    expect(dottedDateError('', { now, required: false })).toBeNull();
  });
});
