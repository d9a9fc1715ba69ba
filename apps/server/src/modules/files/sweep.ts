import { and, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { UNATTACHED_UPLOAD_TTL_HOURS } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, files, internalExperts, startupProfiles, threadPostFiles, ticketFiles } from '../../db/schema/index.js';
import type { Storage } from '../../platform/storage.js';

const BATCH = 500;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes uploads older than the time limit that nothing uses, rows first and then their stored
 * bytes; answers how many went. "Used" means pointed at by a company (logo, presentation), a
 * startup profile (pitch deck, unit economy), an internal expert (photo), a ticket's form or a thread's post: a
 * new column that points at files must be added here, or its files would be swept.
 */
export async function sweepUnattachedFiles(db: Db, storage: Storage, log?: FastifyBaseLogger): Promise<number> {
  let total = 0;
  const unused = (table: PgTable, ...columns: PgColumn[]) =>
    notExists(db.select({ one: sql`1` }).from(table).where(or(...columns.map((c) => eq(c, files.id)))));
  for (;;) {
    const stale = db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          lt(files.createdAt, sql`now() - make_interval(hours => ${UNATTACHED_UPLOAD_TTL_HOURS})`),
          unused(companies, companies.logoFileId, companies.presentationFileId),
          unused(startupProfiles, startupProfiles.pitchDeckFileId, startupProfiles.unitEconomyFileId),
          unused(internalExperts, internalExperts.photoFileId),
          unused(ticketFiles, ticketFiles.fileId),
          unused(threadPostFiles, threadPostFiles.fileId),
        ),
      )
      .limit(BATCH);
    const rows = await db.delete(files).where(inArray(files.id, stale)).returning({ key: files.storageKey });
    for (const { key } of rows) {
      // A leftover object costs only space; it must not stop the rest of the sweep.
      await storage.remove(key).catch((err: unknown) => log?.warn({ err, key }, 'could not remove a swept file from storage'));
    }
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/**
 * Runs the sweep at start and then every hour for as long as the app lives. A failed run (the
 * database away, say) is logged and retried at the next tick; it never takes the server down.
 */
export function scheduleUploadSweep(app: FastifyInstance, db: Db, storage: Storage): void {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweepUnattachedFiles(db, storage, app.log)
      .then((n) => {
        if (n) app.log.info(`removed ${n} upload(s) never attached`);
      })
      .catch((err: unknown) => app.log.warn({ err }, 'sweep of unattached uploads failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, SWEEP_EVERY_MS).unref();
  app.addHook('onReady', async () => run());
  // The database closes after the app: a sweep in flight finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
