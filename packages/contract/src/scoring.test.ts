import { describe, expect, it } from 'vitest';
import { financeFields, groupScore, isScoreFull, scoreFields, scoreGroups, scoreSummary, scoreValueSchema } from './scoring.js';

const all = (v: number) => Object.fromEntries(scoreFields.map((f) => [f, v]));

describe('scoring', () => {
  it('averages a group to one decimal', () => {
    expect(groupScore({ marketing: 4, sales: 4.5 }, 'business')).toBe(4.3);
    expect(groupScore({}, 'team')).toBeNull();
  });

  it('averages the four groups into the overall score', () => {
    const s = scoreSummary({ ...all(3), marketing: 5, sales: 5 });
    expect(s).toEqual({ team: 3, changeManagement: 3, technology: 3, business: 5, intemaScore: 3.5 });
    expect(scoreSummary({}).intemaScore).toBeNull();
  });

  it('rounds the overall score once, from the unrounded group means', () => {
    // Group means 2, 2.11, 3.67 and 4: their mean is 2.94. The rounded groups (2, 2.1, 3.7, 4)
    // would average 2.95 and show 3.0.
    const management = Object.fromEntries(scoreGroups.management.map((f, i) => [f, i === 0 ? 3 : 2]));
    const technology = Object.fromEntries(scoreGroups.technology.map((f, i) => [f, i < 4 ? 4 : 3]));
    const s = scoreSummary({ ...all(2), ...management, ...technology, marketing: 4, sales: 4 });
    expect(s).toEqual({ team: 2, changeManagement: 2.1, technology: 3.7, business: 4, intemaScore: 2.9 });
  });

  it('is full only with every finance and score value', () => {
    const finance = Object.fromEntries(financeFields.map((f) => [f, 0]));
    expect(isScoreFull(finance, all(2))).toBe(true);
    expect(isScoreFull({ ...finance, mrr: null }, all(2))).toBe(false);
    expect(isScoreFull(finance, { ...all(2), sales: null })).toBe(false);
  });

  it('accepts scores from 1 to 5 in steps of 0.5', () => {
    expect(scoreValueSchema.safeParse(3.5).success).toBe(true);
    expect(scoreValueSchema.safeParse(3.3).success).toBe(false);
    expect(scoreValueSchema.safeParse(0.5).success).toBe(false);
    expect(scoreValueSchema.safeParse(5.5).success).toBe(false);
  });
});
