import { describe, expect, it } from 'vitest';
import { applicationFieldMessage, feedbackValid } from './field-messages';

const server = { type: 'server', message: 'Upload the file again' };

describe('applicationFieldMessage', () => {
  it('tells a minimum ticket above the investment maximum, and an amount out of bounds', () => {
    expect(applicationFieldMessage('min_ticket', { type: 'custom' }, '2000000', 'email')).toEqual({ key: 'crowdfundingView.form.minTicketAboveMax' });
    expect(applicationFieldMessage('min_ticket', { type: 'invalid_type' }, '12.5', 'email')).toMatchObject({ key: 'applications.errors.wholeNumber' });
  });

  it('shows nothing without an error and the server text as it came', () => {
    expect(applicationFieldMessage('round_size', undefined, '', 'email')).toBeUndefined();
    expect(applicationFieldMessage('unit_economy', server, null, 'email')).toEqual({ text: 'Upload the file again' });
  });

  it('tells texts that are missing, short and long apart', () => {
    expect(applicationFieldMessage('conditions_of_deal', { type: 'invalid_type' }, '', 'email')).toEqual({
      key: 'fieldErrors.textRequired',
      params: undefined,
    });
    expect(applicationFieldMessage('conditions_of_deal', { type: 'too_small' }, 'abc', 'email')).toEqual({
      key: 'fieldErrors.textTooShort',
      params: { min: 5 },
    });
    expect(applicationFieldMessage('specialist', { type: 'too_big' }, 'x'.repeat(60), 'email')).toEqual({
      key: 'fieldErrors.textTooLong',
      params: { max: 50 },
    });
    expect(applicationFieldMessage('other_info', { type: 'too_big' }, 'x'.repeat(1001), 'email')).toEqual({
      key: 'fieldErrors.textTooLong',
      params: { max: 1000 },
    });
  });

  it('reads amounts from the typed text', () => {
    expect(applicationFieldMessage('round_size', { type: 'invalid_type' }, '', 'email')).toMatchObject({ key: 'validation.required' });
    expect(applicationFieldMessage('round_size', { type: 'invalid_type' }, '-', 'email')).toMatchObject({ key: 'fieldErrors.number' });
    expect(applicationFieldMessage('valuetion', { type: 'invalid_union' }, '1.5', 'email')).toMatchObject({ key: 'applications.errors.wholeNumber' });
    expect(applicationFieldMessage('value_of_investments.min', { type: 'too_big' }, '100000001', 'email')).toEqual({
      key: 'validation.outOfBounds',
      params: { lower: 1, upper: 100_000_000 },
    });
  });

  it('puts a max below min on the max end of a range', () => {
    expect(applicationFieldMessage('value_of_investments.max', { type: 'custom' }, '10', 'email')).toMatchObject({ key: 'validation.maxLessThanMin' });
    expect(applicationFieldMessage('mrr.max', { type: 'custom' }, '10', 'email')).toMatchObject({ key: 'validation.maxLessThanMin' });
    expect(applicationFieldMessage('mrr.min', { type: 'invalid_type' }, 'abc', 'email')).toMatchObject({ key: 'fieldErrors.number' });
  });

  it('names choices, files and dates', () => {
    expect(applicationFieldMessage('goals', { type: 'invalid_value' }, null, 'email')).toMatchObject({ key: 'applications.errors.chooseOption' });
    expect(applicationFieldMessage('pitch_presentation', { type: 'invalid_type' }, null, 'email')).toMatchObject({ key: 'applications.errors.attachFile' });
    expect(applicationFieldMessage('product_presentation_files', { type: 'too_small' }, [], 'email')).toMatchObject({ key: 'applications.errors.attachFiles' });
    expect(applicationFieldMessage('product_presentation_files', { type: 'too_big' }, [1, 2, 3, 4, 5, 6], 'email')).toEqual({
      key: 'applications.errors.tooManyFiles',
      params: { max: 5 },
    });
    expect(applicationFieldMessage('countries', { type: 'too_big' }, [1, 2, 3, 4, 5, 6, 7], 'email')).toEqual({
      key: 'applications.errors.tooMany',
      params: { max: 6 },
    });
    expect(applicationFieldMessage('expire', { type: 'invalid_type' }, null, 'email')).toMatchObject({ key: 'validation.required' });
    expect(applicationFieldMessage('expire', { type: 'custom' }, '2020-01-01', 'email')).toMatchObject({ key: 'validation.datePast' });
    expect(applicationFieldMessage('expire', { type: 'invalid_format' }, '2020-13-01', 'email')).toMatchObject({ key: 'validation.dateIncorrect' });
  });

  it('words a contact by its method', () => {
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, 'nope', 'email')).toMatchObject({ key: 'validation.emailNotCorrect' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, '', 'email')).toMatchObject({ key: 'validation.emailRequired' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, '12', 'phone')).toMatchObject({ key: 'validation.phoneTooShort' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, 'call me maybe', 'phone')).toMatchObject({ key: 'validation.phoneFormat' });
    expect(applicationFieldMessage('feedback_value', { type: 'custom' }, 'tg', 'other')).toEqual({ key: 'fieldErrors.textTooShort', params: { min: 5 } });
  });
});

describe('feedbackValid', () => {
  it('checks the value by its method as the contract does', () => {
    expect(feedbackValid('email', 'founder@example.test')).toBe(true);
    expect(feedbackValid('email', 'founder')).toBe(false);
    expect(feedbackValid('phone', '+46 70 123 45 67')).toBe(true);
    expect(feedbackValid('phone', 'phone me')).toBe(false);
    expect(feedbackValid('other', 'Telegram @fund')).toBe(true);
    expect(feedbackValid('other', 'tg')).toBe(false);
  });
});
