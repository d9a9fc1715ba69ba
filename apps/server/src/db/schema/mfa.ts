import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
