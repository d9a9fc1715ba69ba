import { describe, expect, it } from 'vitest';
import { answerEditable, answerBodySchema, questionBodySchema, questionHideSchema } from './round-questions.js';

describe('round questions', () => {
  it('an answer is editable for less than 24 hours after it was given', () => {
    const at = new Date('2026-03-02T10:00:00Z');
    expect(answerEditable(at, new Date('2026-03-03T09:59:59Z'))).toBe(true);
    expect(answerEditable(at.toISOString(), new Date('2026-03-03T10:00:00Z'))).toBe(false);
  });

  it('texts are trimmed and bounded', () => {
    expect(questionBodySchema.parse({ text: '  When is the next round?  ' }).text).toBe('When is the next round?');
    expect(questionBodySchema.safeParse({ text: ' 123456789 ' }).success).toBe(false);
    expect(answerBodySchema.safeParse({ text: 'Ok' }).success).toBe(true);
    expect(answerBodySchema.safeParse({ text: 'x'.repeat(2001) }).success).toBe(false);
    expect(questionHideSchema.safeParse({ target: 'both', reason: 'Spam' }).success).toBe(false);
    expect(questionHideSchema.safeParse({ target: 'answer', reason: 'ok' }).success).toBe(false);
  });
});
