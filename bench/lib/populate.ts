/**
 * Fills a benchmark database before the server opens it, with the server's own migrations, demo
 * seed and generators (from its build): generated startups, investors and corporates, and
 * applications spread over them (a share for the demo investor, offers where the status needs
 * them), with expert tickets among them (generated expert companies working on the clients'
 * due-diligence applications, a share for the demo expert company); crowdfunding rounds with
 * their backers, and pilot cards with their applications (populate-crowdfunding.ts,
 * populate-pilots.ts). Then it asks the database for the plans of the list queries the cases call.
 */
import { randomBytes } from 'node:crypto';
import { offerRolesFor, type ClientTicketStatus, type ClientTicketType, type ExpertTicketStatus } from '@platform/contract';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/dist/db/client.js';
import { hashPassword } from '../../apps/server/dist/platform/passwords.js';
import { seedReferenceData } from '../../apps/server/dist/db/seed/reference.js';
import { handbookIds, seedDemoData } from '../../apps/server/dist/db/seed/demo.js';
import { generateTicketForm } from '../../apps/server/dist/db/seed/demo-tickets.js';
import { faker, generateExpertCompany, generateFoundation, generateInternalExpert, generateStartup } from '../../apps/server/dist/db/seed/generators.js';
import {
  companies,
  expertDuedills,
  internalExperts,
  investorProfiles,
  offers,
  startupProfiles,
  threadPosts,
  threads,
  tickets,
  users,
} from '../../apps/server/dist/db/schema/index.js';
import { expertListQueries } from '../../apps/server/dist/modules/duediligence/queries.js';
import { companyThreadQueries } from '../../apps/server/dist/modules/messages/queries.js';
import { inRange, meetingQuery } from '../../apps/server/dist/modules/meetings/queries.js';
import { createStartupListService } from '../../apps/server/dist/modules/startups/service.js';
import { ownerListQueries } from '../../apps/server/dist/modules/tickets/service.js';
import { queueQueries } from '../../apps/server/dist/modules/manager/tickets-service.js';
import { planOf, type QueryPlan } from './plans.js';
import { populateMeetings, type MeetingsWorkload } from './populate-meetings.js';
import { populateCrowdfunding, type CrowdfundingWorkload } from './populate-crowdfunding.js';
import { createCrowdfundingListService } from '../../apps/server/dist/modules/crowdfunding/list-service.js';
import { showcaseListQueries } from '../../apps/server/dist/modules/pilots/showcase-service.js';
import { populatePilots, type PilotsWorkload } from './populate-pilots.js';
import { chooseCompanySearch, populateCompanies, type CompaniesWorkload } from './populate-companies.js';
import { createCompanyListService } from '../../apps/server/dist/modules/backoffice/list-service.js';
import { populateTimeline, type TimelineWorkload } from './populate-timeline.js';
import { timelinePageQuery } from '../../apps/server/dist/modules/timeline/read-service.js';
import type { DatabaseTarget } from './databases.js';

export type Sizes = { startups: number; foundations: number; tickets: number; threads: number; crowdfunds: number; backers: number; pilots: number };

/** What the data cases ask for: the same values the plans were taken with. */
export type Workload = {
  startupsList: { query: string; body: { search: string; industries: number[]; rounds: number[] } };
  ownerTickets: { query: string; owner: string; total: number };
  queue: { query: string; status: ClientTicketStatus; type: ClientTicketType };
  companyThreads: { query: string; owner: string; total: number };
  /**
   * The demo expert company's list: `total` is every expert ticket it owns (the demo seed's
   * included), `owned` how many of the `generated` expert tickets are its own.
   */
  expertTickets: { query: string; owner: string; total: number; owned: number; generated: number };
  /** The internal expert whose week the work-calendar case reads, among two years of meetings. */
  meetings: MeetingsWorkload;
  /** The investor's crowdfunding list: one funding round, most funded first. */
  crowdfunding: CrowdfundingWorkload & { query: string; body: { rounds: number[] } };
  /** The demo startup's pilot showcase: a name search, one country and one industry, default order. */
  pilots: PilotsWorkload & { query: string; body: { search: string; location: number[]; industries: number[] } };
  /** The back office's companies search: one word over names, e-mails and websites, by last activity. */
  companies: CompaniesWorkload & { query: string };
  /** The demo startup's timeline the back office reads: 5,000 generated entries among 300,000 of other companies. */
  timeline?: TimelineWorkload;
  sizes: Sizes;
};

