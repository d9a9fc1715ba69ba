import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.js';
import { sessions } from '../src/db/schema/index.js';
import { caller, createUser, login, startTestApp, type TestApp } from './harness.js';
import { sessionOf } from './fixtures/reauth.js';

/**
 * Migration 0038 gives the sessions opened before lifetimes by role what those lifetimes ask: a
 * manager's ends, a company's takes the default idle lifetime and at most 30 days from its start.
 * Sessions are made here as the old server left them, then the migration's statements run again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t);

async function migrate0038() {
  const text = await readFile(path.join(migrationsFolder, '0038_sessions_before_lifetimes.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
}

/** A session as the server before 0037 left it: no idle lifetime, an end 30 days after its last use. */
async function oldSession(role: 'manager' | 'startup', startedDaysAgo: number) {
  const user = await createUser(t, { role });
  const token = await login(t, user.email, user.password);
  await t.database.db
    .update(sessions)
    .set({
      idleSeconds: null,
      createdAt: sql`now() - make_interval(days => ${startedDaysAgo})`,
      expiresAt: sql`now() + interval '30 days'`,
    })
    .where(eq(sessions.id, sessionOf(token)));
  return token;
}

const row = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionOf(token)))
  )[0]!;

describe('sessions opened before lifetimes by role', () => {
  it('ends a manager’s, and bounds a company’s by the default lifetimes, once', async () => {
    const manager = await oldSession('manager', 1);
    const recent = await oldSession('startup', 2);
    const old = await oldSession('startup', 29);
    const today = await createUser(t);
    const current = await login(t, today.email, today.password);
    const untouched = await row(current);

    await migrate0038();

    expect((await call('GET', '/api/v1/user/info', manager)).statusCode).toBe(401);
    for (const token of [recent, old]) {
      const after = await row(token);
      expect(after.idleSeconds).toBe(14 * 86_400);
      expect(after.expiresAt.getTime()).toBe(after.createdAt.getTime() + 30 * 86_400_000);
      expect((await call('GET', '/api/v1/user/info', token)).statusCode).toBe(200);
    }
    // A session opened under the lifetimes is left as it was, and a second run changes nothing.
    expect(await row(current)).toEqual(untouched);
    const once = await row(old);
    await migrate0038();
    expect(await row(old)).toEqual({ ...once, lastUsedAt: expect.any(Date) });
  });
});
