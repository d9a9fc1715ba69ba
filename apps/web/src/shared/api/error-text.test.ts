import { describe, expect, it } from 'vitest';
import { errorToText } from './error-text';
import { ExpectedError, NetworkError, ResponseStatusError, UnexpectedError, UnknownContentTypeError } from './errors';

describe('errorToText', () => {
  it('shows each value of an errors map capitalised, one per line', () => {
    const error = new ExpectedError(422, {
      message: 'Validation failed',
      errors: { email: 'email is not correct', password: 'password is too short' },
    });
    expect(errorToText(error)).toBe('Email is not correct\nPassword is too short');
  });

  it('flattens list values of an errors map', () => {
    const error = new ExpectedError(400, { errors: { name: ['too short', 'not unique'] } });
    expect(errorToText(error)).toBe('Too short\nNot unique');
  });

  it('uses the error field when there is no errors map', () => {
    expect(errorToText(new ExpectedError(400, { error: 'Account is blocked', message: 'other' }))).toBe('Account is blocked');
  });

  it('uses the message field when there is no errors map nor error field', () => {
    expect(errorToText(new ExpectedError(400, { message: 'Wrong e-mail or password', errors: {} }))).toBe('Wrong e-mail or password');
  });

  it('shows a plain-text body as is', () => {
    expect(errorToText(new ExpectedError(413, 'File is too large'))).toBe('File is too large');
  });

  it('falls back to "Unknown error" for an expected error without any text', () => {
    expect(errorToText(new ExpectedError(400, { foo: 1 }))).toBe('Unknown error');
    expect(errorToText(new ExpectedError(400, ''))).toBe('Unknown error');
  });

  it('shows the message of an unexpected error', () => {
    expect(errorToText(new ResponseStatusError(500))).toBe('Response status is 500');
    expect(errorToText(new UnknownContentTypeError('image/png'))).toBe('Unknown content type: image/png');
    expect(errorToText(new NetworkError(new TypeError('Failed to fetch')))).toBe('Network error: the server could not be reached');
    expect(errorToText(new UnexpectedError('Something broke'))).toBe('Something broke');
  });

  it('translates unexpected errors that carry a message key', () => {
    const translate = (key: string, params?: Record<string, string | number>) => `${key}:${params?.status ?? ''}`;
    expect(errorToText(new ResponseStatusError(502), translate)).toBe('errors.responseStatus:502');
  });

  it('gives "Unknown error" for anything else', () => {
    expect(errorToText(new Error('internal detail'))).toBe('Unknown error');
    expect(errorToText('boom')).toBe('Unknown error');
    expect(errorToText(undefined)).toBe('Unknown error');
    expect(errorToText(null, () => 'Неизвестная ошибка')).toBe('Неизвестная ошибка');
  });
});
