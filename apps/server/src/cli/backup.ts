import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { backup, restore } from '../db/backup.js';
import { openDatabase } from '../db/client.js';
import { createLocalStorage, createS3Storage } from '../platform/storage.js';

/**
 * `npm run backup [-- --out DIR]`: the database and every stored object (uploaded files, report
 * PDFs) into a new folder (`backups/<time>` by default), which appears only once the backup is
 * whole. `npm run restore -- --from DIR`: into an empty database (a new `DATA_DIR`, or a new
 * PostgreSQL database named by `DATABASE_URL`) and the store. Both read the server's own
 * configuration (README).
 */
async function main() {
  const [mode, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({ args: rest, options: { out: { type: 'string' }, from: { type: 'string' } } });
  const config = loadConfig(process.env, {}, { signsSessions: false });
  const uploads = path.join(config.dataDir, 'uploads');
  const storage = config.s3 ? await createS3Storage(config.s3, uploads) : await createLocalStorage(uploads);
  try {
    if (mode === 'backup') {
      // The embedded database allows one process: while a server has it open, PGlite keeps this file.
      if (!config.databaseUrl && existsSync(path.join(config.dataDir, 'db', 'postmaster.pid'))) {
        throw new Error(
          `the embedded database in ${config.dataDir}/db is open (a server runs on it, or stopped without closing it): stop the server, then back up`,
        );
      }
      const out = path.resolve(values.out ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
      // Reading every stored key is bulk work, so the requests' statement limit is lifted for the
      // session; that and pg_dump's own session settings need PostgreSQL itself, not a pooler that
      // would hand the lifted limit to the next borrower of the connection.
      const direct = config.databaseDirectUrl ?? config.databaseUrl;
      const database = await openDatabase({ ...config, databaseUrl: direct, databaseDirectUrl: direct, requestLimits: false });
      try {
        const m = await backup({ database, databaseUrl: direct, storage, out });
        console.log(`Backed up the ${m.database} database and ${m.files} stored object(s) (${m.columns?.join(', ')}) into ${out}`);
        if (m.missing.length) console.warn(`${m.missing.length} object(s) were removed while the backup ran: ${m.missing.join(', ')}`);
      } finally {
        await database.close();
      }
    } else if (mode === 'restore') {
      if (!values.from) throw new Error('Name the backup folder: npm run restore -- --from DIR');
      const m = await restore({
        from: path.resolve(values.from),
        databaseUrl: config.databaseDirectUrl ?? config.databaseUrl,
        dataDir: config.dataDir,
        storage,
      });
      console.log(`Restored the ${m.database} database of ${m.createdAt} and ${m.files} stored object(s); start the server to use it`);
    } else {
      throw new Error('Usage: backup [--out DIR] | restore --from DIR');
    }
  } finally {
    storage.close?.();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
