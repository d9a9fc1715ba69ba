import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formFieldMessage } from '@/shared/i18n/form-field-error';
import { updateResolver, updateTextRule } from './update-form';

/** The issue code the form's resolver puts on a field, or null when the values may be sent. */
async function fieldIssue<T extends FieldValues>(resolver: Resolver<T>, values: T, field: keyof T & string): Promise<string | null> {
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return (errors[field]?.type as string | undefined) ?? null;
}

const messageOf = async (text: string) => {
  const issue = await fieldIssue(updateResolver, { text, files: [] }, 'text');
  return issue === null ? null : formFieldMessage(updateTextRule, { type: issue }, text);
};

describe('round update text', () => {
  it('asks for text, at least 10 characters once trimmed and at most 5000', async () => {
    expect(await messageOf('   ')).toEqual({ key: 'crowdfundingView.updates.required' });
    expect(await messageOf('  ten chars! ')).toBeNull();
    expect(await messageOf(' 123456789 ')).toEqual({ key: 'crowdfundingView.updates.tooShort', params: { min: 10 } });
    expect(await messageOf('x'.repeat(5001))).toEqual({ key: 'crowdfundingView.updates.tooLong', params: { max: 5000 } });
    expect(await messageOf('x'.repeat(5000))).toBeNull();
  });
});
