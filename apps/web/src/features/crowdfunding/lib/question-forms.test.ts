import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { answerText, questionText, textResolver, type QuestionTextKind } from './question-forms';

/** The issue code the form's resolver puts on a field, or null when the values may be sent. */
async function fieldIssue<T extends FieldValues>(resolver: Resolver<T>, values: T, field: keyof T & string): Promise<string | null> {
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return (errors[field]?.type as string | undefined) ?? null;
}

const textIssue = (kind: QuestionTextKind, text: string) => fieldIssue(textResolver(kind), { text }, 'text');

describe('question and answer texts', () => {
  it('follow the contract: a question of 10 to 1000 characters once trimmed', async () => {
    expect(await textIssue(questionText, '  too short ')).toBe('too_small');
    expect(await textIssue(questionText, 'When is the next round?')).toBeNull();
    expect(await textIssue(questionText, 'x'.repeat(1001))).toBe('too_big');
  });
  it('an answer of 2 to 2000 characters', async () => {
    expect(await textIssue(answerText, ' y ')).toBe('too_small');
    expect(await textIssue(answerText, 'Ok')).toBeNull();
    expect(await textIssue(answerText, 'x'.repeat(2001))).toBe('too_big');
  });
});
