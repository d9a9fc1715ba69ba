import { describe, expect, it } from 'vitest';
import { sendToExpertBodySchema } from '@platform/contract';
import { formFieldMessage, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { emptySendExpertValues, feeNumber, sendExpertBody, sendExpertRules, type SendExpertField } from './send-expert-form';

const sendExpertMessage = (field: SendExpertField, error: FieldErrorLike | undefined, value: unknown) => formFieldMessage(sendExpertRules[field], error, value);

const company = '0d6f3a1e-9b59-4d51-9a4b-2d2c5a1c7e11';
const filled = { timeline: 'Three weeks', start_date: '2030-02-01', fee: '15000', expire: '2030-01-20' };

/** The message the form shows for a field after the contract's schema checked the values. */
function messageOf(values: typeof filled, field: SendExpertField) {
  const result = sendToExpertBodySchema.safeParse(sendExpertBody(values, company));
  const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
  return sendExpertMessage(field, issue ? { type: issue.code, message: issue.message } : undefined, values[field]);
}

describe('send to expert form', () => {
  it('turns typed values into the body the contract accepts', () => {
    expect(sendExpertBody(filled, company)).toEqual({
      company_id: company,
      timeline: 'Three weeks',
      start_date: '2030-02-01',
      fee: 15000,
      expire: '2030-01-20',
    });
    expect(sendToExpertBodySchema.safeParse(sendExpertBody(filled, company)).success).toBe(true);
  });

  it('reads a blank fee as missing and a comma as the decimal point', () => {
    expect(feeNumber(' ')).toBeUndefined();
    expect(feeNumber('12,5')).toBe(12.5);
    expect(feeNumber('-')).toBeNaN();
  });

  it('sends empty dates as blank, which the schema refuses', () => {
    expect(sendExpertBody(emptySendExpertValues, company)).toMatchObject({ start_date: '', expire: '', fee: undefined });
    expect(sendToExpertBodySchema.safeParse(sendExpertBody(emptySendExpertValues, company)).success).toBe(false);
  });

  it('words each refusal for its field', () => {
    expect(messageOf({ ...filled, timeline: '' }, 'timeline')).toEqual({ key: 'validation.required', params: undefined });
    expect(messageOf({ ...filled, timeline: 'ab' }, 'timeline')).toEqual({ key: 'fieldErrors.textTooShort', params: { min: 3 } });
    expect(messageOf({ ...filled, fee: '' }, 'fee')).toEqual({ key: 'validation.required', params: undefined });
    expect(messageOf({ ...filled, fee: '0' }, 'fee')).toEqual({ key: 'validation.outOfBounds', params: { lower: 1, upper: 100_000_000 } });
    expect(messageOf({ ...filled, fee: '12.5' }, 'fee')).toEqual({ key: 'fieldErrors.wholeNumber', params: undefined });
    expect(messageOf({ ...filled, fee: '-' }, 'fee')).toEqual({ key: 'fieldErrors.number', params: undefined });
    expect(messageOf({ ...filled, expire: '2020-01-01' }, 'expire')).toEqual({ key: 'validation.datePast', params: undefined });
    expect(messageOf({ ...filled, start_date: '' }, 'start_date')).toEqual({ key: 'validation.required', params: undefined });
    expect(messageOf({ ...filled, fee: '100000001' }, 'fee')).toEqual({ key: 'validation.outOfBounds', params: { lower: 1, upper: 100_000_000 } });
    expect(messageOf({ ...filled, timeline: 'x'.repeat(301) }, 'timeline')).toMatchObject({ key: 'fieldErrors.textTooLong' });
    expect(messageOf({ ...filled, start_date: '2030-13-01' }, 'start_date')).toMatchObject({ key: 'validation.dateIncorrect' });
    expect(messageOf({ ...filled, expire: '2030-02-30' }, 'expire')).toMatchObject({ key: 'validation.dateIncorrect' });
    expect(messageOf(filled, 'fee')).toBeUndefined();
  });

  it('shows a server text as it came', () => {
    expect(sendExpertMessage('fee', { type: 'server', message: 'Too high' }, '10')).toEqual({ text: 'Too high' });
  });
});
