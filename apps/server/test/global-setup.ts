import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/reference.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory with the reference data, as a tarball every test file starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database with the reference data, the template of every test file's database. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database before the integration files run, so each file copies it instead
 * of running every migration again: PGlite loads a dumped data directory (no initdb), PostgreSQL
 * creates its database from a template.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: '', inMemory: true });
    await database.migrate();
    await seedReferenceData(database.db);
    const file = path.join(tmpdir(), `platform-test-template-${randomUUID()}.tar`);
    await writeFile(file, Buffer.from(await (await database.dump()).arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
    return () => rm(file, { force: true });
  }
  const name = `t_template_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', name);
  return () => admin(`drop database if exists ${name} with (force)`);
}
