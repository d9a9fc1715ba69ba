import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, isBusinessDay } from './business-days.js';

const none = new Set<string>();

describe('business days', () => {
  it('skips weekends', () => {
    // 2026-11-27 is a Friday.
    expect(isBusinessDay('2026-11-27', none)).toBe(true);
    expect(isBusinessDay('2026-11-28', none)).toBe(false);
    expect(addBusinessDays('2026-11-27', 1, none)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-27', 5, none)).toBe('2026-12-04');
    expect(addBusinessDays('2026-11-28', 5, none)).toBe('2026-12-04');
  });

  it('skips the configured holidays', () => {
    const holidays = new Set(['2026-12-31', '2027-01-01']);
    expect(addBusinessDays('2026-12-29', 5, holidays)).toBe('2027-01-07');
    expect(isBusinessDay('2027-01-01', holidays)).toBe(false);
  });

  it('counts the business days between two dates', () => {
    expect(businessDaysBetween('2026-11-27', '2026-12-04', none)).toBe(5);
    expect(businessDaysBetween('2026-11-27', '2026-12-03', none)).toBe(4);
    expect(businessDaysBetween('2026-11-27', '2026-11-27', none)).toBe(0);
    expect(businessDaysBetween('2026-11-27', '2026-11-20', none)).toBe(0);
  });
});
