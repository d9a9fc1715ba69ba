import { describe, expect, it } from 'vitest';
import { answerText, questionText, textIssue } from './question-forms';

describe('question and answer texts', () => {
  it('follow the contract: a question of 10 to 1000 characters once trimmed', () => {
    expect(textIssue(questionText, '  too short ')).toBe('too_small');
    expect(textIssue(questionText, 'When is the next round?')).toBeNull();
    expect(textIssue(questionText, 'x'.repeat(1001))).toBe('too_big');
  });
  it('an answer of 2 to 2000 characters', () => {
    expect(textIssue(answerText, ' y ')).toBe('too_small');
    expect(textIssue(answerText, 'Ok')).toBeNull();
    expect(textIssue(answerText, 'x'.repeat(2001))).toBe('too_big');
  });
});
