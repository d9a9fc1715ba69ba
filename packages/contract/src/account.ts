import { z } from 'zod';
import { emailSchema, passwordSchema, PASSWORD_MAX } from './auth.js';
import { languageSchema, textSchema } from './common.js';
import { codeSchema } from './registration.js';
import { fieldCode } from './field-codes.js';
import { isIanaTimeZone } from './basics.js';

export { isIanaTimeZone, isTimeZone } from './basics.js';

/** Password recovery (ours): `send-code/recovery` → `verify-code/recovery` → `password/reset`. */
export const recoveryVerifyResponseSchema = z.object({
  /** Proof that the e-mail was verified; setting the new password spends it. */
  recoveryToken: z.string(),
});
export const passwordResetBodySchema = z.object({
  recoveryToken: textSchema().min(16).max(200),
  password: passwordSchema,
});

export const timeZoneSchema = textSchema().max(64).refine(isIanaTimeZone, fieldCode('choose_time_zone'));

/**
 * `PATCH /api/v1/user/settings` (ours). `time_zone` is the zone letters and invites give times in,
 * as the person chose it; `initial_time_zone` is the browser's zone, stored only while the account
 * has none, so signing in elsewhere never changes a chosen zone.
 */
export const settingsBodySchema = z
  .object({
    language: languageSchema.optional(),
    agreement: z.boolean().optional(),
    time_zone: timeZoneSchema.optional(),
    initial_time_zone: timeZoneSchema.optional(),
  })
  .refine(
    (v) => v.language !== undefined || v.agreement !== undefined || v.time_zone !== undefined || v.initial_time_zone !== undefined,
    fieldCode('nothing_to_change'),
  );

/** `POST /api/v1/user/password` (ours): other sessions of the account end. */
export const passwordChangeBodySchema = z.object({
  currentPassword: textSchema()
    .min(1, fieldCode('current_password_required'))
    .max(PASSWORD_MAX + 50),
  password: passwordSchema,
});

/** `POST /api/v1/user/email/send-code` then `POST /api/v1/user/email/confirm` (ours). */
export const emailChangeSendBodySchema = z.object({ email: emailSchema });
export const emailChangeConfirmBodySchema = z.object({ email: emailSchema, code: codeSchema });

/** `DELETE /api/v1/user` (ours): the user types their own e-mail to confirm. */
export const accountDeleteBodySchema = z.object({ email: textSchema().trim().min(1, fieldCode('email_required')).max(320) });
