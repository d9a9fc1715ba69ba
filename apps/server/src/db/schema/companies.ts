import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CompanyRole } from '@platform/contract';
import { files } from './files.js';
import { users } from './users.js';

/**
 * The company behind an account (one per company account). Handbook references are kept as id
 * arrays; GIN indexes come with the lists that filter on them.
 */
export const companies = pgTable(
  'companies',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyRole>().notNull(),
    name: text('name').notNull(),
    website: text('website'),
    description: text('description'),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'restrict' }),
    /** Expert companies: their presentation file. */
    presentationFileId: uuid('presentation_file_id').references(() => files.id, { onDelete: 'restrict' }),
    countryId: integer('country_id'),
    regions: integer('regions').array().notNull().default([]),
    industries: integer('industries').array().notNull().default([]),
    rounds: integer('rounds').array().notNull().default([]),
    /** Expert companies: the industries they examine. */
    expertIn: integer('expert_in').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_role_created_idx').on(t.role, t.createdAt),
    // A file's delete checks no company still uses it (the sweep, the foreign keys' RESTRICT).
    index('companies_logo_file_idx')
      .on(t.logoFileId)
      .where(sql`logo_file_id is not null`),
    index('companies_presentation_file_idx')
      .on(t.presentationFileId)
      .where(sql`presentation_file_id is not null`),
    index('companies_role_name_idx').on(t.role, t.name),
    // The startups list's total as it opens (every active startup): counted from this index alone.
    index('companies_startup_idx')
      .on(t.userId)
      .where(sql`${t.role} = 'startup'`),
    // The back office's companies list sorted by name across roles.
    index('companies_name_idx').on(t.name, t.userId),
    // Substring search on names (pg_trgm) and overlap filters on the handbook arrays.
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('companies_website_trgm_idx').using('gin', t.website.op('gin_trgm_ops')),
    index('companies_industries_idx').using('gin', t.industries),
    index('companies_regions_idx').using('gin', t.regions),
    index('companies_rounds_idx').using('gin', t.rounds),
    // The startups list's filters in one GIN index: a search with filters is one index scan whose
    // rarest keys lead, not an AND of one bitmap per filter. Only startups are listed.
    index('companies_startup_search_idx')
      .using('gin', t.industries, t.rounds, t.regions, t.name.op('gin_trgm_ops'))
      .where(sql`${t.role} = 'startup'`),
  ],
);
