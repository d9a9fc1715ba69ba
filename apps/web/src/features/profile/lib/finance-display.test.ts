import { describe, expect, it } from 'vitest';
import { signedPercent } from './finance-display';

const NBSP = '\u00a0';

describe('signedPercent (monthly revenue as YoY growth, MoM growth)', () => {
  it('shows growth with a plus and a fall with a minus sign', () => {
    expect(signedPercent(25, 'en')).toBe('+25%');
    expect(signedPercent(-10, 'en')).toBe('\u221210%');
    expect(signedPercent(0, 'en')).toBe('0%');
  });

  it('keeps one decimal and follows the language', () => {
    expect(signedPercent(12.5, 'en')).toBe('+12.5%');
    expect(signedPercent(12.5, 'ru')).toBe(`+12,5${NBSP}%`);
  });

  it('answers null for a value not filled in', () => {
    expect(signedPercent(null, 'en')).toBeNull();
    expect(signedPercent(undefined, 'ru')).toBeNull();
  });
});
