import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePurposes } from '@platform/contract';
import { fileReferences, unreferenced } from '../src/modules/files/references.js';
import { sweepUnattachedFiles } from '../src/modules/files/sweep.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';
import { ageEveryUpload, attachEveryPurpose, expectSweepKeepsFilesInUse, PURPOSES_NEVER_ATTACHED, storageOf } from './fixtures/files-in-use.js';
import { multipart, pdf } from './fixtures/files.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const storedAt = (key: string) => path.join(t.config.dataDir, 'uploads', key.slice(0, 2), key);
const onDisk = async (key: string) => existsSync(storedAt(key));
const download = (id: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v1/files/${id}`, headers: bearer(token) });

/** The foreign keys to `files` as the catalog lists them, read here apart from the server's own query. */
const catalogKeys = async () =>
  (await t.database.query(`
    select k.conname, k.conrelid::regclass::text as tbl, a.attname::text as col, k.confdeltype::text as on_delete
    from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and k.confrelid = 'files'::regclass order by 1`)) as { conname: string; tbl: string; col: string; on_delete: string }[];

/** uuid columns named like a file reference that no foreign key to `files` covers. */
const fileIdColumnsWithoutKey = async () =>
  (await t.database.query(`
    select c.table_name::text as tbl, c.column_name::text as col from information_schema.columns c
    where c.table_schema = current_schema() and c.data_type = 'uuid' and c.column_name like '%file\\_id'
      and not exists (
        select 1 from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
        where k.contype = 'f' and k.confrelid = 'files'::regclass and k.conrelid = (quote_ident(c.table_name))::regclass and a.attname = c.column_name)
    order by 1, 2`)) as { tbl: string; col: string }[];

describe('the sweep keeps every file in use (local disk)', () => {
  let scenario: Awaited<ReturnType<typeof attachEveryPurpose>>;

  it('attached through the API, every file survives aging and the sweep; every unattached one is gone, bytes too', async () => {
    scenario = await attachEveryPurpose(t);
    // The scenario covers every purpose a form takes, and every column that points at a file.
    const attachedPurposes = new Set(scenario.uploads.filter((u) => u.via).map((u) => u.purpose));
    expect(filePurposes.filter((p) => !attachedPurposes.has(p))).toEqual(PURPOSES_NEVER_ATTACHED);
    for (const purpose of filePurposes)
      expect(
        scenario.uploads.some((u) => u.purpose === purpose && !u.via),
        purpose,
      ).toBe(true);
    const ids = scenario.uploads.filter((u) => u.via).map((u) => u.id);
    for (const ref of await fileReferences(t.database.db)) {
      const used = await t.database.query(`select 1 from "${ref.table}" where "${ref.columns[0]}" = any($1::uuid[]) limit 1`, [ids]);
      expect(used, `${ref.table}.${ref.columns[0]} holds one of the scenario's files`).toHaveLength(1);
    }
    await expectSweepKeepsFilesInUse(t, scenario, onDisk);
  });

  it('deleting the accounts then removes their profiles’ files and keeps the files of records that stay', async () => {
    const { accounts, uploads } = scenario;
    for (const who of [accounts.startup, accounts.investor, accounts.corporate, accounts.expert]) {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: bearer(who.token), payload: { email: who.email } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const profileFiles = [
      'startup logo',
      'startup pitch deck',
      'startup unit economy',
      'investor logo',
      'corporate logo',
      'expert logo',
      'expert presentation',
      'internal expert photo',
    ];
    const keys = new Map((await t.database.query('select id, storage_key from files')).map((r) => [r.id as string, r.storage_key as string]));
    for (const u of uploads.filter((x) => x.via && profileFiles.includes(x.via))) {
      expect(keys.has(u.id), u.via!).toBe(false);
      expect((await download(u.id, accounts.manager.token)).statusCode, u.via!).toBe(404);
      expect(await onDisk(u.id), u.via!).toBe(false);
    }
    const kept = uploads.filter((x) => x.via && !profileFiles.includes(x.via));
    expect(kept.map((u) => u.via)).toEqual(
      expect.arrayContaining(['round update', 'report', 'thread post (company)', 'pilot task file', 'round pitch deck and investment form']),
    );
    await ageEveryUpload(t);
    const storage = await storageOf(t);
    expect(await sweepUnattachedFiles(t.database.db, storage)).toBe(0);
    for (const u of kept) {
      const res = await download(u.id, accounts.manager.token);
      expect(res.statusCode, u.via!).toBe(200);
      expect(res.rawPayload.equals(u.bytes), u.via!).toBe(true);
    }
  });
});

