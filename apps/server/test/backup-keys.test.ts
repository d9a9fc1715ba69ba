import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../src/db/backup.js';
import { columnName, storageKeyColumns } from '../src/db/storage-keys.js';
import { createLocalStorage } from '../src/platform/storage.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await startTestApp();
  work = await mkdtemp(path.join(tmpdir(), 'platform-backup-keys-'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

/**
 * Words that, in a column's name, suggest it holds the key or path of a stored object. The backup
 * finds its columns by their name (`storage_key`, `<what>_storage_key`); a column that stores
 * objects under another name (`pdf_key`, `cover_path`, `attachment`) would be left out of every
 * backup in silence. So this test reads the live catalogue, after every migration, rather than the
 * schema's source: whatever a migration adds is there, in any table of any schema of ours, and
 * each string column named with one of these words must be either a column the backup copies or
 * one listed below as holding something else.
 */
const STORED_WORDS = [
  ...['key', 'keys', 'path', 'paths', 'object', 'objects', 'blob', 'storage', 's3', 'bucket'],
  ...['file', 'files', 'pdf', 'document', 'documents', 'attachment', 'attachments', 'upload', 'uploads'],
  ...['image', 'images', 'photo', 'photos', 'avatar', 'logo', 'thumbnail', 'cover', 'preview'],
];
const LOOKS_STORED = new RegExp(`(^|_)(${STORED_WORDS.join('|')})(_|$)`);

/** Columns whose names look like a stored object's but hold something else, and what. */
const NOT_STORED: Record<string, string> = {
  'public.app_meta.key': 'the name of a fact about the installation',
  'public.idempotency_keys.key': "a client's Idempotency-Key header",
  'public.mail_outbox.dedupe_key': 'what makes a letter one of a kind',
  'public.passkeys.public_key': "a passkey's public key (base64url)",
  'public.signin_events.device_key': 'the browser, system and platform a sign-in came from',
  'public.signin_keys.key_hash': "the hash of a sign-in link's key",
  'public.threads.last_post_preview': "the start of a thread's last message, as its list shows it",
  'public.user_preferences.key': "the name of a user's setting",
};

/**
 * The string columns (`text`, `varchar`, `char` and their arrays) of every table of ours: not
 * PostgreSQL's own schemas, nor those of the job queue (`pgboss`) and the migrator (`drizzle`),
 * whose tables belong to their libraries and never hold our objects. A partition is its parent's.
 */
async function stringColumns(): Promise<string[]> {
  const rows = await t.database.query(
    `select n.nspname || '.' || c.relname || '.' || a.attname as name
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
       and not c.relispartition
       and n.nspname not in ('pg_catalog', 'information_schema', 'pgboss', 'drizzle') and n.nspname not like 'pg\\_%'
       and a.atttypid = any (array['text', 'varchar', 'bpchar', 'text[]', 'varchar[]']::regtype[])
     order by 1`,
  );
  return rows.map((r) => String(r.name));
}

/** The columns that look like storage keys and that the backup neither copies nor knows to hold something else. */
async function unknownLookalikes(): Promise<string[]> {
  const copied = new Set((await storageKeyColumns(t.database.query)).map(columnName));
  return (await stringColumns()).filter((name) => LOOKS_STORED.test(name.split('.').at(-1)!) && !copied.has(name) && !(name in NOT_STORED));
}

describe('the columns a backup copies', () => {
  it('are every storage-key column of the catalogue: the uploads and the report PDFs', async () => {
    expect((await storageKeyColumns(t.database.query)).map(columnName)).toEqual(['public.files.storage_key', 'public.report_versions.storage_key']);
  });

  it('include every column whose name looks like a storage key', async () => {
    expect(await unknownLookalikes(), 'name a column of stored objects storage_key or <what>_storage_key, so backups copy them').toEqual([]);
    // The check sees a new column the backup would miss, in an existing table or a new one.
    await t.database.query('alter table report_versions add column preview_path text');
    await t.database.query('create table backup_probe (id int primary key, pdf_key text, photo_storage_key text)');
    try {
      expect(await unknownLookalikes()).toEqual(['public.backup_probe.pdf_key', 'public.report_versions.preview_path']);
    } finally {
      await t.database.query('alter table report_versions drop column preview_path');
      await t.database.query('drop table backup_probe');
    }
  });

  it('follow a table that a later migration adds, without a list naming it', async () => {
    const storage = await createLocalStorage(path.join(t.config.dataDir, 'uploads'));
    const temp = path.join(storage.tempDir, 'cover');
    await writeFile(temp, 'the bytes of a cover image');
    await storage.putFile('covers/c1', temp);
    await t.database.query('create table backup_covers (id int primary key, cover_storage_key text)');
    try {
      await t.database.query(`insert into backup_covers values (1, 'covers/c1'), (2, null)`);
      const out = path.join(work, 'with-covers');
      const manifest = await backup({ database: t.database, databaseUrl: t.databaseUrl, storage, out });
      expect(manifest.columns).toContain('public.backup_covers.cover_storage_key');
      expect(manifest).toMatchObject({ files: 1, missing: [] });
      expect(await readFile(path.join(out, 'files', 'covers', 'c1'), 'utf8')).toBe('the bytes of a cover image');
    } finally {
      await t.database.query('drop table backup_covers');
    }
  });
});
