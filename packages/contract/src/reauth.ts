import { z } from 'zod';
import { textSchema } from './common.js';
import { PASSWORD_MAX } from './basics.js';
import { totpCodeSchema } from './mfa.js';
import { authenticationResponseSchema } from './passkeys.js';

/**
 * How long a proof of identity keeps a session fresh for sensitive changes (the e-mail, the
 * password, second factors, deleting the account, a manager's weightiest moves). A sign-in is
 * itself a proof, so a session is fresh for this long after it begins.
 */
export const REAUTH_WINDOW_MS = 5 * 60_000;

/**
 * `POST /api/v1/auth/reauth` (ours): one proof of identity for the caller's own session. An
 * account with a second factor proves itself with one (a code, or a passkey's answer to
 * `POST /api/v1/auth/reauth/passkey/options`), since its password is the weaker factor; any other
 * account with its password.
 */
export const reauthBodySchema = z
  .object({
    password: textSchema()
      .min(1, 'current_password_required')
      .max(PASSWORD_MAX + 50)
      .optional(),
    code: totpCodeSchema.optional(),
    passkey: authenticationResponseSchema.optional(),
  })
  .refine((b) => [b.password, b.code, b.passkey].filter((p) => p !== undefined).length === 1, { message: 'reauth_proof_missing', path: ['password'] });
export type ReauthBody = z.input<typeof reauthBodySchema>;

/** The session is fresh until `fresh_until` (UTC). */
export const reauthResponseSchema = z.object({ ok: z.literal(true), fresh_until: z.iso.datetime() });
export type ReauthResponse = z.infer<typeof reauthResponseSchema>;

/** The answer's code when a call needs a fresher proof than the session holds (403). */
export const REAUTH_REQUIRED = 'reauth_required';

/** Whether a session that last proved itself at `reauthenticatedAt` may make a sensitive change at `now`. */
export const isFreshProof = (reauthenticatedAt: Date, now: number): boolean => now - reauthenticatedAt.getTime() < REAUTH_WINDOW_MS;
