import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { handbookKinds, type Handbooks, type Language } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { handbookItems } from '../../db/schema/index.js';

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
