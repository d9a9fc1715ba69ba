import { describe, expect, it } from 'vitest';
import { reviewBody } from './review';

describe('report review', () => {
  it('approves with or without a comment', () => {
    expect(reviewBody('approve', '  ')).toEqual({ ok: true, body: { decision: 'approve' } });
    expect(reviewBody('approve', ' Well done ')).toEqual({ ok: true, body: { decision: 'approve', comment: 'Well done' } });
  });

  it('asks for changes only with a comment of 5 to 2000 characters', () => {
    expect(reviewBody('request_changes', 'Add the market risks')).toEqual({ ok: true, body: { decision: 'request_changes', comment: 'Add the market risks' } });
    expect(reviewBody('request_changes', '')).toEqual({ ok: false, message: { key: 'fieldErrors.textRequired' } });
    expect(reviewBody('request_changes', ' fix ')).toEqual({ ok: false, message: { key: 'fieldErrors.textTooShort', params: { min: 5 } } });
    expect(reviewBody('request_changes', 'x'.repeat(2001))).toEqual({ ok: false, message: { key: 'fieldErrors.textTooLong', params: { max: 2000 } } });
  });

  it('refuses an approval comment longer than 2000 characters', () => {
    expect(reviewBody('approve', 'x'.repeat(2001))).toEqual({ ok: false, message: { key: 'fieldErrors.textTooLong', params: { max: 2000 } } });
  });
});
