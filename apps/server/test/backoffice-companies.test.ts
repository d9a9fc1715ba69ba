import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyListSchema, type CompanyList, type CompanyListItem } from '@platform/contract';
import { companies, threads, tickets, users } from '../src/db/schema/index.js';
import { bearer, createUser, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let managerToken: string;
let startupToken: string;
const ids = new Map<string, string>();

type Seed = { name: string; role: 'startup' | 'investor' | 'corporate' | 'expert'; email: string; website: string | null; status?: 'blocked' | 'deleted' };
const named: Seed[] = [
  { name: 'Northwind Analytics', role: 'startup', email: 'ceo@northwind.test', website: 'northwind-analytics.example' },
  { name: 'Blue Harbor Capital', role: 'investor', email: 'deals@blueharbor.test', website: 'https://Harbor-Funds.example' },
  { name: 'Globex Corporation', role: 'corporate', email: 'office@globex.test', website: 'globex-group.example' },
  { name: 'Due Diligence Partners', role: 'expert', email: 'team@ddpartners.test', website: null },
  { name: '100% Organic', role: 'startup', email: 'hello@organic_farm.test', website: 'organic.example' },
  { name: 'Blocked Ventures', role: 'investor', email: 'info@blockedventures.test', website: null, status: 'blocked' },
  { name: 'Deleted Labs', role: 'startup', email: 'gone@deletedlabs.test', website: null, status: 'deleted' },
];
const fillers: Seed[] = Array.from({ length: 20 }, (_, i) => ({
  name: `Filler Co ${String(i + 1).padStart(2, '0')}`,
  role: 'startup',
  email: `filler-${i + 1}@fill.test`,
  website: `fill${i + 1}.example`,
}));
const all = [...named, ...fillers];
const base = Date.UTC(2026, 0, 1);

async function list(query: string, token = managerToken) {
  return t.app.inject({ method: 'GET', url: `/api/v1/manager/companies${query}`, headers: bearer(token) });
}
async function page(query: string): Promise<CompanyList> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return companyListSchema.parse(res.json());
}
/** Every page of a query, in order. */
async function everything(query: string): Promise<CompanyListItem[]> {
  const out: CompanyListItem[] = [];
  for (let skip = 0; ; skip += 20) {
    const answer = await page(`${query}&skip=${skip}`);
    out.push(...answer.companies);
    if (answer.companies.length < 20) return out;
  }
}
const names = (items: CompanyListItem[]) => items.map((c) => c.name);

beforeAll(async () => {
  t = await startTestApp();
  for (const [i, s] of all.entries()) {
    const u = await createUser(t, { role: s.role, email: s.email, name: s.name, status: s.status === 'blocked' ? 'blocked' : 'active' });
    ids.set(s.name, u.id);
    await t.database.db.update(companies).set({ website: s.website }).where(eq(companies.userId, u.id));
    // Sign-up dates a minute apart in the list's order; every third account never active.
    await t.database.db
      .update(users)
      .set({
        createdAt: new Date(base + i * 60_000),
        lastActiveAt: i % 3 === 0 ? null : new Date(base + ((i * 7) % all.length) * 3_600_000),
        ...(s.status === 'deleted' ? { status: 'deleted', deletedAt: new Date() } : {}),
      })
      .where(eq(users.id, u.id));
  }
  const manager = await createUser(t, { role: 'manager' });
  managerToken = await login(t, manager.email, manager.password);
  const startup = await createUser(t, { role: 'startup', email: 'viewer@viewer.test', name: 'Viewer Startup' });
  startupToken = await login(t, startup.email, startup.password);
  // The viewer is a company too; keep the list to the seeded ones by dropping its company row.
  await t.database.db.delete(companies).where(eq(companies.userId, startup.id));
});
afterAll(() => t.close());