describe('what points at a file: the foreign keys to files', () => {
  it('are all ON DELETE RESTRICT or NO ACTION, and the sweep checks exactly the catalog’s list', async () => {
    const catalog = await catalogKeys();
    expect(catalog.map((k) => `${k.tbl}.${k.col}`).sort()).toEqual(
      expect.arrayContaining([
        'companies.logo_file_id',
        'companies.presentation_file_id',
        'startup_profiles.pitch_deck_file_id',
        'startup_profiles.unit_economy_file_id',
        'internal_experts.photo_file_id',
        'ticket_files.file_id',
        'thread_post_files.file_id',
        'report_files.file_id',
        'crowdfund_update_files.file_id',
        'crowdfunds.pitch_deck_file_id',
      ]),
    );
    for (const k of catalog) expect(['r', 'a'], `${k.tbl}.${k.col}`).toContain(k.on_delete);
    const used = await fileReferences(t.database.db);
    expect(used.map((r) => r.constraint)).toEqual(catalog.map((k) => k.conname));
    // The sweep's condition names each of them.
    const condition = new PgDialect().sqlToQuery(sql.join(unreferenced(used), sql` and `)).sql;
    for (const k of catalog) expect(condition).toContain(`from "public"."${k.tbl}" r where r."${k.col}" = "files"."id"`);
  });

  it('leave no uuid column named like a file id without a key to files', async () => {
    expect(await fileIdColumnsWithoutKey()).toEqual([]);
    // The check finds a column that forgot its key.
    await t.database.query('create table stray_documents (id serial primary key, scan_file_id uuid)');
    try {
      expect(await fileIdColumnsWithoutKey()).toEqual([{ tbl: 'stray_documents', col: 'scan_file_id' }]);
    } finally {
      await t.database.query('drop table stray_documents');
    }
  });

  it('each have an index on their column, so checking that no row uses a file reads no whole table', async () => {
    const unindexed = await t.database.query(`
      select k.conrelid::regclass::text as tbl from pg_constraint k
      where k.contype = 'f' and k.confrelid = 'files'::regclass
        and not exists (select 1 from pg_index i where i.indrelid = k.conrelid and i.indkey[0] = k.conkey[1])`);
    expect(unindexed).toEqual([]);
  });

  it('protect the files of a table added later, whatever its names, without listing it anywhere', async () => {
    const user = await createUser(t, { role: 'startup' });
    const token = await login(t, user.email, user.password);
    const upload = async (name: string) => {
      const body = multipart('file', name, pdf());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/files/upload?type=pitch_deck',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      return res.json<{ id: string }>().id;
    };
    const [used, loose] = [await upload('used.pdf'), await upload('loose.pdf')];
    // Names that must be quoted: a space, capitals and a double quote.
    await t.database.query(`create table "Later ""odd"" table" (id serial primary key, "Doc File" uuid references files(id) on delete restrict)`);
    try {
      await t.database.query(`insert into "Later ""odd"" table" ("Doc File") values ($1)`, [used]);
      await ageEveryUpload(t);
      const storage = await storageOf(t);
      expect(await sweepUnattachedFiles(t.database.db, storage)).toBe(1);
      expect((await download(used, token)).statusCode).toBe(200);
      expect((await download(loose, token)).statusCode).toBe(404);
      // The key itself refuses to delete a file in use (foreign_key_violation, or restrict_violation on newer servers).
      await expect(t.database.query('delete from files where id = $1', [used])).rejects.toMatchObject({ code: expect.stringMatching(/^23(503|001)$/) });
      expect((await download(used, token)).statusCode).toBe(200);
      // Once no row uses it, it goes at the next sweep.
      await t.database.query(`delete from "Later ""odd"" table"`);
      expect(await sweepUnattachedFiles(t.database.db, storage)).toBe(1);
      expect((await download(used, token)).statusCode).toBe(404);
      expect(await onDisk(used)).toBe(false);
    } finally {
      await t.database.query(`drop table if exists "Later ""odd"" table"`);
    }
  });

  it('choose a batch again when its delete is refused, and give up after three refusals in a row', async () => {
    const user = await createUser(t, { role: 'startup' });
    const token = await login(t, user.email, user.password);
    const body = multipart('file', 'late.pdf', pdf());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files/upload?type=pitch_deck',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    const id = res.json<{ id: string }>().id;
    await ageEveryUpload(t);
    // Stands in for a file attached between the sweep's check and its delete: the delete is refused as a key would refuse it.
    // A sequence counts the attempts: unlike a table, it keeps counting when the refused statement rolls back.
    await t.database.query('create sequence sweep_attempts');
    await t.database.query(`create function refuse_delete() returns trigger language plpgsql as $$
      begin
        if nextval('sweep_attempts') <= 3 then raise exception 'still in use' using errcode = 'foreign_key_violation'; end if;
        return old;
      end $$`);
    await t.database.query('create trigger refuse_delete before delete on files for each row execute function refuse_delete()');
    const lines: string[] = [];
    const log = {
      info: (_: unknown, msg: string) => void lines.push(msg),
      warn: (_: unknown, msg: string) => void lines.push(msg),
    } as unknown as FastifyBaseLogger;
    const storage = await storageOf(t);
    try {
      await expect(sweepUnattachedFiles(t.database.db, storage, log)).rejects.toMatchObject({ cause: { code: '23503' } });
      expect((await download(id, token)).statusCode).toBe(200);
      await t.database.query('alter sequence sweep_attempts restart with 2');
      lines.length = 0;
      expect(await sweepUnattachedFiles(t.database.db, storage, log)).toBe(1);
      expect(lines.filter((l) => l.includes('choosing the batch again'))).toHaveLength(2);
      expect((await download(id, token)).statusCode).toBe(404);
    } finally {
      await t.database.query('drop trigger refuse_delete on files');
      await t.database.query('drop function refuse_delete()');
      await t.database.query('drop sequence sweep_attempts');
    }
  });
});
