import { describe, expect, it } from 'vitest';
import { loginBodySchema } from '@platform/contract';
import { ExpectedError, ResponseStatusError } from '@/shared/api/errors';
import { errorToText } from '@/shared/api/error-text';
import { emailRule, passwordRule } from '@/shared/i18n/credential-rules';
import { formFieldMessage, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { loginServerErrorText } from './login-error-text';

const t = (key: string, params?: Record<string, number>) => (params ? `${key}:${Object.values(params).join(',')}` : key);

/** The log-in form's fields show the credential rules' messages. */
function loginFieldErrorText(field: 'email' | 'password', error: FieldErrorLike | undefined, value: string): string | undefined {
  const message = formFieldMessage(field === 'email' ? emailRule : passwordRule, error, value);
  return message && 'key' in message ? t(message.key, message.params) : undefined;
}

function issueType(values: { email: string; password: string }, field: 'email' | 'password') {
  const result = loginBodySchema.safeParse(values);
  const issue = result.success ? undefined : result.error.issues.find((item) => item.path[0] === field);
  return issue ? { type: issue.code, message: issue.message } : undefined;
}

describe('login field messages', () => {
  it('asks for an e-mail when none was typed and rejects a malformed one', () => {
    expect(loginFieldErrorText('email', issueType({ email: '', password: 'x' }, 'email'), '')).toBe('validation.emailRequired');
    expect(loginFieldErrorText('email', issueType({ email: 'user@', password: 'x' }, 'email'), 'user@')).toBe('validation.emailNotCorrect');
  });

  it('names the password bounds of the contract', () => {
    expect(loginFieldErrorText('password', issueType({ email: 'a@b.cd', password: 'short' }, 'password'), 'short')).toBe('validation.passwordTooShort:8');
    const long = 'x'.repeat(51);
    expect(loginFieldErrorText('password', issueType({ email: 'a@b.cd', password: long }, 'password'), long)).toBe('validation.passwordTooLong:50');
    expect(loginFieldErrorText('password', { type: 'too_small' }, '  ')).toBe('validation.passwordRequired');
  });

  it('shows nothing for a valid field', () => {
    expect(loginFieldErrorText('email', undefined, 'a@b.cd')).toBeUndefined();
  });
});

describe('login server messages', () => {
  const fallback = (error: unknown) => errorToText(error);

  it('explains a refused log-in with the server message', () => {
    const blocked = new ResponseStatusError(403, { message: 'This account is blocked', code: 'account_blocked' });
    expect(loginServerErrorText(blocked, t, fallback)).toBe('This account is blocked');
    const wrong = new ResponseStatusError(401, { message: 'Wrong e-mail or password' });
    expect(loginServerErrorText(wrong, t, fallback)).toBe('Wrong e-mail or password');
  });

  it('explains a refused log-in without a body', () => {
    expect(loginServerErrorText(new ResponseStatusError(401), t, fallback)).toBe('auth.login.invalidCredentials');
    expect(loginServerErrorText(new ResponseStatusError(429), t, fallback)).toBe('auth.login.tooManyAttempts');
    expect(loginServerErrorText(new ResponseStatusError(403), t, fallback)).toBe('Response status is 403');
  });

  it('shows the server text of an expected error', () => {
    const error = new ExpectedError(400, { message: 'Account is blocked' });
    expect(loginServerErrorText(error, t, fallback)).toBe('Account is blocked');
    expect(loginServerErrorText(new ResponseStatusError(500), t, fallback)).toBe('Response status is 500');
  });
});
