import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FilePurpose } from '@platform/contract';
import { emailCodes } from './accounts.js';
import { users } from './users.js';

/**
 * Uploaded files. The bytes live in storage under `storageKey`; the row that uses a file points
 * at it (a company's logo, say) through a foreign key with `onDelete: 'restrict'`: the sweep of
 * unattached uploads treats what no such key references as unused, and the key refuses to delete
 * a file still in use. A sign-up upload belongs to the verified e-mail code until the account exists.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    signupCodeId: uuid('signup_code_id').references(() => emailCodes.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The day's upload volume per account, and per sign-up proof; the sweep of old unattached uploads.
    index('files_owner_idx').on(t.ownerId, t.createdAt),
    index('files_signup_code_idx').on(t.signupCodeId, t.createdAt),
    index('files_created_idx').on(t.createdAt),
  ],
);
