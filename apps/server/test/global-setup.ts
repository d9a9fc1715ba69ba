import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedReferenceData } from '../src/seed/reference.js';
import { createDatabase } from './postgres.js';

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
  const template = await createDatabase(serverUrl, 't_template');
  const database = await openDatabase({ databaseUrl: template.url, dataDir: '' });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
