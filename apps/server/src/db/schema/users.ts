import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language, Role, SectionSettings, UserStatus } from '@platform/contract';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique among accounts that are not deleted. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    /** The person who holds the account (contact person of the company). */
    firstName: text('first_name'),
    lastName: text('last_name'),
    position: text('position'),
    phone: text('phone'),
    language: text('language').$type<Language>().notNull().default('en'),
    /**
     * IANA zone the account's letters and invites give times in, chosen in the settings. Null until
     * set: letters then use UTC, and the web stores the browser's zone once as the first value.
     */
    timeZone: text('time_zone'),
    agreement: boolean('agreement').notNull().default(false),
    sectionSettings: jsonb('section_settings')
      .$type<SectionSettings>()
      .notNull()
      .default(sql`'{"crowdfunding":true,"pilots":true}'::jsonb`),
    /** Why a manager blocked the account, while it is blocked. */
    blockedReason: text('blocked_reason'),
    /** Whether the company is shown that reason when its sign-in is refused (the manager's choice). */
    blockedReasonShared: boolean('blocked_reason_shared').notNull().default(false),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Sign-ins and token renewals move it, at most once a few minutes. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_active_key')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_created_idx').on(t.createdAt, t.id),
    // The back office's companies list: search by e-mail, newest activity first.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_last_active_idx').on(t.lastActiveAt.desc().nullsLast(), t.id),
    // The few blocked and deleted accounts, so lists can leave their rows out with an anti-join.
    index('users_inactive_idx')
      .on(t.id)
      .where(sql`status <> 'active'`),
  ],
);

/** A signed-in device. Tokens carry the session id; revoking the row ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When the session last served a request, moved at most once a minute: the idle lifetime counts from it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The idle lifetime fixed at sign-in from the account's role; null for none. */
    idleSeconds: integer('idle_seconds'),
    /** How the session was opened: `password`, `link`, `totp`, `recovery_code` or `passkey`. */
    method: text('method'),
    /** The last proof of the owner given in this session (the sign-in itself, then each re-authentication). */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time sign-in keys sent in `/?key=…` links; only a hash is stored. */
export const signinKeys = pgTable(
  'signin_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('signin_keys_hash_key').on(t.keyHash), index('signin_keys_user_idx').on(t.userId)],
);

/** Settings the web keeps per user (table columns, filters), one JSON value per key. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
