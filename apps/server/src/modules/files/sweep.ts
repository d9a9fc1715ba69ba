import { and, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { UNATTACHED_UPLOAD_TTL_HOURS } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { isForeignKeyViolation } from '../../db/sql.js';
import type { Storage } from '../../platform/storage.js';
import { fileReferences, unreferenced } from './references.js';

const BATCH = 500;
/** Batches in a row the foreign keys may refuse (a file attached while the sweep ran) before the run gives up. */
const REFUSALS = 3;

/**
 * Deletes uploads older than the time limit that nothing uses, rows first and then their stored
 * bytes; answers how many went. "Used" means referenced by any foreign key to `files`, read from
 * the catalog at each run, so a column added later keeps its files without being listed here.
 * Those keys are `ON DELETE RESTRICT`: a file attached between the check and the delete makes the
 * database refuse the batch, which is then chosen again.
 */
export async function sweepUnattachedFiles(db: Db, storage: Storage, log?: FastifyBaseLogger): Promise<number> {
  const unused = unreferenced(await fileReferences(db));
  let total = 0;
  let refused = 0;
  for (;;) {
    const stale = db
      .select({ id: files.id })
      .from(files)
      .where(and(lt(files.createdAt, sql`now() - make_interval(hours => ${UNATTACHED_UPLOAD_TTL_HOURS})`), ...unused))
      .limit(BATCH);
    let rows: { key: string }[];
    try {
      rows = await db.delete(files).where(inArray(files.id, stale)).returning({ key: files.storageKey });
    } catch (err) {
      if (!isForeignKeyViolation(err) || ++refused >= REFUSALS) throw err;
      log?.info({ err }, 'an upload was attached while the sweep ran; choosing the batch again');
      continue;
    }
    refused = 0;
    for (const { key } of rows) {
      // A leftover object costs only space; it must not stop the rest of the sweep.
      await storage.remove(key).catch((err: unknown) => log?.warn({ err, key }, 'could not remove a swept file from storage'));
    }
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}
