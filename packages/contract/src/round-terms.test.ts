import { describe, expect, it } from 'vitest';
import { canReconfirm, changedTerms, reconfirmDeadline, roundTermsSchema } from './round-terms.js';

const current = { investment_min: 100_000, investment_max: 1_000_000, conditions_of_deal: 'Convertible note', expire: '2026-12-31' };
const reason = 'The startup asked for a wider range';

describe('a change of terms', () => {
  it('keeps only the fields that differ, by their API names', () => {
    expect(changedTerms(current, { value_of_investments: { min: 100_000, max: 2_000_000 }, conditions_of_deal: 'Convertible note' })).toEqual({
      before: { investment_max: 1_000_000 },
      after: { investment_max: 2_000_000 },
    });
    expect(changedTerms(current, { expire: '2027-01-15' })).toEqual({ before: { expire: '2026-12-31' }, after: { expire: '2027-01-15' } });
    expect(changedTerms(current, {})).toEqual({ before: {}, after: {} });
  });

  it('holds the bounds of the investment form and of the reason', () => {
    expect(roundTermsSchema.safeParse({ conditions_of_deal: 'Shares at a discount', reason }).success).toBe(true);
    expect(roundTermsSchema.safeParse({ conditions_of_deal: 'Shares', reason: 'why' }).success).toBe(false);
    expect(roundTermsSchema.safeParse({ value_of_investments: { min: 0, max: 5 }, reason }).success).toBe(false);
    expect(roundTermsSchema.safeParse({ value_of_investments: { min: 10, max: 5 }, reason }).success).toBe(false);
    expect(roundTermsSchema.safeParse({ value_of_investments: { min: 1.5, max: 5 }, reason }).success).toBe(false);
    expect(roundTermsSchema.safeParse({ conditions_of_deal: 'x'.repeat(501), reason }).success).toBe(false);
  });

  it('gives backers five business days, past weekends and holidays, the deadline day included', () => {
    // Friday 2026-11-27: Mon–Thu and the next Friday.
    expect(reconfirmDeadline('2026-11-27', new Set())).toBe('2026-12-04');
    expect(reconfirmDeadline('2026-11-27', new Set(['2026-12-01']))).toBe('2026-12-07');
    expect(canReconfirm('2026-12-04', '2026-12-04')).toBe(true);
    expect(canReconfirm('2026-12-04', '2026-12-05')).toBe(false);
    expect(canReconfirm(null, '2026-12-01')).toBe(false);
  });
});
