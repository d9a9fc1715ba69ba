import { z } from 'zod';
import { textSchema } from './common.js';
import { EMAIL_MAX, EMAIL_MIN, PASSWORD_MAX, PASSWORD_MIN } from './basics.js';

export { EMAIL_MIN, EMAIL_MAX, PASSWORD_MIN, PASSWORD_MAX, SIGNIN_KEY_TTL_MS, SESSION_TTL_DAYS } from './basics.js';

export const emailSchema = textSchema()
  .trim()
  .min(EMAIL_MIN, 'Email is not correct')
  .max(EMAIL_MAX, 'Email is not correct')
  .pipe(z.email('Email is not correct'))
  .transform((v) => v.toLowerCase());

/** Passwords are checked after trimming (spec part 2, section 5). */
export const passwordSchema = textSchema()
  .trim()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const signinKeyBodySchema = z.object({
  key: textSchema().trim().min(16, 'Sign-in key is not valid').max(200, 'Sign-in key is not valid'),
});

/**
 * `POST /api/v1/manager/signin-keys` (ours): a manager has a company account mailed a one-time
 * sign-in link, found by e-mail; it answers as the back office's `…/signin-link` does
 * (`signinLinkSentSchema`), never with the key.
 */
export const signinKeyCreateBodySchema = z.object({ email: emailSchema });
