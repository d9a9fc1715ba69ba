import { and, arrayOverlaps, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lte, notExists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EVIDENCE_FRESH_MONTHS, type StartupListFilters, type StartupListItem, type StartupListOrderBy } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/sql.js';
import { companies, files, startupProfiles, users } from '../../db/schema/index.js';
import { presentFile } from '../files/index.js';

export type StartupListQuery = { take: number; skip: number; order_by?: StartupListOrderBy | undefined; order_dir?: 'asc' | 'desc' | undefined };

function between(column: AnyPgColumn, r: { min?: number | null; max?: number | null } | undefined): SQL[] {
  const out: SQL[] = [];
  if (r?.min != null) out.push(gte(column, r.min));
  if (r?.max != null) out.push(lte(column, r.max));
  return out;
}

/** Evidence since this instant is fresh (the passport's 12 months). */
function freshSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - EVIDENCE_FRESH_MONTHS);
  return since;
}

/** The verified score as the list shows it: only while the expert evidence behind it is fresh. */
const verifiedScore = (since: Date) =>
  sql<number | null>`case when ${startupProfiles.expertVerifiedAt} > ${since.toISOString()} then ${startupProfiles.verifiedScore} end`;

/** The sorts by a profile figure, which an index on the figure can give (see `build`). */
const profileFigures = {
  intema_score: startupProfiles.intemaScore,
  last_fund_amount: startupProfiles.lastFundAmount,
  annual_revenue: startupProfiles.annualRevenue,
} satisfies Partial<Record<StartupListOrderBy, AnyPgColumn>>;
type ProfileFigure = keyof typeof profileFigures;

const orderColumn: Record<Exclude<StartupListOrderBy, 'verified_score'>, AnyPgColumn> = {
  company: companies.name,
  intema_score: startupProfiles.intemaScore,
  last_fund_amount: startupProfiles.lastFundAmount,
  annual_revenue: startupProfiles.annualRevenue,
  created_at: companies.createdAt,
};

/**
 * Startups as investors and corporates browse them: filtered, searched, sorted and paged in SQL.
 * Deleted and blocked accounts are left out.
 */
