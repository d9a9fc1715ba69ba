import { describe, expect, it } from 'vitest';
import { classify, defaultRegimeSettings, effectiveClass, lossCapacity, reflectionEnds, riskWarningAbove, yearlyLimit } from './backer-rules.js';

const regCf = defaultRegimeSettings;
const ecsp = { ...defaultRegimeSettings, regime: 'ecsp' as const };

describe('Reg CF yearly limit (17 CFR 227.100(a)(2)), figures by hand', () => {
  it('takes the greater of $2,500 or 5 % of the larger figure when either is under $124,000', () => {
    expect(yearlyLimit(regCf, 'non_accredited', { own_funds: 40_000, turnover: 0 })).toMatchObject({ limit: 2_500, basis: { rule: 'floor' } });
    expect(yearlyLimit(regCf, 'non_accredited', { own_funds: 50_000, turnover: 0 })).toMatchObject({ limit: 2_500, basis: { rule: 'floor' } });
    // 5 % of $50,020 is $2,501.
    expect(yearlyLimit(regCf, 'non_accredited', { own_funds: 50_020, turnover: 0 })).toMatchObject({ limit: 2_501, basis: { rule: 'percent', percent: 5 } });
    // Revenue $123,999 is under the threshold, so 5 % of net assets $1,000,000 = $50,000.
    expect(yearlyLimit(regCf, 'non_accredited', { own_funds: 1_000_000, turnover: 123_999 })).toMatchObject({
      limit: 50_000,
      basis: { figure: 1_000_000, percent: 5 },
    });
    // 5 % of $50,001 is $2,500.05: amounts are whole dollars, so the limit stays $2,500.
    expect(yearlyLimit(regCf, 'non_accredited', { own_funds: 50_001, turnover: 0 }).limit).toBe(2_500);
  });

  it('takes 10 % of the larger figure, at most $124,000, when both reach $124,000; none for accredited backers or under ECSP', () => {
    expect(yearlyLimit(regCf, 'non_accredited', { own_funds: 124_000, turnover: 124_000 })).toMatchObject({ limit: 12_400, basis: { percent: 10 } });
    expect(yearlyLimit(regCf, 'non_accredited', { own_funds: 1_240_000, turnover: 200_000 })).toMatchObject({ limit: 124_000, basis: { rule: 'cap' } });
    expect(yearlyLimit(regCf, 'non_accredited', { own_funds: 1_239_990, turnover: 200_000 })).toMatchObject({ limit: 123_999, basis: { rule: 'percent' } });
    expect(yearlyLimit(regCf, 'accredited', { own_funds: 0, turnover: 0 })).toMatchObject({ limit: null, basis: { rule: 'none' } });
    expect(yearlyLimit(ecsp, 'non_sophisticated', { own_funds: 0, turnover: 0 }).limit).toBeNull();
  });
});

describe('ECSP rules', () => {
  it('classifies a legal person as sophisticated when any one threshold is met (Annex II)', () => {
    const f = { own_funds: 0, turnover: 0, balance_sheet: 0, accredited: false };
    expect(classify(ecsp, f).class).toBe('non_sophisticated');
    expect(classify(ecsp, { ...f, own_funds: 100_000 }).class).toBe('sophisticated');
    expect(classify(ecsp, { ...f, turnover: 2_000_000 }).class).toBe('sophisticated');
    expect(classify(ecsp, { ...f, balance_sheet: 1_000_000 }).class).toBe('sophisticated');
    expect(classify(ecsp, { own_funds: 99_999, turnover: 1_999_999, balance_sheet: 999_999, accredited: true }).class).toBe('non_sophisticated');
    expect(classify(regCf, { ...f, accredited: true }).class).toBe('accredited');
  });

  it('counts a favourable class only once verified, and none once rejected', () => {
    expect(effectiveClass('sophisticated', 'pending')).toBe('non_sophisticated');
    expect(effectiveClass('accredited', 'pending')).toBe('non_accredited');
    expect(effectiveClass('sophisticated', 'verified')).toBe('sophisticated');
    expect(effectiveClass('non_sophisticated', 'pending')).toBe('non_sophisticated');
    expect(effectiveClass('non_accredited', 'rejected')).toBeNull();
  });

  it('warns above the higher of €1,000 or 5 % of net worth, and simulates a loss capacity of 10 %', () => {
    expect(riskWarningAbove(ecsp, 'non_sophisticated', 10_000)).toBe(1_000);
    expect(riskWarningAbove(ecsp, 'non_sophisticated', 40_000)).toBe(2_000);
    expect(riskWarningAbove(ecsp, 'sophisticated', 40_000)).toBeNull();
    expect(riskWarningAbove(regCf, 'non_accredited', 40_000)).toBeNull();
    expect(lossCapacity(40_000)).toBe(4_000);
  });

  it('ends the reflection period at the end of the 4th calendar day after the backing, in the backer’s zone', () => {
    // Monday 30 November 2026, 10:00 in Berlin (09:00 UTC): revocable until Friday 4 December, 23:59:59.999 in Berlin.
    expect(reflectionEnds(new Date('2026-11-30T09:00:00Z'), 'Europe/Berlin', 4).toISOString()).toBe('2026-12-04T22:59:59.999Z');
    // 16:00 UTC on that Monday is already Tuesday 01:00 in Tokyo, so the period there runs to Saturday 5 December.
    expect(reflectionEnds(new Date('2026-11-30T16:00:00Z'), 'Asia/Tokyo', 4).toISOString()).toBe('2026-12-05T14:59:59.999Z');
    expect(reflectionEnds(new Date('2026-11-30T16:00:00Z'), 'Europe/Berlin', 4).toISOString()).toBe('2026-12-04T22:59:59.999Z');
    // Across the end of summer time in New York (1 November 2026): Friday 30 October 12:00 EDT to Tuesday 3 November 23:59:59.999 EST.
    expect(reflectionEnds(new Date('2026-10-30T16:00:00Z'), 'America/New_York', 4).toISOString()).toBe('2026-11-04T04:59:59.999Z');
  });
});
