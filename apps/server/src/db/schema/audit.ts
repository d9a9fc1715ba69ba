import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Every manager action: who, when, what, and the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The company (its account id) the action concerned, for the log's company filter. */
    companyId: uuid('company_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order of writing, to break ties of `created_at`: every action of one transaction shares
     * its `now()`, and the embedded database's clock counts only milliseconds, so two actions in a
     * row can carry the same time. Newest first is `created_at desc, seq desc`, one order for every page.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt, t.seq),
    index('audit_log_created_idx').on(t.createdAt, t.seq),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt, t.seq),
    index('audit_log_company_idx').on(t.companyId, t.createdAt, t.seq),
    index('audit_log_action_idx').on(t.action, t.createdAt, t.seq),
  ],
);

/** Facts about the installation itself, such as which seeds have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