export function createStartupListService(db: Db) {
  return {
    /** The page query as SQL with its parameters (the benchmark shows its plan). */
    pageSql(filters: StartupListFilters, q: StartupListQuery) {
      return this.build(filters, q).page.toSQL();
    },

    async list(filters: StartupListFilters, q: StartupListQuery): Promise<{ startups: StartupListItem[]; total: number }> {
      const { page, total, totalInPage, unscored } = this.build(filters, q);
      const [first, counted] = await Promise.all([page, totalInPage ? null : total]);
      let rows = first;
      // Sorted by a profile figure, the page may run past the startups that have one: the rest
      // (no figure, or no profile yet) follow in id order, after as many of them as the page skips.
      if (unscored && rows.length < q.take) {
        const scored = Number((await unscored.scored)[0]?.total ?? 0);
        rows = [...rows, ...(await unscored.page(Math.max(0, q.skip - scored), q.take - rows.length))];
      }
      const countApart = async () => Number((counted ?? (await total))[0]?.total ?? 0);
      // A page past the last row carries no total, so it is counted apart.
      const found = !totalInPage ? await countApart() : rows[0] ? Number(rows[0].total) : q.skip > 0 ? await countApart() : 0;
      return {
        total: found,
        startups: rows.map(({ company: c, logo, verifiedScore: verified, ...p }) => ({
          id: c.userId,
          company: c.name,
          logo_file: logo ? presentFile(logo) : null,
          website: c.website,
          country: c.countryId,
          regions: c.regions,
          industries: c.industries,
          round: c.rounds[0] ?? null,
          last_fund_amount: p.lastFundAmount,
          annual_revenue: p.annualRevenue,
          mrr: p.mrr,
          intema_score: p.intemaScore,
          verified_score: verified,
          team: p.teamScore,
          changeManagement: p.managementScore,
          technology: p.technologyScore,
          business: p.businessScore,
          created_at: c.createdAt.toISOString(),
        })),
      };
    },

    /**
     * The page in two steps: the ids of the matching startups, sorted and limited, then the columns
     * of those ids only. When the search or the handbook filters narrow the list through the GIN
     * index, every match is visited to sort them anyway, and the page counts them too
     * (`count(*) over ()`, `totalInPage`); otherwise (the list as it opens) the page stops early and
     * `total` counts apart. `total` also counts a page past the last row, which carries no total.
     * Sorted by a profile figure without those filters, the ids come from the figure's index
     * (`unscored` then gives the rest, see `list`): the profile is left-joined otherwise, since a
     * startup has no profile row until its first save, and no index could give that order.
     */
    build(filters: StartupListFilters, q: StartupListQuery, now = new Date()) {
      const since = freshSince(now);
      const where = and(
        // A literal, not a parameter, so the planner can use the partial index of startups.
        sql`${companies.role} = 'startup'`,
        // Blocked and deleted accounts drop out: an anti-join on the few inactive ones (a partial
        // index), so neither the page nor the total reads the users of the active ones.
        notExists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.id, companies.userId), sql`${users.status} <> 'active'`)),
        ),
        filters.search ? ilike(companies.name, containsPattern(filters.search)) : undefined,
        filters.countries?.length ? inArray(companies.countryId, filters.countries) : undefined,
        filters.regions?.length ? arrayOverlaps(companies.regions, filters.regions) : undefined,
        filters.industries?.length ? arrayOverlaps(companies.industries, filters.industries) : undefined,
        filters.rounds?.length ? arrayOverlaps(companies.rounds, filters.rounds) : undefined,
        ...between(startupProfiles.intemaScore, filters.intema_score),
        ...between(startupProfiles.lastFundAmount, filters.last_fund_amount),
        ...between(startupProfiles.annualRevenue, filters.annual_revenue),
        // The partial index on `verified_at` serves it.
        filters.verified ? gt(startupProfiles.verifiedAt, since) : undefined,
      );
      const orderBy = q.order_by ?? 'created_at';
      const column = orderBy === 'verified_score' ? verifiedScore(since) : orderColumn[orderBy];
      const dir = q.order_dir ?? (q.order_by ? 'asc' : 'desc');
      // Empty values sort last either way, then a stable tie-break keeps pages from overlapping. A
      // column without empty values sorts plainly, so that an index on it can give the order.
      const order =
        'notNull' in column && column.notNull
          ? dir === 'asc'
            ? asc(column)
            : desc(column)
          : dir === 'asc'
            ? sql`${column} asc nulls last`
            : sql`${column} desc nulls last`;
      const totalInPage = Boolean(filters.search || filters.industries?.length || filters.rounds?.length || filters.regions?.length);
      const figure = !totalInPage && orderBy in profileFigures ? profileFigures[orderBy as ProfileFigure] : null;
      const pageOf = (ids: ReturnType<typeof idsOf>, tie: typeof asc = asc) =>
        db
          .select({
            total: ids.total,
            verifiedScore: verifiedScore(since),
            company: companies,
            // The profile's figures side by side, not as one nested object: the query builder reads a
            // left-joined nested object as absent when its first column is empty, which dropped every
            // figure of a startup with no last round amount (a startup signed up and scored today).
            lastFundAmount: startupProfiles.lastFundAmount,
            annualRevenue: startupProfiles.annualRevenue,
            mrr: startupProfiles.mrr,
            intemaScore: startupProfiles.intemaScore,
            teamScore: startupProfiles.teamScore,
            managementScore: startupProfiles.managementScore,
            technologyScore: startupProfiles.technologyScore,
            businessScore: startupProfiles.businessScore,
            logo: { id: files.id, name: files.name, size: files.size },
          })
          .from(ids)
          .innerJoin(companies, eq(companies.userId, ids.userId))
          .leftJoin(startupProfiles, eq(startupProfiles.userId, companies.userId))
          .leftJoin(files, eq(files.id, companies.logoFileId))
          .orderBy(order, tie(companies.userId));
      const idsOf = (take: number, skip: number) =>
        db
          .select({ userId: companies.userId, total: sql<string | null>`${totalInPage ? sql`count(*) over ()` : sql`null`}`.as('total') })
          .from(companies)
          .leftJoin(startupProfiles, eq(startupProfiles.userId, companies.userId))
          .where(where)
          .orderBy(order, asc(companies.userId))
          .limit(take)
          .offset(skip)
          .as('ids');
      const total = db.select({ total: count() }).from(companies).leftJoin(startupProfiles, eq(startupProfiles.userId, companies.userId)).where(where);
      if (!figure) return { page: pageOf(idsOf(q.take, q.skip)), total, totalInPage, unscored: null };

      // Startups with the figure, in its order from its (figure, id) index read one way or the
      // other (the id breaks ties in the same direction), then the rest.
      const scoredWhere = and(where, isNotNull(figure));
      const way = dir === 'asc' ? asc : desc;
      const scoredIds = db
        .select({ userId: startupProfiles.userId, total: sql<string | null>`null`.as('total') })
        .from(startupProfiles)
        .innerJoin(companies, eq(companies.userId, startupProfiles.userId))
        .where(scoredWhere)
        .orderBy(way(figure), way(startupProfiles.userId))
        .limit(q.take)
        .offset(q.skip)
        .as('ids');
      const unscoredIds = (skip: number, take: number) =>
        db
          .select({ userId: companies.userId, total: sql<string | null>`null`.as('total') })
          .from(companies)
          .leftJoin(startupProfiles, eq(startupProfiles.userId, companies.userId))
          .where(and(where, isNull(figure)))
          .orderBy(asc(companies.userId))
          .limit(take)
          .offset(skip)
          .as('ids');
      const unscored = {
        scored: db.select({ total: count() }).from(startupProfiles).innerJoin(companies, eq(companies.userId, startupProfiles.userId)).where(scoredWhere),
        page: (skip: number, take: number) => pageOf(unscoredIds(skip, take)),
      };
      return { page: pageOf(scoredIds, way), total, totalInPage, unscored };
    },
  };
}