export type Populated = { workload: Workload; plans: QueryPlan[]; seconds: number };

const BATCH = 1000;
/** Every this-many generated application belongs to the demo investor, and every this-many expert ticket to the demo expert company. */
const DEMO_SHARE = 100;
const STATUS_WEIGHTS: [ClientTicketStatus, number][] = [
  ['registred', 25],
  ['signing_agreement', 15],
  ['searching', 20],
  ['waiting_confirm', 15],
  ['deal', 8],
  ['success', 10],
  ['cancelled', 7],
];
const OFFERED = new Set<ClientTicketStatus>(['waiting_confirm', 'deal', 'success']);
/** Every this-many generated ticket (the fifth, tenth, …) is an expert ticket rather than an application. */
const EXPERT_SHARE = 5;
/** Expert companies generated to own the expert tickets, each with two internal experts. */
const EXPERT_COMPANIES = 100;
const EXPERT_STATUS_WEIGHTS: [ExpertTicketStatus, number][] = [
  ['due_wait_resp', 20],
  ['due_work_approval', 10],
  ['due_in_due', 20],
  ['due_accept_work', 10],
  ['due_change_req', 5],
  ['due_success', 25],
  ['due_cancel', 10],
];
/** Statuses in which the expert company has named the internal expert doing the work. */
const STAFFED = new Set<ExpertTicketStatus>(['due_in_due', 'due_accept_work', 'due_change_req', 'due_success']);
const DAY_MS = 86_400_000;

/** How many of `count` generated tickets are expert tickets. */
export const expertTicketsOf = (count: number) => Math.floor(count / EXPERT_SHARE);
const TYPES_OF = {
  startup: ['startup_investment', 'startup_pilot', 'startup_duedill'],
  investor: ['investor_investment', 'investor_pilot', 'investor_duedill'],
  corporate: ['corporate_investment', 'corporate_pilot', 'corporate_duedill'],
} as const satisfies Record<string, readonly ClientTicketType[]>;
const DUE_DILIGENCE_TYPES: ClientTicketType[] = ['startup_duedill', 'investor_duedill', 'corporate_duedill'];

type Log = (line: string) => void;

