import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { FolderInUseError } from '../src/db/folder-lock.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function dataFolder(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'platform-folder-lock-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return dataDir;
}

const rowsOf = async (database: Database) => (await database.query('select count(*)::int as n from kept'))[0]!.n;

describe('the embedded database folder', () => {
  it('is held by one server at a time: a second is refused while the first runs, and served what the first wrote once it stops', async () => {
    const dataDir = await dataFolder();
    const first = await openDatabase({ dataDir });
    let firstOpen = true;
    cleanups.push(async () => {
      if (firstOpen) await first.close();
    });
    await first.query('create table kept (id int)');
    await first.query('insert into kept values (1), (2)');

    const refused = openDatabase({ dataDir, folderWaitMs: 0 });
    await expect(refused).rejects.toBeInstanceOf(FolderInUseError);
    await expect(refused).rejects.toThrow(`${path.join(dataDir, 'db')} is in use by another server process`);
    expect(await rowsOf(first)).toBe(2);

    // A restart that overlaps the last server's shutdown waits for it, then opens what it wrote.
    const waiting = openDatabase({ dataDir, folderWaitMs: 20_000 });
    await first.close();
    firstOpen = false;
    const second = await waiting;
    cleanups.push(() => second.close());
    expect(await rowsOf(second)).toBe(2);
  }, 60_000);

  it('is not kept by a server that was killed: its lock, no longer renewed, goes stale', async () => {
    const dataDir = await dataFolder();
    // What a killed process leaves: the lock directory, last renewed a minute ago.
    const lock = path.join(dataDir, 'db.lock');
    await mkdir(path.join(dataDir, 'db'), { recursive: true });
    await mkdir(lock);
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(lock, minuteAgo, minuteAgo);

    const database = await openDatabase({ dataDir, folderWaitMs: 0 });
    cleanups.push(() => database.close());
    expect((await database.query('select 1 as one'))[0]!.one).toBe(1);
  }, 60_000);
});
