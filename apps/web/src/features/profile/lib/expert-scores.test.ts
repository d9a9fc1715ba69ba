import { describe, expect, it } from 'vitest';
import { expertBeside, latestScoredReport, signedDifference } from './expert-scores';

const scores = { team: 3.5, management: 4, technology: null, business: 2 };
const report = (id: string, approved_at: string, withScores = true) => ({ id, approved_at, scores: withScores ? scores : null });

describe('expert scores beside the startup’s own', () => {
  it('takes the newest approved report with scores', () => {
    const reports = [report('a', '2026-01-10T09:00:00Z'), report('b', '2026-03-01T09:00:00Z'), report('c', '2026-04-01T09:00:00Z', false)];
    expect(latestScoredReport(reports)?.id).toBe('b');
    expect(latestScoredReport([report('c', '2026-04-01T09:00:00Z', false)])).toBeNull();
    expect(latestScoredReport([])).toBeNull();
  });

  it('marks how far the expert is from the self-score', () => {
    expect(expertBeside(scores, 'team', 4)).toEqual({ expert: 3.5, difference: -0.5 });
    expect(expertBeside(scores, 'management', 3.3)).toEqual({ expert: 4, difference: 0.7 });
    expect(expertBeside(scores, 'business', 2)).toEqual({ expert: 2, difference: 0 });
    expect(expertBeside(scores, 'team', null)).toEqual({ expert: 3.5, difference: null });
  });

  it('shows nothing where the expert gave no score', () => {
    expect(expertBeside(scores, 'technology', 3)).toBeNull();
    expect(expertBeside(null, 'team', 3)).toBeNull();
    expect(expertBeside(undefined, 'team', 3)).toBeNull();
  });

  it('writes the difference with its sign', () => {
    const one = (value: number) => value.toFixed(1);
    expect(signedDifference(0.5, one)).toBe('+0.5');
    expect(signedDifference(-0.5, one)).toBe('\u22120.5');
    expect(signedDifference(0, one)).toBe('0.0');
  });
});
