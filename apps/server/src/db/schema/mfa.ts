import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An account's authenticator key (TOTP), one per account. The key is stored encrypted
 * (AES-256-GCM, `modules/auth/totp.ts`), so a copy of the database alone does not yield codes.
 * Without `confirmedAt` it is an enrolment waiting for its first code and guards nothing.
 * `lastStep` is the time step of the last accepted code: a code of that step or an earlier one
 * is refused, so a code seen over someone's shoulder cannot be used again.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** One-time recovery codes, stored as keyed hashes; a used one keeps its row with `usedAt`. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_hash_key').on(t.userId, t.codeHash), index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in waiting for its second factor: the right password (or sign-in link) was given, no
 * session exists yet. The token the client holds is stored as a SHA-256; it lives five minutes,
 * names the account and is burnt by the sign-in it finishes, so it is no session and opens one once.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** How the first factor was given (`password` or `link`), for the sign-in log to come. */
    firstFactor: text('first_factor').$type<'password' | 'link'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mfa_challenges_token_key').on(t.tokenHash), index('mfa_challenges_user_idx').on(t.userId)],
);

/**
 * A passkey (WebAuthn credential) of an account; an account may hold several, each with a name
 * its owner gave. The public key and the credential id are base64url text; `counter` is the
 * authenticator's signature counter, refused when it goes back (a cloned key).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn challenge waiting for its answer: single-use (the row is deleted when answered) and
 * short-lived, kept in the database so any process may check the answer another one asked for.
 * `userId` is null for a sign-in with a passkey alone, where the account is not known yet.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').$type<'register' | 'signin' | 'second_step' | 'reauth'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webauthn_challenges_challenge_key').on(t.challenge), index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Every sign-in attempt, right or wrong: the account when one was named (null for an unknown
 * e-mail, kept with the e-mail's hash only), the method, the outcome, a masked address and the
 * device read from the user agent. `newDevice` marks a success from a device the account never
 * signed in from, which is what the new-device letter is about.
 */
export const signinEvents = pgTable(
  'signin_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    emailHash: text('email_hash'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method').notNull(),
    outcome: text('outcome').notNull(),
    ipMasked: text('ip_masked'),
    device: text('device'),
    deviceKey: text('device_key'),
    newDevice: boolean('new_device').notNull().default(false),
  },
  (t) => [index('signin_events_user_at_idx').on(t.userId, t.at.desc()), index('signin_events_device_idx').on(t.userId, t.deviceKey)],
);
