/**
 * Companies for the back office's companies search: investors, corporates and expert companies
 * next to the generated startups, written after every other generator so no other case's data
 * changes. Each has a realistic name, a website on a domain made from the name and its contact's
 * e-mail on that domain; most were active within the last 120 days (some never since sign-up),
 * 2 in 100 are blocked and 1 in 200 deleted. The search word is the one, among a few common name
 * and e-mail parts, whose matches (names, e-mails and websites of every company) come nearest to
 * 300.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/dist/db/client.js';
import { companies, users } from '../../apps/server/dist/db/schema/index.js';
import { faker, generateExpertCompany, generateFoundation, type HandbookIds } from '../../apps/server/dist/seed/generators.js';
import { createCompanyListService } from '../../apps/server/dist/modules/backoffice/list-service.js';

type Log = (line: string) => void;

export type CompaniesWorkload = {
  /** The search word and how many companies of every role match it. */
  search: string;
  matching: number;
  /** Companies of every role in the database, and how many of them this generator added. */
  companies: number;
  generated: number;
  blocked: number;
};

const BATCH = 1000;
const DAY_MS = 86_400_000;
const TARGET_MATCHES = 300;
/** Common name and e-mail parts; the one matching nearest to `TARGET_MATCHES` companies is searched. */
const CANDIDATES = ['harbor', 'ridge', 'brook', 'stone', 'field', 'wood', 'berg', 'ville', 'nova', 'gate', 'well', 'haven', 'ford', 'mont', 'crest'];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function generateCompany(i: number, ids: HandbookIds, passwordHash: string) {
  const role = faker.helpers.weightedArrayElement([
    { value: 'investor' as const, weight: 4 },
    { value: 'corporate' as const, weight: 4 },
    { value: 'expert' as const, weight: 2 },
  ]);
  const base = role === 'expert' ? generateExpertCompany(ids, passwordHash) : generateFoundation(role, ids, passwordHash);
  const domain = `${slug(base.company.name)}.${faker.helpers.arrayElement(['example', 'example.com', 'example.org', 'example.net'])}`;
  const first = base.user.firstName;
  const last = base.user.lastName;
  const createdAt = faker.date.past({ years: 3 });
  const since = createdAt.getTime();
  const active = faker.number.int({ min: 0, max: 9 }) < 8 ? new Date(Math.max(since, Date.now() - faker.number.int({ min: 0, max: 120 * DAY_MS }))) : null;
  const fate = faker.number.int({ min: 0, max: 999 });
  const status = fate < 20 ? ('blocked' as const) : fate < 25 ? ('deleted' as const) : ('active' as const);
  return {
    user: {
      ...base.user,
      email: `${slug(first)}.${slug(last)}.${i}@${domain}`,
      status,
      createdAt,
      lastSignInAt: active,
      lastActiveAt: active,
      ...(status === 'blocked' ? { blockedAt: new Date(), blockedReason: 'Spam offers to startups' } : {}),
      ...(status === 'deleted' ? { deletedAt: new Date() } : {}),
    },
    company: { ...base.company, website: faker.helpers.arrayElement([`https://www.${domain}`, `https://${domain}`, `www.${domain}`]), createdAt },
  };
}

export async function populateCompanies(database: Database, count: number, ids: HandbookIds, passwordHash: string, log: Log): Promise<CompaniesWorkload> {
  const started = Date.now();
  let blocked = 0;
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => generateCompany(done + i, ids, passwordHash));
    blocked += rows.filter((r) => r.user.status === 'blocked').length;
    await database.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(rows.map((r) => r.user))
        .returning({ id: users.id });
      await tx.insert(companies).values(rows.map((r, i) => ({ ...r.company, userId: inserted[i]!.id })));
    });
    const made = done + rows.length;
    if (made % 20_000 === 0 || made === count) {
      log(
        `  companies for the back office: ${made.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  }
  return { search: '', matching: 0, companies: 0, generated: count, blocked };
}

/** Picks the search word after the data is analysed, with the very query the list runs for its total. */
export async function chooseCompanySearch(database: Database, workload: CompaniesWorkload): Promise<CompaniesWorkload> {
  const list = createCompanyListService(database.db);
  let best = { search: CANDIDATES[0]!, matching: -1 };
  for (const search of CANDIDATES) {
    const [row] = await list.build({ q: search, sort: 'activity', dir: 'desc', take: 20, skip: 0 }).total;
    const matching = Number(row?.total ?? 0);
    if (best.matching < 0 || Math.abs(matching - TARGET_MATCHES) < Math.abs(best.matching - TARGET_MATCHES)) best = { search, matching };
  }
  const [all] = await database.db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return { ...workload, ...best, companies: all?.n ?? 0 };
}
