import { z } from 'zod';
import { textSchema } from './common.js';
import { EMAIL_MAX, EMAIL_MIN, PASSWORD_MAX, PASSWORD_MIN } from './basics.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

export { EMAIL_MIN, EMAIL_MAX, PASSWORD_MIN, PASSWORD_MAX, SIGNIN_KEY_TTL_MS, SESSION_TTL_DAYS } from './basics.js';

export const emailSchema = textSchema()
  .trim()
  .min(EMAIL_MIN, fieldCode('email_incorrect'))
  .max(EMAIL_MAX, fieldCode('email_incorrect'))
  .pipe(z.email(fieldCode('email_incorrect')))
  .transform((v) => v.toLowerCase());

/** Passwords are checked after trimming (spec part 2, section 5). */
export const passwordSchema = textSchema()
  .trim()
  .min(PASSWORD_MIN, atLeast('password_too_short', PASSWORD_MIN))
  .max(PASSWORD_MAX, atMost('password_too_long', PASSWORD_MAX));

export const loginBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const signinKeyBodySchema = z.object({
  key: textSchema().trim().min(16, fieldCode('signin_key_malformed')).max(200, fieldCode('signin_key_malformed')),
});

/**
 * `POST /api/v1/manager/signin-keys` (ours): a manager has a company account mailed a one-time
 * sign-in link, found by e-mail; it answers as the back office's `…/signin-link` does
 * (`signinLinkSentSchema`), never with the key.
 */
export const signinKeyCreateBodySchema = z.object({ email: emailSchema });
