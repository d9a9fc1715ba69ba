import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@platform/contract';
import { users } from './users.js';

export type CodePurpose = 'registration' | 'recovery' | 'email_change';

/**
 * E-mail codes for sign-up, password recovery and e-mail change. Only hashes are stored. A
 * verified code yields a one-use proof (`proofHash`) that the next step spends.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    proofHash: text('proof_hash'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_lookup_idx').on(t.purpose, t.email, t.createdAt),
    uniqueIndex('email_codes_proof_key')
      .on(t.proofHash)
      .where(sql`${t.proofHash} is not null`),
  ],
);

/** Every mail the platform sends; without SMTP this is where it lands. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    language: text('language').$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last delivery attempt's error, kept after a later success for the record. */
    error: text('error'),
    /** The iCalendar invite a meeting mail carries (its `.ics` part), or null. */
    ics: text('ics'),
    /**
     * `kept`: stored only (no SMTP); `queued`: waiting for its delivery job (first or next attempt);
     * `sending`: a worker holds it until `lockedUntil`; `sent`; `failed`: every attempt failed.
     */
    state: text('state').$type<MailState>().notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** What the letter is for (event and recipient): a second enqueue of the same letter is a no-op. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    // The outbox page unfiltered, or showing sent or kept letters (most rows): newest first from here.
    index('mail_outbox_created_idx').on(t.createdAt),
    uniqueIndex('mail_outbox_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index('mail_outbox_state_idx')
      .on(t.state, t.createdAt)
      .where(sql`${t.state} <> 'kept' and ${t.state} <> 'sent'`),
  ],
);

export type MailState = 'kept' | 'queued' | 'sending' | 'sent' | 'failed';
