import { describe, expect, it } from 'vitest';
import { formFieldRules } from './profile-field-rules';
import type { TFunction } from 'i18next';
import { formFieldMessage, formMessageText, lengthRule, message, typedNumberRule } from './form-field-error';
import { numberRule, textRule } from './bound-rules';

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

  it('reads a typed number for an issue of its type: no number, not whole; a missed bound is said by the issue', () => {
    const read = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));
    const words = { number: message('fieldErrors.number'), whole: message('fieldErrors.wholeNumber'), bounds: message('validation.outOfBounds') };
    const rule = typedNumberRule(read, { ...words, custom: message('validation.maxLessThanMin') });
    expect(formFieldMessage(rule, { type: 'invalid_type' }, ' ')).toEqual(message('validation.required'));
    expect(formFieldMessage(rule, { type: 'invalid_type' }, '-')).toEqual(words.number);
    expect(formFieldMessage(rule, { type: 'invalid_union' }, '1,5')).toEqual(words.whole);
    expect(formFieldMessage(rule, { type: 'too_small' }, '0.5')).toEqual(words.bounds);
    expect(formFieldMessage(rule, { type: 'invalid_union' }, '0')).toEqual(words.bounds);
    expect(formFieldMessage(rule, { type: 'custom' }, '10')).toEqual(message('validation.maxLessThanMin'));
    expect(formFieldMessage(typedNumberRule(read, words), { type: 'custom' }, '10')).toEqual(words.bounds);
  });

  it('tells a short text from a long one by its length when one refinement checked it', () => {
    const rule = lengthRule(textRule(5, 10), 5, 10);
    expect(formFieldMessage(rule, { type: 'custom' }, ' abc ')).toEqual(message('fieldErrors.textTooShort', { min: 5 }));
    expect(formFieldMessage(rule, { type: 'custom' }, 'x'.repeat(11))).toEqual(message('fieldErrors.textTooLong', { max: 10 }));
    expect(formFieldMessage(rule, { type: 'custom' }, '')).toEqual(message('validation.required'));
    expect(formFieldMessage(rule, { type: 'too_small' }, 'x'.repeat(20))).toEqual(message('fieldErrors.textTooShort', { min: 5 }));
  });

  it("writes a message's numbers by the form's format, a plural's count as a number", () => {
    const t = ((key: string, params: Record<string, unknown>) => `${key} ${JSON.stringify(params)}`) as unknown as TFunction;
    const money = (value: number) => `$${value}`;
    expect(formMessageText(t, message('crowdfundingView.join.outOfBounds', { min: 1, max: 5 }), money)).toBe(
      'crowdfundingView.join.outOfBounds {"min":"$1","max":"$5"}',
    );
    expect(formMessageText(t, message('fieldErrors.stagesTooMany', { count: 6 }), money)).toBe('fieldErrors.stagesTooMany {"count":6}');
    expect(formMessageText(t, message('validation.outOfBounds', { lower: 1, upper: 9 }))).toBe('validation.outOfBounds {"lower":1,"upper":9}');
    expect(formMessageText(t, { text: 'As it came' }, money)).toBe('As it came');
  });
});
