import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import { loginBodySchema } from '@platform/contract';
import type { z } from 'zod';
import { emailRule, passwordRule } from '@/shared/i18n/credential-rules';
import { formFieldMessage, formMessageText, type FieldErrorLike } from '@/shared/i18n/form-field-error';
import { formResolver } from '@/shared/lib/form-resolver';

/*
 * What the log-in form needs once it checks, in a chunk of its own that loads on the form's first
 * focus (use-login-fields.ts): the contract's schema, the one the server checks the body with, and
 * the words of its errors.
 */

export type LoginInput = z.input<typeof loginBodySchema>;
export type LoginOutput = z.output<typeof loginBodySchema>;
export type LoginField = keyof LoginInput;

export const loginResolver: Resolver<LoginInput, unknown, LoginOutput> = formResolver(loginBodySchema);

const rules = { email: emailRule, password: passwordRule } as const;

/** A field's error in the interface language, by the field's rule. */
export function loginFieldError(t: TFunction, field: LoginField, error: FieldErrorLike | undefined, value: string): string | undefined {
  const found = formFieldMessage(rules[field], error, value);
  return found ? formMessageText(t, found) : undefined;
}
