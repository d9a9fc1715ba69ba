import { sql } from 'drizzle-orm';
import { handbookKinds } from '@platform/contract';
import type { Db } from '../db/client.js';
import { handbookItems } from '../db/schema/index.js';
import { referenceData } from '../modules/handbooks/index.js';

/** Brings the handbooks in line with the reference data; safe to run at every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  const data = referenceData();
  const rows = handbookKinds.flatMap((kind) => data[kind].map((item, position) => ({ kind, position, ...item })));
  await db
    .insert(handbookItems)
    .values(rows)
    .onConflictDoUpdate({
      target: [handbookItems.kind, handbookItems.code],
      set: { nameEn: sql`excluded.name_en`, nameRu: sql`excluded.name_ru`, position: sql`excluded.position` },
    });
}
