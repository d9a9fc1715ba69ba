import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HandbookKind } from '@platform/contract';

/** Reference data (countries, regions, industries, rounds) with names in both languages. */
export const handbookItems = pgTable(
  'handbook_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<HandbookKind>().notNull(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameRu: text('name_ru').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('handbook_items_kind_code_key').on(t.kind, t.code)],
);
