import { ResponseStatusError, refusalMessage } from '@/shared/api/errors';

type Translate = (key: LoginMessageKey) => string;

export type LoginMessageKey = 'auth.login.invalidCredentials' | 'auth.login.tooManyAttempts';

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
