import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../src/db/backup.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createLocalStorage, type Storage } from '../src/platform/storage.js';
import { startTestApp, type TestApp } from './harness.js';
import { crowdfundingKit } from './fixtures/crowdfunding.js';
import { testKit } from './fixtures/kit.js';
import { multipart } from './fixtures/files.js';
import { createDatabase } from './postgres.js';

let t: TestApp;
const kit = testKit(() => t);
const rounds = crowdfundingKit(() => t);
let work: string;
const dropAfter: Array<() => Promise<void>> = [];

beforeAll(async () => {
  t = await startTestApp();
  work = await mkdtemp(path.join(tmpdir(), 'platform-backup-'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
  for (const drop of dropAfter) await drop();
});

/** A new empty PostgreSQL database beside the test's, or none for PGlite. */
async function emptyTarget(): Promise<string | undefined> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return undefined;
  const { url, drop } = await createDatabase(server, 'r');
  dropAfter.push(drop);
  return url;
}

const rowsOf = (database: Database) =>
  Promise.all([
    database.query('select email, role from users order by email'),
    database.query('select id, name, size, storage_key from files order by id'),
    database.query('select text from crowdfund_updates order by text'),
  ]);

describe('a backup', () => {
  it('restores into an empty database and store with the same rows and files', async () => {
    const founder = await kit.account('startup', 'Nordlight Robotics');
    const round = await rounds.insertRound(founder.id);
    const contents = ['%PDF-1.4 the pitch deck of Nordlight', '%PDF-1.4 the update attachment'];
    const uploaded: string[] = [];
    for (const [i, content] of contents.entries()) {
      const body = multipart('file', `doc-${i}.pdf`, Buffer.from(content), 'application/pdf');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/files/upload?type=crowdfunding_update',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${founder.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      uploaded.push(res.json<{ id: string }>().id);
    }
    const posted = await kit.call('POST', `/api/v1/startup/crowdfunding/${round.id}/updates`, founder.token, {
      text: 'Kept across a backup and a restore.',
      files: uploaded.map((id) => ({ id })),
    });
    expect(posted.statusCode, posted.body).toBe(200);

    const storage = await createLocalStorage(path.join(t.config.dataDir, 'uploads'));
    const out = path.join(work, 'backup');
    const manifest = await backup({ database: t.database, databaseUrl: t.databaseUrl, storage, out });
    expect(manifest).toMatchObject({ database: t.database.kind, files: 2, missing: [] });
    expect((await readdir(out)).sort()).toEqual([t.database.kind === 'postgres' ? 'database.pgdump' : 'database.tar.gz', 'files', 'manifest.json']);
    await expect(backup({ database: t.database, databaseUrl: t.databaseUrl, storage, out })).rejects.toThrow(/not empty/);

    // An empty place to restore into: a new data folder, or a new PostgreSQL database.
    const dataDir = path.join(work, 'restored');
    const databaseUrl = await emptyTarget();
    const restoredStore: Storage = await createLocalStorage(path.join(dataDir, 'uploads'));
    await restore({ from: out, databaseUrl, dataDir, storage: restoredStore });
    const restored = await openDatabase({ databaseUrl, dataDir });
    try {
      const [before, after] = [await rowsOf(t.database), await rowsOf(restored)];
      expect(after).toEqual(before);
      expect(after[2]).toEqual([{ text: 'Kept across a backup and a restore.' }]);
      const keys = after[1]!.map((r) => String(r.storage_key));
      expect(keys).toHaveLength(2);
      expect((await Promise.all(keys.map(async (k) => text(await restoredStore.read(k))))).sort()).toEqual([...contents].sort());
      // A second restore into the same place is refused: two histories are never mixed.
      await expect(restore({ from: out, databaseUrl, dataDir, storage: restoredStore })).rejects.toThrow(/not empty|already holds a database/);
    } finally {
      await restored.close();
    }
  });
});
