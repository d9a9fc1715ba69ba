import { z } from 'zod';
import { fieldCode } from './field-codes.js';

/** How a session was opened, and how a sign-in attempt was made. */
export const signinMethods = ['password', 'link', 'totp', 'recovery_code', 'passkey'] as const;
export type SigninMethod = (typeof signinMethods)[number];

/** What became of a sign-in attempt. */
export const signinOutcomes = [
  'success',
  'mfa_required',
  'wrong_password',
  'wrong_code',
  'unknown_account',
  'blocked',
  'locked',
  'link_invalid',
  'passkey_refused',
] as const;
export type SigninOutcome = (typeof signinOutcomes)[number];

/** How many of its last sign-ins an account (or a manager, for a company) reads. */
export const SIGNIN_LIST_LIMIT = 20;

/** A live session of the caller, as Settings lists it. */
export const sessionSchema = z.object({
  id: z.uuid(),
  /** Browser and system read from the user agent ("Chrome on macOS"); "Unknown device" when it says nothing. */
  device: z.string(),
  /** The address with its last part hidden (IPv4: last octet; IPv6: all but the first 48 bits); null when unknown. */
  ip_masked: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime(),
  method: z.enum(signinMethods).nullable(),
  /** The session this request is made with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** `GET /api/v1/user/sessions` (ours): the newest first. */
export const sessionListSchema = z.object({ items: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionParamsSchema = z.object({ id: z.uuid(fieldCode('session_not_found')) });

/** `DELETE /api/v1/user/sessions/{id}`: `current` tells the client it has just signed itself out. */
export const sessionEndedSchema = z.object({ ok: z.literal(true), current: z.boolean() });
/** `DELETE /api/v1/user/sessions` and the managers' end: how many sessions ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int().nonnegative() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** One sign-in attempt of an account. */
export const signinEventSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  method: z.enum(signinMethods),
  outcome: z.enum(signinOutcomes),
  success: z.boolean(),
  device: z.string(),
  ip_masked: z.string().nullable(),
  /** A success from a device the account had never signed in from. */
  new_device: z.boolean(),
});
export type SigninEvent = z.infer<typeof signinEventSchema>;

/** `GET /api/v1/user/signins` and the managers' read of a company: the newest first. */
export const signinListSchema = z.object({ items: z.array(signinEventSchema) });
export type SigninList = z.infer<typeof signinListSchema>;
