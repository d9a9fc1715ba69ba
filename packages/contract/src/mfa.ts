import { z } from 'zod';
import { textSchema } from './common.js';
import { atMost, fieldCode } from './field-codes.js';
import { tokenResponseSchema } from './auth.js';
import { authenticationResponseSchema } from './passkeys.js';

/** Authenticator codes as every authenticator app makes them by default (RFC 6238: SHA-1, 6 digits, 30 s). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes handed out when a factor is confirmed; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the proof of a right password waits for the second factor. */
export const MFA_TOKEN_TTL_MS = 5 * 60_000;

/** The ways to give the second step of a sign-in: a passkey of the account is one when it has any. */
export const mfaMethods = ['totp', 'recovery_code', 'passkey'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

export const totpCodeSchema = textSchema()
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), fieldCode('code_digits', { length: TOTP_DIGITS }));

/** The longest recovery code a form may send: shown ones are 11 characters, and spaces are forgiven. */
export const RECOVERY_CODE_MAX = 40;
/** A recovery code as shown (`abcde-fghij`); spaces, dashes and case are forgiven when checked. */
export const recoveryCodeSchema = textSchema().trim().min(1, 'mfa_code_missing').max(RECOVERY_CODE_MAX, atMost('too_long', RECOVERY_CODE_MAX));

/** `POST /api/v1/user/mfa/totp` (ours): a new key waiting for its first code; the URL is what the QR code holds. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** `POST /api/v1/user/mfa/totp/confirm` (ours). */
export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });
/** The recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `GET /api/v1/user/mfa` (ours): which factors are on, for the settings screen. */
export const mfaStatusSchema = z.object({
  totp: z.object({ enabled: z.boolean(), confirmed_at: z.iso.datetime().nullable() }),
  recovery_codes_left: z.number().int().nonnegative(),
  /** How many passkeys the account holds: each is a second factor too. */
  passkeys: z.number().int().nonnegative(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** What login (and a sign-in link) answers for an account with a second factor: no session yet. */
export const mfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  methods: z.array(z.enum(mfaMethods)),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** `POST /api/v1/auth/login` and `POST /api/v1/user/signin`: a session, or the second step; `mfa_required` tells them apart. */
export const loginResponseSchema = z.union([tokenResponseSchema, mfaChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const isMfaChallenge = (answer: LoginResponse): answer is MfaChallenge => 'mfa_required' in answer;

const mfaTokenSchema = textSchema().trim().min(16, 'mfa_token_invalid').max(200, 'mfa_token_invalid');

/**
 * `POST /api/v1/auth/mfa`: the token from login and one second factor: an authenticator code, a
 * recovery code, or a passkey's answer to the options of `POST /api/v1/auth/mfa/passkey/options`.
 */
export const mfaSigninBodySchema = z
  .object({
    mfa_token: mfaTokenSchema,
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
    passkey: authenticationResponseSchema.optional(),
  })
  .refine((b) => [b.code, b.recovery_code, b.passkey].filter((f) => f !== undefined).length === 1, { message: 'mfa_code_missing', path: ['code'] });
export type MfaSigninBody = z.input<typeof mfaSigninBodySchema>;

/** `POST /api/v1/auth/mfa/passkey/options` (ours): the second step's token; answers options naming the account's passkeys. */
export const mfaPasskeyOptionsBodySchema = z.object({ mfa_token: mfaTokenSchema });
