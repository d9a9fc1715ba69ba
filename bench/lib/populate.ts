/**
 * Fills a benchmark database before the server opens it, with the server's own migrations, demo
 * seed and generators (from its build): generated startups, investors and corporates, and
 * applications spread over them (a share for the demo investor, offers where the status needs
 * them), with expert tickets among them (generated expert companies working on the clients'
 * due-diligence applications, a share for the demo expert company); crowdfunding rounds with
 * their backers, and pilot cards with their applications (populate-crowdfunding.ts,
 * populate-pilots.ts and the other populate-*.ts files). Then it asks the database for the plans of the list queries the cases call.
 */
import { randomBytes } from 'node:crypto';
import type { ClientTicketStatus, ClientTicketType } from '@platform/contract';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/dist/db/client.js';
import { applyConcurrentSteps } from '../../apps/server/dist/db/concurrent.js';
import { hashPassword } from '../../apps/server/dist/platform/passwords.js';
import { seedReferenceData } from '../../apps/server/dist/seed/reference.js';
import { handbookIds, seedDemoData } from '../../apps/server/dist/seed/demo.js';
import { faker } from '../../apps/server/dist/seed/generators.js';
import { threads, tickets, users } from '../../apps/server/dist/db/schema/index.js';
import { expertListQueries } from '../../apps/server/dist/modules/duediligence/queries.js';
import { companyThreadQueries } from '../../apps/server/dist/modules/messages/queries.js';
import { inRange, meetingQuery } from '../../apps/server/dist/modules/schedule/meeting-queries.js';
import { createStartupListService } from '../../apps/server/dist/modules/startups/service.js';
import { ownerListQueries } from '../../apps/server/dist/modules/tickets/service.js';
import { queueQueries } from '../../apps/server/dist/modules/tickets/manager-service.js';
import { planOf, type QueryPlan } from './plans.js';
import { populateMeetings, type MeetingsWorkload } from './populate-meetings.js';
import { populateCrowdfunding, type CrowdfundingWorkload } from './populate-crowdfunding.js';
import { createCrowdfundingListService } from '../../apps/server/dist/modules/crowdfunding/list-service.js';
import { portfolioQueries } from '../../apps/server/dist/modules/crowdfunding/portfolio.js';
import { questionQueries } from '../../apps/server/dist/modules/crowdfunding/questions-service.js';
import { roomPostQueries } from '../../apps/server/dist/modules/crowdfunding/room-service.js';
import { populateCrowdfundingReads, type CrowdfundingReadsWorkload } from './populate-crowdfunding-reads.js';
import { showcaseListQueries } from '../../apps/server/dist/modules/pilots/showcase-service.js';
import { populatePilots, type PilotsWorkload } from './populate-pilots.js';
import { chooseCompanySearch, populateCompanies, type CompaniesWorkload } from './populate-companies.js';
import { createCompanyListService } from '../../apps/server/dist/modules/backoffice/list-service.js';
import { populateTimeline, type TimelineWorkload } from './populate-timeline.js';
import { timelinePageQuery } from '../../apps/server/dist/modules/timeline/feed-read.js';
import type { DatabaseTarget } from './databases.js';
import type { Log } from './populate-batches.js';
import { populateExperts, populateFoundations, populateStartups } from './populate-accounts.js';
import { populateTickets, TYPES_OF } from './populate-tickets.js';
import { populateThreads } from './populate-threads.js';

export { expertTicketsOf } from './populate-tickets.js';

export type Sizes = { startups: number; foundations: number; tickets: number; threads: number; crowdfunds: number; backers: number; pilots: number };

/** What the data cases ask for: the same values the plans were taken with. */
export type Workload = {
  startupsList: { query: string; body: { search: string; industries: number[]; rounds: number[] } };
  startupsByScore: { query: string; body: Record<string, never> };
  startupsSearch: { query: string; body: { search: string } };
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
  /** The demo investor's portfolio, one running round's questions and one finished round's backers' room, first pages of 20. */
  crowdfundingReads: CrowdfundingReadsWorkload & { investor: string };
  /** The demo startup's pilot showcase: a name search, one country and one industry, default order. */
  pilots: PilotsWorkload & { query: string; body: { search: string; location: number[]; industries: number[] } };
  /** The back office's companies search: one word over names, e-mails and websites, by last activity. */
  companies: CompaniesWorkload & { query: string };
  /** The demo startup's timeline the back office reads: 5,000 generated entries among 300,000 of other companies. */
  timeline?: TimelineWorkload;
  sizes: Sizes;
};

export type Populated = { workload: Workload; plans: QueryPlan[]; seconds: number };

/** The list queries the cases call, with the values they call them with, as the database plans them. */
async function plansOf(database: Database, workload: Workload, ids: { industries: number[]; rounds: number[] }): Promise<QueryPlan[]> {
  const startupsFilters = workload.startupsList.body;
  const startupsPage = { take: 20, skip: 0, order_by: 'intema_score' as const, order_dir: 'desc' as const };
  const startups = createStartupListService(database.db).build({ ...startupsFilters, industries: ids.industries, rounds: ids.rounds }, startupsPage);
  const byScore = createStartupListService(database.db).build({}, startupsPage);
  const nameSearch = createStartupListService(database.db).build({ search: workload.startupsSearch.body.search }, { take: 20, skip: 0 });
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
  const reads = workload.crowdfundingReads;
  const portfolio = portfolioQueries(database.db, reads.investor, { take: 20, skip: 0 });
  const room = roomPostQueries(database.db, reads.room.roundId, { take: 20, skip: 0 });
  const questions = questionQueries(database.db, reads.questions.roundId, { take: 20, skip: 0 });
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
    ['startups-by-score', 'startups list, all, by score: page', byScore.page],
    ['startups-by-score', 'startups list, all: total counted apart', byScore.total],
    ['startups-search', 'startups list, name search, newest first: page with its total', nameSearch.page],
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
    ['portfolio', "the demo investor's portfolio, newest first: page", portfolio.page],
    ['portfolio', "the demo investor's portfolio: total and sums", portfolio.sums],
    ['round-questions', "a round's questions, newest first: page", questions.page],
    ['round-questions', "a round's questions: total", questions.total],
    ['room-posts', "a backers' room, newest first: page", room.page],
    ['room-posts', "a backers' room: total", room.total],
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
    // The index builds that run outside a transaction too, so the plans below see every index.
    await applyConcurrentSteps(database);
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
    const readsWorkload = await populateCrowdfundingReads(database, investor.id, log);
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
      // The bare twin tells cases apart by URL alone: the same query in another order of its parameters.
      startupsByScore: { query: '?order_by=intema_score&order_dir=desc&take=20&skip=0', body: {} },
      startupsSearch: { query: '?take=20&skip=0', body: { search: 'tech' } },
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
      crowdfundingReads: { ...readsWorkload, investor: investor.id },
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
