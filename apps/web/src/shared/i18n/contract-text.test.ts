import { describe, expect, it } from 'vitest';
import { fieldCode, meetingAcceptSchema } from '@platform/contract';
import { contractFieldText } from './contract-text';

const reasonIssue = (reason: string) => {
  const parsed = meetingAcceptSchema.safeParse({ accept: false, reason });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe("the contract's field codes", () => {
  it('are worded in the interface language, as the server words them', () => {
    expect(contractFieldText(fieldCode('day_slots_intersect', { day: 'Monday' }), 'ru')).toBe('Понедельник: интервалы пересекаются');
    expect(contractFieldText(fieldCode('day_slots_intersect', { day: 'Monday' }), 'en')).toBe('Monday has intersecting slots');
    expect(contractFieldText(fieldCode('from_after_to'), 'ru')).toBe('Начало должно быть раньше конца');
    expect(contractFieldText(fieldCode('from_after_to'), 'en')).toBe('From must be earlier than to');
  });

  it("word a meeting's decline reason that is too short or too long", () => {
    expect(contractFieldText(reasonIssue('   abc  ')!, 'ru')).toBe('Причина слишком короткая');
    expect(contractFieldText(reasonIssue('x'.repeat(51))!, 'en')).toBe('Reason is too long');
    expect(reasonIssue('Busy that day')).toBeUndefined();
  });

  it('keep a message that names no code as it is', () => {
    expect(contractFieldText('Something else', 'ru')).toBe('Something else');
  });
});
