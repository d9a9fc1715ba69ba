import { createHash } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import { handbookKinds, type FieldCodes, type Handbooks, type Language } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { handbookItems } from '../../db/schema/index.js';

/** The handbooks a reader scans by name. */
const alphabetical = ['countries', 'industries'] as const satisfies readonly (typeof handbookKinds)[number][];

export type RenderedHandbooks = { body: string; etag: string };

/**
 * Reference data changes only with a deployment, so each language is rendered once per process
 * and answered as a ready string with a strong ETag.
 */
export function createHandbookService(db: Db) {
  const cache = new Map<Language, Promise<RenderedHandbooks>>();

  async function render(lang: Language): Promise<RenderedHandbooks> {
    const rows = await db.select().from(handbookItems).orderBy(asc(handbookItems.kind), asc(handbookItems.position));
    const out = Object.fromEntries(handbookKinds.map((k) => [k, [] as Handbooks[typeof k]])) as Handbooks;
    for (const row of rows) out[row.kind].push({ id: row.id, code: row.code, name: lang === 'ru' ? row.nameRu : row.nameEn });
    // Countries and industries are looked up by name: alphabetical in the reader's own language.
    // Regions and rounds keep their designed order (continents, then stages of a company's life).
    const collator = new Intl.Collator(lang);
    for (const kind of alphabetical) out[kind].sort((a, b) => collator.compare(a.name, b.name));
    const body = JSON.stringify(out);
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }

  return {
    get(lang: Language): Promise<RenderedHandbooks> {
      let hit = cache.get(lang);
      if (!hit) {
        hit = render(lang);
        hit.catch(() => cache.delete(lang));
        cache.set(lang, hit);
      }
      return hit;
    },
    invalidate: () => cache.clear(),
  };
}

export type HandbookCheck = { field: string; kind: (typeof handbookKinds)[number]; ids: number[] };

/** Refuses ids that are not items of the named handbook, naming each offending field. */
export async function checkHandbookIds(db: Db | Tx, checks: HandbookCheck[]): Promise<void> {
  const all = [...new Set(checks.flatMap((c) => c.ids))];
  if (all.length === 0) return;
  const rows = await db.select({ id: handbookItems.id, kind: handbookItems.kind }).from(handbookItems).where(inArray(handbookItems.id, all));
  const kindOf = new Map(rows.map((r) => [r.id, r.kind]));
  const errors: FieldCodes = {};
  for (const c of checks) {
    if (new Set(c.ids).size !== c.ids.length) errors[c.field] = 'handbook_duplicate';
    else if (c.ids.some((id) => kindOf.get(id) !== c.kind)) errors[c.field] = 'handbook_invalid';
  }
  if (Object.keys(errors).length > 0) throw new AppError(400, 'handbook_invalid', errors);
}
