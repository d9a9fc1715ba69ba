import { describe, expect, it } from 'vitest';
import { formFieldMessage } from '@/shared/i18n/form-field-error';
import { updateIssue, updateTextRule } from './update-form';

const messageOf = (text: string) => {
  const issue = updateIssue({ text, files: [] });
  return issue === null ? null : formFieldMessage(updateTextRule, { type: issue }, text);
};

describe('round update text', () => {
  it('asks for text, at least 10 characters once trimmed and at most 5000', () => {
    expect(messageOf('   ')).toEqual({ key: 'crowdfundingView.updates.required' });
    expect(messageOf('  ten chars! ')).toBeNull();
    expect(messageOf(' 123456789 ')).toEqual({ key: 'crowdfundingView.updates.tooShort', params: { min: 10 } });
    expect(messageOf('x'.repeat(5001))).toEqual({ key: 'crowdfundingView.updates.tooLong', params: { max: 5000 } });
    expect(messageOf('x'.repeat(5000))).toBeNull();
  });
});