async function timed(log: Log, what: string, count: number, run: (progress: (done: number) => void) => Promise<void>) {
  const started = Date.now();
  let shown = 0;
  await run((done) => {
    if (done - shown >= count / 5 || done === count) {
      shown = done;
      log(`  ${what}: ${done.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  });
}

async function populateStartups(database: Database, count: number, passwordHash: string, log: Log) {
  const ids = await handbookIds(database.db);
  await timed(log, 'startups', count, async (progress) => {
    for (let done = 0; done < count; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - done) }, () => generateStartup(ids, passwordHash));
      await database.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(users)
          .values(rows.map((r, i) => ({ ...r.user, email: `bench-startup-${done + i}@startups.example` })))
          .returning({ id: users.id });
        await tx.insert(companies).values(rows.map((r, i) => ({ ...r.company, userId: inserted[i]!.id })));
        await tx.insert(startupProfiles).values(rows.map((r, i) => ({ ...r.profile, userId: inserted[i]!.id })));
      });
      progress(done + rows.length);
    }
  });
}

async function populateFoundations(database: Database, count: number, passwordHash: string, log: Log) {
  const ids = await handbookIds(database.db);
  await timed(log, 'investors and corporates', count, async (progress) => {
    for (let done = 0; done < count; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) =>
        generateFoundation((done + i) % 2 === 0 ? 'investor' : 'corporate', ids, passwordHash),
      );
      await database.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(users)
          .values(rows.map((r, i) => ({ ...r.user, email: `bench-foundation-${done + i}@foundations.example` })))
          .returning({ id: users.id });
        await tx.insert(companies).values(rows.map((r, i) => ({ ...r.company, userId: inserted[i]!.id })));
        const deals = rows.flatMap((r, i) => (r.averageDeal ? [{ userId: inserted[i]!.id, averageDeal: r.averageDeal }] : []));
        if (deals.length > 0) await tx.insert(investorProfiles).values(deals);
      });
      progress(done + rows.length);
    }
  });
}

function weightedStatus(): ClientTicketStatus {
  return faker.helpers.weightedArrayElement(STATUS_WEIGHTS.map(([value, weight]) => ({ value, weight })));
}

/** Generated expert companies, two internal experts each; returns each company's internal experts. */
async function populateExperts(database: Database, passwordHash: string): Promise<Map<string, string[]>> {
  const ids = await handbookIds(database.db);
  const rows = Array.from({ length: EXPERT_COMPANIES }, () => generateExpertCompany(ids, passwordHash));
  const staff = new Map<string, string[]>();
  await database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(rows.map((r, i) => ({ ...r.user, email: `bench-expert-${i}@experts.example` })))
      .returning({ id: users.id });
    await tx.insert(companies).values(rows.map((r, i) => ({ ...r.company, userId: inserted[i]!.id })));
    const experts = await tx
      .insert(internalExperts)
      .values(inserted.flatMap((u) => [generateInternalExpert(u.id, ids), generateInternalExpert(u.id, ids)]))
      .returning({ id: internalExperts.id, companyId: internalExperts.companyId });
    for (const e of experts) staff.set(e.companyId, [...(staff.get(e.companyId) ?? []), e.id]);
  });
  return staff;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Applications spread over the generated companies, one in a hundred the demo investor's; every
 * fifth ticket is an expert ticket instead, serving a client's due-diligence application, owned by
 * a generated expert company or, one in a hundred, the demo expert company.
 * Returns how many expert tickets were generated and how many of them the demo expert company got.
 */
async function populateTickets(
  database: Database,
  count: number,
  demo: { investor: string; expert: string; manager: string },
  staff: Map<string, string[]>,
  log: Log,
): Promise<{ generated: number; demoExpert: number }> {
  const ids = await handbookIds(database.db);
  const byRole = new Map<string, string[]>();
  for (const row of await database.db.select({ id: companies.userId, role: companies.role }).from(companies)) {
    const list = byRole.get(row.role);
    if (list) list.push(row.id);
    else byRole.set(row.role, [row.id]);
  }
  const of = (role: string) => byRole.get(role) ?? [];
  const experts = [...staff.keys()];
  const demoStaff = (
    await database.db
      .select({ id: internalExperts.id })
      .from(internalExperts)
      .where(sql`${internalExperts.companyId} = ${demo.expert}`)
  ).map((r) => r.id);
  // The clients' due-diligence applications an expert ticket can serve: the demo seed's, then the generated ones.
  const dueDiligence = (await database.db.select({ id: tickets.id }).from(tickets).where(inArray(tickets.type, DUE_DILIGENCE_TYPES))).map((r) => r.id);
  const since = Date.now() - 2 * 365 * DAY_MS;
  const someday = () => new Date(since + Math.floor(faker.number.float({ min: 0, max: 1 }) * (Date.now() - since)));
  const made = { generated: 0, demoExpert: 0 };
  await timed(log, 'applications and expert tickets', count, async (progress) => {
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      const clientRows: (typeof tickets.$inferInsert & { type: ClientTicketType; status: ClientTicketStatus })[] = [];
      const expertAt: number[] = [];
      for (let i = done; i < done + size; i++) {
        if (i % EXPERT_SHARE === EXPERT_SHARE - 1) {
          expertAt.push(i);
          continue;
        }
        const isDemo = i % DEMO_SHARE === 0;
        const role = isDemo
          ? 'investor'
          : faker.helpers.weightedArrayElement([
              { value: 'startup' as const, weight: 6 },
              { value: 'investor' as const, weight: 2 },
              { value: 'corporate' as const, weight: 2 },
            ]);
        const type = faker.helpers.arrayElement(TYPES_OF[role]);
        const ownerId = isDemo ? demo.investor : faker.helpers.arrayElement(of(role));
        const status = weightedStatus();
        const form = generateTicketForm(type, ids, `contact-${i}@clients.example`);
        const createdAt = someday();
        clientRows.push({
          type,
          ownerId,
          status,
          form,
          createdAt,
          updatedAt: createdAt,
          expire: typeof form.expire === 'string' ? form.expire : null,
          coInvestment: form.agree_co_investment === true,
        });
      }
      await database.db.transaction(async (tx) => {
        const inserted = clientRows.length > 0 ? await tx.insert(tickets).values(clientRows).returning({ id: tickets.id }) : [];
        const offered = clientRows.flatMap((r, i) => {
          if (r.type.endsWith('_duedill')) dueDiligence.push(inserted[i]!.id);
          if (!OFFERED.has(r.status)) return [];
          const pool = of(offerRolesFor(r.type)[0]!);
          return faker.helpers.arrayElements(pool, Math.min(2, pool.length)).map((companyId, n) => ({
            ticketId: inserted[i]!.id,
            companyId,
            interesting: r.status !== 'waiting_confirm' && n === 0 ? true : null,
            isViewed: r.status !== 'waiting_confirm' && n === 0,
          }));
        });
        if (offered.length > 0) await tx.insert(offers).values(offered);
        if (expertAt.length === 0 || dueDiligence.length === 0) return;

        const work = expertAt.map((i) => {
          const isDemo = Math.floor(i / EXPERT_SHARE) % DEMO_SHARE === 0;
          const ownerId = isDemo ? demo.expert : faker.helpers.arrayElement(experts);
          const status = faker.helpers.weightedArrayElement(EXPERT_STATUS_WEIGHTS.map(([value, weight]) => ({ value, weight })));
          const createdAt = someday();
          const interesting = status === 'due_wait_resp' ? null : status === 'due_cancel' ? faker.datatype.boolean() : true;
          const team = isDemo ? demoStaff : (staff.get(ownerId) ?? []);
          return {
            ticket: {
              type: 'expert_duedill' as const,
              ownerId,
              status,
              form: {},
              expire: isoDay(new Date(createdAt.getTime() + 14 * DAY_MS)),
              createdAt,
              updatedAt: createdAt,
            },
            dd: {
              clientTicketId: faker.helpers.arrayElement(dueDiligence),
              timeline: `${faker.number.int({ min: 2, max: 8 })} weeks`,
              startDate: isoDay(new Date(createdAt.getTime() + 7 * DAY_MS)),
              fee: faker.number.int({ min: 10, max: 200 }) * 500,
              interesting,
              answeredAt: interesting === null ? null : new Date(createdAt.getTime() + 5 * 3_600_000),
              internalExpertId: STAFFED.has(status) && team.length > 0 ? faker.helpers.arrayElement(team) : null,
              viewedAt: status === 'due_wait_resp' && faker.datatype.boolean() ? null : createdAt,
              sentBy: demo.manager,
            },
            isDemo,
          };
        });
        const sent = await tx
          .insert(tickets)
          .values(work.map((w) => w.ticket))
          .returning({ id: tickets.id });
        await tx.insert(expertDuedills).values(work.map((w, i) => ({ ...w.dd, ticketId: sent[i]!.id })));
        made.generated += work.length;
        made.demoExpert += work.filter((w) => w.isDemo).length;
      });
      progress(done + size);
    }
  });
  return made;
}

/**
 * Company threads spread over the generated startups, one in a hundred the demo startup's, each
 * with its opening post; a third answered by a manager, a tenth closed.
 */
async function populateThreads(database: Database, count: number, demoStartup: string, log: Log) {
  const startupIds = (
    await database.db
      .select({ id: companies.userId })
      .from(companies)
      .where(sql`${companies.role} = 'startup'`)
  ).map((r) => r.id);
  const since = Date.now() - 365 * 86_400_000;
  await timed(log, 'company threads', count, async (progress) => {
    for (let done = 0; done < count; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - done) }, (_, i) => {
        const createdAt = new Date(since + Math.floor(faker.number.float({ min: 0, max: 1 }) * (Date.now() - since)));
        const answered = faker.number.int({ min: 0, max: 2 }) !== 0;
        const text = faker.lorem.sentences({ min: 1, max: 3 });
        return {
          kind: 'company' as const,
          companyId: (done + i) % DEMO_SHARE === 0 ? demoStartup : faker.helpers.arrayElement(startupIds),
          title: faker.lorem.sentence({ min: 3, max: 7 }),
          description: text,
          startedByManager: false,
          closed: faker.number.int({ min: 0, max: 9 }) === 0,
          answered,
          lastPostAt: createdAt,
          lastPostPreview: text.slice(0, 160),
          waitingSince: answered ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        };
      });
      await database.db.transaction(async (tx) => {
        const inserted = await tx.insert(threads).values(rows).returning({ id: threads.id, companyId: threads.companyId });
        await tx.insert(threadPosts).values(
          rows.map((r, i) => ({
            threadId: inserted[i]!.id,
            authorId: inserted[i]!.companyId,
            byManager: false,
            text: r.description,
            createdAt: r.createdAt,
          })),
        );
      });
      progress(done + rows.length);
    }
  });
}

/** The list queries the cases call, with the values they call them with, as the database plans them. */
async function plansOf(database: Database, workload: Workload, ids: { industries: number[]; rounds: number[] }): Promise<QueryPlan[]> {
  const startupsFilters = workload.startupsList.body;
  const startupsPage = { take: 20, skip: 0, order_by: 'intema_score' as const, order_dir: 'desc' as const };
  const startups = createStartupListService(database.db).build({ ...startupsFilters, industries: ids.industries, rounds: ids.rounds }, startupsPage);
  const owner = ownerListQueries(database.db, workload.ownerTickets.owner, TYPES_OF.investor, { take: 20, skip: 0 });
  const queue = queueQueries(database.db, { take: 20, skip: 0, status: workload.queue.status, type: workload.queue.type });
  const everything = queueQueries(database.db, { take: 20, skip: 0 });
  const companyThreads = companyThreadQueries(database.db, workload.companyThreads.owner, 'company', { take: 20, skip: 0 });
  const expert = expertListQueries(database.db, workload.expertTickets.owner, { take: 20, skip: 0 });
  const crowdfunding = createCrowdfundingListService(database.db).build(workload.crowdfunding.body, {
    take: 20,
    skip: 0,
    order_by: 'current_investments',
    order_dir: 'desc',
  });
  const showcase = showcaseListQueries(database.db, workload.pilots.body, { take: 20, skip: 0 });
  const companySearch = createCompanyListService(database.db).build({ q: workload.companies.search, sort: 'activity', dir: 'desc', take: 20, skip: 0 });
  const week = meetingQuery(
    database.db,
    inRange(workload.meetings.expertId, { from: new Date(workload.meetings.week.from), to: new Date(workload.meetings.week.to) }),
  );
  const wanted: [string, string, { toSQL(): { sql: string; params: unknown[] } }][] = [
    // The startups page and the owner's page carry their totals; the count queries run alone only
    // for a page past the last row (and, for startups, without a search or handbook filter).
    ['startups-list', 'startups list: page with its total (search, industries, rounds, by score)', startups.page],
    ['startups-list', 'startups list: total counted apart', startups.total],
    ['owner-tickets', 'investor ticket list: page with its total', owner.rows],
    ['owner-tickets', 'investor ticket list: total counted apart', owner.total],
    ['manager-queue', 'manager queue by status and type: page', queue.rows],
    ['manager-queue', 'manager queue: counts per status of the type', queue.counts],
    ['manager-queue-all', 'manager queue, no filter: page', everything.rows],
    ['manager-queue-all', 'manager queue, no filter: counts per status', everything.counts],
    ['company-threads', 'company threads of the demo startup: page', companyThreads.rows],
    ['company-threads', 'company threads of the demo startup: total', companyThreads.total],
    ['expert-tickets', 'expert ticket list of the demo expert company: page with its total', expert.rows],
    ['expert-tickets', 'expert ticket list: total counted apart', expert.count],
    ['work-calendar-week', "an internal expert's meetings in one week", week],
    ['crowdfunding-list', 'crowdfunding list of one funding round, most funded first: page', crowdfunding.page],
    ['crowdfunding-list', 'crowdfunding list of one funding round: total', crowdfunding.total],
    ['pilots-showcase', 'pilot showcase (search, country, industry), by published date: page', showcase.page],
    ['pilots-showcase', 'pilot showcase (search, country, industry): total', showcase.total],
    ['companies-search', 'back office companies search (name, e-mail or website), by last activity: page', companySearch.page],
    ['companies-search', 'back office companies search: total', companySearch.total],
    ...(workload.timeline
      ? ([
          [
            'company-timeline',
            "a company's timeline, newest first: first page",
            timelinePageQuery(database.db, workload.timeline.companyId, { take: 30, withInternal: true }),
          ],
          [
            'company-timeline-deep',
            "a company's timeline: a page 4,000 entries deep",
            timelinePageQuery(database.db, workload.timeline.companyId, { take: 30, withInternal: true, before: workload.timeline.deepCursor }),
          ],
        ] satisfies [string, string, { toSQL(): { sql: string; params: unknown[] } }][])
      : []),
  ];
  const out: QueryPlan[] = [];
  for (const [caseId, title, query] of wanted) out.push(await planOf(database, caseId, title, query.toSQL()));
  return out;
}

export async function populate(target: DatabaseTarget, sizes: Sizes, log: Log): Promise<Populated> {
  const started = Date.now();
  // Bulk inserts and VACUUM may run longer than a request's statement limit.
  const database = await openDatabase({ databaseUrl: target.env.DATABASE_URL, dataDir: target.env.DATA_DIR!, requestLimits: false });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    // The demo accounts first: the cases sign in as them, and the demo investor owns a share.
    await seedDemoData(database.db);
    faker.seed(100_000);
    // Generated accounts cannot sign in: one hash of a random secret serves them all.
    const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
    await populateStartups(database, sizes.startups, passwordHash, log);
    await populateFoundations(database, sizes.foundations, passwordHash, log);
    const [investor] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = 'investor@demo.test'`);
    if (!investor) throw new Error('the demo seed made no investor@demo.test');
    const [expert] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = 'expert@demo.test'`);
    if (!expert) throw new Error('the demo seed made no expert@demo.test');
    const [manager] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = 'manager@demo.test'`);
    if (!manager) throw new Error('the demo seed made no manager@demo.test');
    const staff = await populateExperts(database, passwordHash);
    const made = await populateTickets(database, sizes.tickets, { investor: investor.id, expert: expert.id, manager: manager.id }, staff, log);
    const [startup] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = 'startup@demo.test'`);
    if (!startup) throw new Error('the demo seed made no startup@demo.test');
    await populateThreads(database, sizes.threads, startup.id, log);
    const meetingsWorkload = await populateMeetings(database, expert.id, log);
    const handbook = await handbookIds(database.db);
    const crowdfundingWorkload = await populateCrowdfunding(database, sizes, handbook.rounds, handbook.byCode.get('rounds:seed')!, log);
    const pilotsWorkload = await populatePilots(database, sizes.pilots, handbook, manager.id, log);
    // As many investors, corporates and expert companies as startups, last: no other case's data changes.
    const companiesGenerated = await populateCompanies(database, sizes.startups, handbook, passwordHash, log);
    const timelineWorkload = await populateTimeline(database, startup.id, log);
    // VACUUM as well as ANALYZE: PostgreSQL's autovacuum would otherwise work through the new rows
    // during the first measured cases, and its CPU would be counted as theirs.
    await database.db.execute(sql`vacuum analyze`);
    // And a checkpoint, so the checkpointer is not still writing the new pages out while cases run.
    await database.db.execute(sql`checkpoint`);

    const companiesWorkload = await chooseCompanySearch(database, companiesGenerated);
    const hb = await handbookIds(database.db);
    const industry = hb.byCode.get('industries:ai')!;
    const round = hb.byCode.get('rounds:seed')!;
    const [owned] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(sql`${tickets.ownerId} = ${investor.id}`);
    const [expertOwned] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(sql`${tickets.ownerId} = ${expert.id} and ${tickets.type} = 'expert_duedill'`);
    const [threaded] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(threads)
      .where(sql`${threads.companyId} = ${startup.id} and ${threads.kind} = 'company'`);
    const workload: Workload = {
      startupsList: { query: '?take=20&skip=0&order_by=intema_score&order_dir=desc', body: { search: 'tech', industries: [industry], rounds: [round] } },
      ownerTickets: { query: '?take=20&skip=0', owner: investor.id, total: owned?.n ?? 0 },
      queue: { query: '?take=20&skip=0&status=searching&type=startup_investment', status: 'searching', type: 'startup_investment' },
      companyThreads: { query: '?take=20&skip=0&order_by=updatedAt&order_dir=desc', owner: startup.id, total: threaded?.n ?? 0 },
      expertTickets: { query: '?take=20&skip=0', owner: expert.id, total: expertOwned?.n ?? 0, owned: made.demoExpert, generated: made.generated },
      meetings: meetingsWorkload,
      crowdfunding: {
        ...crowdfundingWorkload,
        query: '?take=20&skip=0&order_by=current_investments&order_dir=desc',
        body: { rounds: [crowdfundingWorkload.round] },
      },
      pilots: {
        ...pilotsWorkload,
        query: '?take=20&skip=0',
        body: { search: pilotsWorkload.search, location: [pilotsWorkload.country], industries: [pilotsWorkload.industry] },
      },
      companies: { ...companiesWorkload, query: `?q=${encodeURIComponent(companiesWorkload.search)}&sort=activity` },
      timeline: timelineWorkload,
      sizes,
    };
    log(`  analysing query plans …`);
    const plans = await plansOf(database, workload, { industries: [industry], rounds: [round] });
    return { workload, plans, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await database.close();
  }
}
