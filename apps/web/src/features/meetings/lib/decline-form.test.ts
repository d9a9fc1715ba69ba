import { describe, expect, it } from 'vitest';
import { meetingAcceptSchema } from '@platform/contract';
import { reasonMessage } from './decline-form';

const issue = (reason: string) => {
  const parsed = meetingAcceptSchema.safeParse({ accept: false, reason });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('reasonMessage', () => {
  it("turns the contract's short and long texts into locale keys", () => {
    expect(reasonMessage(issue('   abc  '))).toEqual({ key: 'meetings.decline.tooShort' });
    expect(reasonMessage(issue('x'.repeat(51)))).toEqual({ key: 'meetings.decline.tooLong' });
    expect(issue('Busy that day')).toBeUndefined();
  });

  it('keeps any other text, and nothing is nothing', () => {
    expect(reasonMessage('Not found')).toEqual({ text: 'Not found' });
    expect(reasonMessage(undefined)).toBeUndefined();
  });
});
