import { z } from 'zod';
import { idSchema, textSchema } from './common.js';
import { atMost, fieldCode } from './field-codes.js';

/** How long a WebAuthn challenge waits for its answer; the browser's prompt gets the same time. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX = 60;

/** The name its owner gives a passkey ("Work laptop"), shown in the list. */
export const passkeyNameSchema = textSchema().trim().min(1, fieldCode('passkey_name_required')).max(PASSKEY_NAME_MAX, atMost('too_long', PASSKEY_NAME_MAX));

/** One passkey of the account, as Settings lists it; `backed_up`: synced by a password manager or cloud keychain. */
export const passkeySchema = z.object({
  id: idSchema,
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  backed_up: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
/** `GET /api/v1/user/passkeys` (ours), newest last. */
export const passkeyListSchema = z.array(passkeySchema);

/**
 * The options the browser's `navigator.credentials.create()`/`get()` takes, as JSON
 * (WebAuthn Level 3 `PublicKeyCredentialCreationOptionsJSON` / `…RequestOptionsJSON`); passed to
 * the browser as they are, so only the challenge is named here.
 */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() });
export type WebauthnOptions = z.infer<typeof webauthnOptionsSchema>;

/** base64url text as WebAuthn's JSON forms carry binary values; the bound is far above any real authenticator's. */
const base64url = (max: number) =>
  textSchema()
    .max(max, 'passkey_response_invalid')
    .regex(/^[A-Za-z0-9_-]*$/, 'passkey_response_invalid');
const credentialCommon = {
  id: base64url(1400).min(1, 'passkey_response_invalid'),
  rawId: base64url(1400).min(1, 'passkey_response_invalid'),
  type: z.literal('public-key', 'passkey_response_invalid'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).optional(),
};
const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** What `startRegistration()` of `@simplewebauthn/browser` answers (`RegistrationResponseJSON`). */
export const registrationResponseSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    authenticatorData: base64url(4000).optional(),
    transports: z.array(transportSchema).max(7).optional(),
    publicKeyAlgorithm: z.number().int().min(-100_000).max(100_000).optional(),
    publicKey: base64url(4000).optional(),
  }),
});

/** What `startAuthentication()` of `@simplewebauthn/browser` answers (`AuthenticationResponseJSON`). */
export const authenticationResponseSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});

/** `POST /api/v1/user/passkeys` (ours): the browser's answer to the registration options, and a name. */
export const passkeyCreateBodySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });
export type PasskeyCreateBody = z.input<typeof passkeyCreateBodySchema>;
/** `PATCH /api/v1/user/passkeys/{id}` (ours). */
export const passkeyRenameBodySchema = z.object({ name: passkeyNameSchema });
export const passkeyParamsSchema = z.object({ id: idSchema });

/** `POST /api/v1/auth/passkey` (ours): the browser's answer to the sign-in options; answers a session. */
export const passkeySigninBodySchema = z.object({ response: authenticationResponseSchema });
export type PasskeySigninBody = z.input<typeof passkeySigninBodySchema>;
