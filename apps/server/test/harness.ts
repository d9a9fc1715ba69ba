import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Role, UserStatus } from '@platform/contract';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedReferenceData } from '../src/seed/reference.js';
import { desc, eq, sql } from 'drizzle-orm';
import { companies, emailCodes, mailOutbox, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createDatabase } from './postgres.js';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh database per test file: in-memory PGlite by default, or a throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL. Both start as a copy of the database the global
 * setup migrated and seeded with reference data (`global-setup.ts`).
 */
async function openTestDatabase(): Promise<Database & { drop(): Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject('pgliteTemplate');
    pgliteTemplate ??= templateFile ? readFile(templateFile).then((b) => new Blob([b])) : undefined;
    const database = await openDatabase({ dataDir: '', inMemory: true, ...(pgliteTemplate ? { template: await pgliteTemplate } : {}) });
    return { ...database, drop: async () => undefined };
  }
  const created = await createDatabase(serverUrl, 't', inject('postgresTemplate') || undefined);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: '' });
  return { ...database, url: created.url, drop: created.drop };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: the test's own database. */
  databaseUrl?: string | undefined;
  config: Config;
  close(): Promise<void>;
};

type Overrides = Partial<Omit<Config, 'rateLimit'>> & { rateLimit?: Partial<Config['rateLimit']> };

/** Limits are generous by default so only the tests about limits meet them. */
const testLimits: Config['rateLimit'] = { loginPerIp: 1000, loginPerAccount: 1000, loginPerAccountTotal: 1000, codePerIp: 1000, codePerAddress: 1000 };

export async function startTestApp({ rateLimit, ...overrides }: Overrides = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await database.migrate();
  await seedReferenceData(database.db);
  const config = loadConfig(
    { LOG_LEVEL: 'silent', SESSION_SECRET: randomBytes(32).toString('hex') },
    {
      dataDir: path.join(tmpdir(), `platform-test-${randomUUID()}`),
      webDist: undefined,
      smtpUrl: undefined,
      // Tests sign managers in many times a minute, and an authenticator code works once per 30 s:
      // no role must have a second factor here unless a test asks (`mfaRequiredRoles: ['manager']`).
      mfaRequiredRoles: [],
      ...overrides,
      rateLimit: { ...testLimits, ...rateLimit },
    },
  );
  // Rounds end by their date, and the pilot decision clock, the backings' reconfirmation deadline
  // and the rounds' reporting tick, once a year here: a test not about them never meets one mid-assertion.
  if (!overrides.schedules)
    config.schedules = { ...config.schedules, roundEnding: '0 0 1 1 *', pilotClock: '0 0 1 1 *', backingDeadline: '0 0 1 1 *', roundReporting: '0 0 1 1 *' };
  const app = await buildApp(config, database);
  await app.ready();
  settleAfterInject(app);
  return {
    app,
    database,
    databaseUrl: database.url,
    config,
    async close() {
      await app.close();
      await database.close();
      await database.drop();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What follows a write (pushes, letters) is delivered after its response, in the background. A
 * test reads the outbox or the timeline right after a call, as a user would a moment later: each
 * `inject` resolves once the events recorded so far are delivered.
 */
export function settleAfterInject(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (opts: unknown) => Promise<unknown>;
  (app as unknown as { inject: (opts: unknown) => Promise<unknown> }).inject = async (opts: unknown) => {
    const response = await inject(opts);
    await app.events.settled();
    return response;
  };
}

let counter = 0;

/** Creates an account straight in the database, as sign-up (a later feature) would. */
export async function createUser(t: TestApp, opts: { role?: Role; email?: string; password?: string; status?: UserStatus; name?: string } = {}) {
  const password = opts.password ?? 'correct-horse-battery';
  const email = opts.email ?? `user${++counter}-${randomUUID().slice(0, 8)}@example.test`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      role: opts.role ?? 'startup',
      status: opts.status ?? 'active',
      firstName: 'Test',
      lastName: 'Person',
      agreement: true,
    })
    .returning();
  const role = opts.role ?? 'startup';
  if (role !== 'manager') await t.database.db.insert(companies).values({ userId: user!.id, role, name: opts.name ?? 'Test Company' });
  return { ...user!, password };
}

export async function login(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A test file's way to call its app as the web does: with the caller's bearer token (none or null:
 * signed out), a JSON body when one is given and any further headers (a language, a key). `app` is
 * read at each call, since a file starts its app in `beforeAll`.
 */
export function caller(app: () => TestApp) {
  return (method: Method, url: string, token?: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
    app().app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/** The newest code mailed to an address, read from the outbox as a person would read the letter. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Lets the resend pause pass without waiting: moves the address's codes a minute into the past. */
export async function ageCodes(t: TestApp, email: string, seconds = 61): Promise<void> {
  await t.database.db
    .update(emailCodes)
    .set({ createdAt: sql`${emailCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(emailCodes.email, email));
}

/** The key of the newest sign-in link mailed to an address, read from the letter in the outbox. */
export async function mailedSigninKey(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  const key = mail && /\/\?key=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!key) throw new Error(`no sign-in link mailed to ${email}`);
  return key;
}

/** The status of a refusal and the codes it gave its fields. */
export const fieldCodes = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  codes: (res.json() as { field_codes?: unknown }).field_codes,
});
