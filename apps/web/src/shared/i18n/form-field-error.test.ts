import { describe, expect, it } from 'vitest';
import { formFieldRules } from './profile-field-rules';
import { formFieldMessage, numberRule } from './form-field-error';

describe('formFieldMessage', () => {
  it('chooses the message by the kind of issue', () => {
    expect(formFieldMessage(formFieldRules.startupText, { type: 'too_small' }, 'short')).toEqual({ key: 'fieldErrors.textTooShort', params: { min: 20 } });
    expect(formFieldMessage(formFieldRules.startupText, { type: 'too_small' }, '  ')).toEqual({ key: 'fieldErrors.textRequired', params: undefined });
    expect(formFieldMessage(formFieldRules.investorStages, { type: 'too_big' }, [1, 2, 3, 4, 5, 6, 7])).toEqual({
      key: 'fieldErrors.stagesTooMany',
      params: { count: 6 },
    });
  });

  it('names the bounds of a number and refuses letters', () => {
    const rule = numberRule(-9999, 9999);
    expect(formFieldMessage(rule, { type: 'too_big' }, '100000')).toEqual({ key: 'validation.outOfBounds', params: { lower: -9999, upper: 9999 } });
    expect(formFieldMessage(rule, { type: 'invalid_type' }, '-')).toEqual({ key: 'fieldErrors.number', params: undefined });
  });

  it("shows the server's own text as it came", () => {
    expect(formFieldMessage(formFieldRules.company, { type: 'server', message: 'Choose values from the list' }, 'x')).toEqual({
      text: 'Choose values from the list',
    });
    expect(formFieldMessage(formFieldRules.company, undefined, '')).toBeUndefined();
  });
});
