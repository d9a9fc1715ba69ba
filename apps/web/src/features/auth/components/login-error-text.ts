import type { FieldError } from 'react-hook-form';
import { PASSWORD_MAX, PASSWORD_MIN } from '@platform/contract/basics';
import { ResponseStatusError, refusalMessage } from '../../../shared/api/errors';

type Translate = (key: LoginMessageKey, params?: Record<string, number>) => string;

export type LoginMessageKey =
  | 'validation.emailRequired'
  | 'validation.emailNotCorrect'
  | 'validation.passwordRequired'
  | 'validation.passwordTooShort'
  | 'validation.passwordTooLong'
  | 'auth.login.invalidCredentials'
  | 'auth.login.tooManyAttempts';

/**
 * The contract's messages are English; the form shows its own, localised, chosen by field,
 * zod issue code and whether anything was typed at all.
 */
export function loginFieldErrorText(field: 'email' | 'password', error: FieldError | undefined, value: string, t: Translate): string | undefined {
  if (!error) return undefined;
  const empty = value.trim() === '';
  if (field === 'email') return t(empty ? 'validation.emailRequired' : 'validation.emailNotCorrect');
  if (empty) return t('validation.passwordRequired');
  return error.type === 'too_big' ? t('validation.passwordTooLong', { max: PASSWORD_MAX }) : t('validation.passwordTooShort', { min: PASSWORD_MIN });
}

/**
 * Section 8 renders these statuses as "Response status is N", which tells a person at a log-in
 * form nothing: here the server's own (localised) message is shown, or a local one.
 */
export function loginServerErrorText(error: unknown, t: Translate, fallback: (error: unknown) => string): string {
  const message = refusalMessage(error);
  if (message) return message;
  if (error instanceof ResponseStatusError && error.status === 429) return t('auth.login.tooManyAttempts');
  if (error instanceof ResponseStatusError && error.status === 401) return t('auth.login.invalidCredentials');
  return fallback(error);
}