describe('GET /api/v1/manager/companies', () => {
  it('lists every company of every role and status, 20 a page, with the total', async () => {
    const first = await page('?sort=name&dir=asc');
    expect(first.total).toBe(all.length);
    expect(first.companies).toHaveLength(20);
    const second = await page('?sort=name&dir=asc&skip=20');
    expect(second.companies).toHaveLength(all.length - 20);
    expect(second.total).toBe(all.length);
    const seen = new Set([...names(first.companies), ...names(second.companies)]);
    expect(seen).toEqual(new Set(all.map((s) => s.name)));
    const beyond = await page('?sort=name&dir=asc&skip=40');
    expect(beyond.companies).toEqual([]);
    expect(beyond.total).toBe(all.length);

    const both = [...first.companies, ...second.companies];
    expect(both.find((c) => c.name === 'Northwind Analytics')).toMatchObject({
      role: 'startup',
      email: 'ceo@northwind.test',
      website: 'northwind-analytics.example',
      status: 'active',
      counts: { applications: 0, rounds: 0, pilots: 0, threads: 0 },
    });
    expect(both.find((c) => c.name === 'Blocked Ventures')?.status).toBe('blocked');
    expect(both.find((c) => c.name === 'Deleted Labs')?.status).toBe('deleted');
  });

  it('finds a company by part of its name, e-mail or website, whatever the case', async () => {
    expect(names((await page('?q=nORTHwind')).companies)).toEqual(['Northwind Analytics']);
    expect(names((await page('?q=DILIGENCE')).companies)).toEqual(['Due Diligence Partners']);
    // Only the e-mail holds "blueharbor"; only the website holds "harbor-funds" and "globex-group".
    expect(names((await page('?q=blueHarbor')).companies)).toEqual(['Blue Harbor Capital']);
    expect(names((await page('?q=harbor-FUNDS')).companies)).toEqual(['Blue Harbor Capital']);
    expect(names((await page('?q=globex-group')).companies)).toEqual(['Globex Corporation']);
    const fill = await page('?q=fill&sort=name&dir=asc');
    expect(fill.total).toBe(20);
    expect(fill.companies).toHaveLength(20);
    expect((await page('?q=nothing-like-this')).total).toBe(0);
  });

  it('takes %, _ and \\ in the search literally', async () => {
    expect(names((await page(`?q=${encodeURIComponent('%')}`)).companies)).toEqual(['100% Organic']);
    expect(names((await page(`?q=${encodeURIComponent('0%')}`)).companies)).toEqual(['100% Organic']);
    expect(names((await page('?q=_')).companies)).toEqual(['100% Organic']);
    expect((await page(`?q=${encodeURIComponent('\\')}`)).total).toBe(0);
  });

  it('filters by role and by status, and with a search', async () => {
    expect(names((await page('?role=expert')).companies)).toEqual(['Due Diligence Partners']);
    expect(new Set(names((await page('?role=investor')).companies))).toEqual(new Set(['Blue Harbor Capital', 'Blocked Ventures']));
    expect(names((await page('?role=corporate')).companies)).toEqual(['Globex Corporation']);
    expect((await page('?role=startup')).total).toBe(all.filter((s) => s.role === 'startup').length);
    expect(names((await page('?status=blocked')).companies)).toEqual(['Blocked Ventures']);
    expect(names((await page('?status=deleted')).companies)).toEqual(['Deleted Labs']);
    expect((await page('?status=active')).total).toBe(all.length - 2);
    expect(names((await page('?role=investor&status=active')).companies)).toEqual(['Blue Harbor Capital']);
    expect(names((await page('?q=ventures&status=blocked')).companies)).toEqual(['Blocked Ventures']);
    expect((await page('?q=ventures&status=active')).total).toBe(0);
    expect((await page('?q=labs&role=investor')).total).toBe(0);
  });

  it('sorts by name both ways', async () => {
    const asc = await everything('?sort=name&dir=asc');
    expect(names(asc)).toEqual(all.map((s) => s.name).sort());
    const desc = await everything('?sort=name&dir=desc');
    expect(names(desc)).toEqual(names(asc).reverse());
  });

  it('sorts by sign-up date both ways, newest first by default', async () => {
    const asc = await everything('?sort=created&dir=asc');
    expect(names(asc)).toEqual(all.map((s) => s.name));
    expect(names(await everything('?sort=created&dir=desc'))).toEqual(all.map((s) => s.name).reverse());
    expect(names((await page('')).companies)).toEqual(
      all
        .map((s) => s.name)
        .reverse()
        .slice(0, 20),
    );
  });

  it('sorts by last activity both ways, accounts never active last', async () => {
    const seen = all.filter((_, i) => i % 3 !== 0).length;
    for (const dir of ['asc', 'desc'] as const) {
      const rows = await everything(`?sort=activity&dir=${dir}`);
      expect(rows).toHaveLength(all.length);
      const times = rows.slice(0, seen).map((c) => Date.parse(c.last_active_at!));
      expect(times.every((x) => Number.isFinite(x))).toBe(true);
      const sorted = [...times].sort((a, b) => (dir === 'asc' ? a - b : b - a));
      expect(times).toEqual(sorted);
      expect(rows.slice(seen).every((c) => c.last_active_at === null)).toBe(true);
    }
  });

  it("counts each company's open applications and waiting threads", async () => {
    const id = ids.get('Northwind Analytics')!;
    const counts = async () => (await page('?q=northwind')).companies[0]!.counts;
    expect(await counts()).toEqual({ applications: 0, rounds: 0, pilots: 0, threads: 0 });
    await t.database.db.insert(tickets).values([
      { type: 'startup_investment', ownerId: id, status: 'registred', form: {} },
      { type: 'startup_pilot', ownerId: id, status: 'searching', form: {} },
      { type: 'startup_duedill', ownerId: id, status: 'success', form: {} },
    ]);
    const now = new Date();
    await t.database.db.insert(threads).values([
      {
        kind: 'company',
        companyId: id,
        title: 'A question',
        description: 'Where is my offer?',
        startedByManager: false,
        answered: true,
        lastPostAt: now,
        lastPostPreview: 'Where is my offer?',
        waitingSince: now,
      },
      {
        kind: 'company',
        companyId: id,
        title: 'Answered',
        description: 'Thanks',
        startedByManager: true,
        answered: false,
        lastPostAt: now,
        lastPostPreview: 'Thanks',
        waitingSince: null,
      },
    ]);
    expect(await counts()).toEqual({ applications: 2, rounds: 0, pilots: 0, threads: 1 });
  });

  it('shows when a company was last active once it signs in', async () => {
    const filler = fillers[0]!;
    await t.database.db.update(users).set({ lastActiveAt: null, lastSignInAt: null }).where(eq(users.email, filler.email));
    await login(t, filler.email, 'correct-horse-battery');
    const [row] = await t.database.db.select({ signIn: users.lastSignInAt, active: users.lastActiveAt }).from(users).where(eq(users.email, filler.email));
    expect(row!.signIn).not.toBeNull();
    expect(row!.active).not.toBeNull();
    const listed = (await page(`?q=${filler.email}`)).companies[0]!;
    expect(Date.parse(listed.last_active_at!)).toBe(row!.active!.getTime());
  });

  it('moves the last activity on a signed-in request at most every five minutes', async () => {
    const filler = fillers[1]!;
    const token = await login(t, filler.email, 'correct-horse-battery');
    const activity = async () => (await t.database.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.email, filler.email)))[0]!.at!.getTime();
    const info = () => t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    // Fresh: a request leaves it alone.
    const fresh = new Date(Date.now() - 60_000);
    await t.database.db.update(users).set({ lastActiveAt: fresh }).where(eq(users.email, filler.email));
    expect((await info()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await activity()).toBe(fresh.getTime());
    // Five minutes later the activity is six minutes old, for the database's row and for the
    // server's clock alike (a process may hold the session in memory): the next request moves it.
    const stale = new Date(Date.now() - 6 * 60_000);
    await t.database.db.update(users).set({ lastActiveAt: stale }).where(eq(users.email, filler.email));
    const later = Date.now() + 5 * 60_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      expect((await info()).statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
    await expect.poll(activity, { timeout: 2000 }).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses non-managers and bad queries', async () => {
    expect((await list('', startupToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/manager/companies' })).statusCode).toBe(401);
    for (const bad of ['?role=manager', '?status=gone', '?sort=x', '?dir=up', '?take=0', '?take=1001', '?skip=-1', '?skip=abc', `?q=${'a'.repeat(101)}`]) {
      const res = await list(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ code: string }>().code, bad).toBe('validation_failed');
    }
    expect((await list(`?q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });
});
