import { describe, expect, it } from 'vitest';
import { meetingAcceptSchema } from '@platform/contract';
import { contractFieldText } from './contract-text';

const reasonIssue = (reason: string) => {
  const parsed = meetingAcceptSchema.safeParse({ accept: false, reason });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe("the contract's field texts", () => {
  it('are worded in the interface language, as the server words them', () => {
    expect(contractFieldText('Monday has intersecting slots', 'ru')).toBe('Понедельник: интервалы пересекаются');
    expect(contractFieldText('From must be earlier than to', 'ru')).toBe('Начало должно быть раньше конца');
    expect(contractFieldText('From must be earlier than to', 'en')).toBe('From must be earlier than to');
  });

  it("word a meeting's decline reason that is too short or too long", () => {
    expect(contractFieldText(reasonIssue('   abc  ')!, 'ru')).toBe('Причина слишком короткая');
    expect(contractFieldText(reasonIssue('x'.repeat(51))!, 'en')).toBe('Reason is too long');
    expect(reasonIssue('Busy that day')).toBeUndefined();
  });

  it('keep a text the table lacks as it is', () => {
    expect(contractFieldText('Something else', 'ru')).toBe('Something else');
  });
});
