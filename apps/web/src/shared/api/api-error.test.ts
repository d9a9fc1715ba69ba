import { describe, expect, it } from 'vitest';
import { apiErrorBody, apiErrorCode, apiErrorMessage, secondsInMessage, serverFieldErrors } from './api-error';
import { ExpectedError, NetworkError, ResponseStatusError } from './errors';

const fallback = () => 'fallback';

describe('api error body', () => {
  it('reads message, code and the errors map of an expected error', () => {
    const error = new ExpectedError(400, { message: 'Неверный код', code: 'code_wrong', errors: { code: 'Wrong code', x: 1 } });
    expect(apiErrorBody(error)).toEqual({ message: 'Неверный код', code: 'code_wrong', errors: { code: 'Wrong code' } });
    expect(apiErrorCode(error)).toBe('code_wrong');
  });

  it('reads the body of a 409 or 429 refusal but not of a server failure', () => {
    const taken = new ResponseStatusError(409, { message: 'Taken', code: 'email_taken', errors: { email: 'taken' } });
    expect(apiErrorCode(taken)).toBe('email_taken');
    expect(apiErrorBody(new ResponseStatusError(500, { message: 'internal' }))).toEqual({ message: null, code: null, errors: {} });
    expect(apiErrorBody(new NetworkError(new Error('x'))).message).toBeNull();
  });
});

describe('server field errors', () => {
  it('puts the translated message of a typed refusal on its fields', () => {
    const error = new ExpectedError(400, {
      message: 'Текущий пароль указан неверно',
      code: 'current_password_wrong',
      errors: { currentPassword: 'The current password is wrong' },
    });
    expect(serverFieldErrors(error)).toEqual({ currentPassword: 'Текущий пароль указан неверно' });
  });

  it('shows the field texts of a plain validation failure, capitalised', () => {
    const error = new ExpectedError(400, {
      message: 'Please, fix error(s) and repeat',
      code: 'validation_failed',
      errors: { 'brief.regions': 'choose at least one region', name: 'Name is too short' },
    });
    expect(serverFieldErrors(error)).toEqual({ 'brief.regions': 'Choose at least one region', name: 'Name is too short' });
  });
});

describe('api error message', () => {
  it('prefers the server message and falls back to the section 8 text', () => {
    expect(apiErrorMessage(new ResponseStatusError(429, { message: 'Wait 42 s' }), fallback)).toBe('Wait 42 s');
    expect(apiErrorMessage(new ExpectedError(413, 'File is too large'), fallback)).toBe('File is too large');
    expect(apiErrorMessage(new ResponseStatusError(500), fallback)).toBe('fallback');
  });

  it('finds the seconds in a resend refusal', () => {
    const error = new ResponseStatusError(429, { message: 'A code was sent recently. Request a new one in 42 s' });
    expect(secondsInMessage(error)).toBe(42);
    expect(secondsInMessage(new ResponseStatusError(429, { message: 'Too many' }))).toBeNull();
  });
});
