import { and, asc, count, desc, eq, gte, ilike, inArray, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rangeApplies, type BackerStatus, type CrowdfundingListFilters, type CrowdfundingListItem, type CrowdfundingOrderBy } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, crowdfundBackers, crowdfunds, files, startupProfiles, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/sql.js';
import { listItemColumns, presentListItem, utcTodaySql, visibleRound } from './presenter.js';

export type CrowdfundingListQuery = { take: number; skip: number; order_by?: CrowdfundingOrderBy | undefined; order_dir?: 'asc' | 'desc' | undefined };

const orderColumn: Record<CrowdfundingOrderBy, AnyPgColumn> = {
  created_at: crowdfunds.createdAt,
  current_investments: crowdfunds.currentInvestments,
  backers_count: crowdfunds.backersCount,
};

/** The status filter on the status a reader sees: finished is stored so or active past its last day. */
function statusFilter(status: CrowdfundingListFilters['status']): SQL | undefined {
  if (status === 'active') return and(sql`${crowdfunds.status} = 'active'`, gte(crowdfunds.expire, utcTodaySql));
  if (status === 'finished')
    return or(sql`${crowdfunds.status} = 'finished'`, and(sql`${crowdfunds.status} = 'active'`, sql`${crowdfunds.expire} < ${utcTodaySql}`));
  return undefined;
}

/**
 * The crowdfunding list (spec part 2, section 4): the visible rounds of active startups, searched
 * by the startup's name, filtered, sorted and paged in SQL. A range filter applies only with both
 * ends; the investments range keeps the rounds whose own range lies within it.
 */
export function createCrowdfundingListService(db: Db) {
  /**
   * The reader's own backing status on each round of the page (issue 30: the list marks the rounds
   * it backs): one lookup per row of the page on the backings' unique (round, backer) key. Only
   * investors and corporates back rounds.
   */
  function ownBacking(backerId: string | null) {
    if (!backerId) return sql<BackerStatus | null>`null`;
    return sql<BackerStatus | null>`(select ${crowdfundBackers.status} from ${crowdfundBackers}
      where ${crowdfundBackers.crowdfundId} = ${crowdfunds.id} and ${crowdfundBackers.backerId} = ${backerId})`;
  }

  function build(filters: CrowdfundingListFilters, q: CrowdfundingListQuery, backerId: string | null = null) {
    const investments = filters.value_of_investments;
    const raised = filters.raised;
    const where = and(
      visibleRound,
      // Rounds of blocked or deleted startups drop out: an anti-join on the few inactive accounts.
      notExists(
        db
          .select({ one: sql`1` })
          .from(users)
          .where(and(eq(users.id, crowdfunds.startupId), sql`${users.status} <> 'active'`)),
      ),
      filters.search ? ilike(companies.name, containsPattern(filters.search)) : undefined,
      filters.rounds?.length ? inArray(crowdfunds.roundId, filters.rounds) : undefined,
      rangeApplies(investments) ? and(gte(crowdfunds.investmentMin, investments.min), lte(crowdfunds.investmentMax, investments.max)) : undefined,
      rangeApplies(raised) ? and(gte(crowdfunds.raisedPercent, raised.min), lte(crowdfunds.raisedPercent, raised.max)) : undefined,
      statusFilter(filters.status),
    );
    const column = orderColumn[q.order_by ?? 'created_at'];
    const dir = q.order_dir ?? (q.order_by ? 'asc' : 'desc');
    // The id breaks ties in the same direction, so a backward scan of the (column, id) index gives the order.
    const order = dir === 'asc' ? [asc(column), asc(crowdfunds.id)] : [desc(column), desc(crowdfunds.id)];
    const page = db
      .select({ ...listItemColumns, backing: ownBacking(backerId) })
      .from(crowdfunds)
      .innerJoin(companies, eq(companies.userId, crowdfunds.startupId))
      .leftJoin(startupProfiles, eq(startupProfiles.userId, crowdfunds.startupId))
      .leftJoin(files, eq(files.id, companies.logoFileId))
      .where(where)
      .orderBy(...order)
      .limit(q.take)
      .offset(q.skip);
    // The company is joined only to search its name; every startup has one.
    const counted = db.select({ total: count() }).from(crowdfunds);
    const total = filters.search ? counted.innerJoin(companies, eq(companies.userId, crowdfunds.startupId)).where(where) : counted.where(where);
    return { page, total };
  }

  return {
    /** The page and total queries, unrun (the benchmark shows their plans). */
    build,

    /** `backerId`: the investor or corporate reading, whose backed rounds are marked. */
    async list(
      filters: CrowdfundingListFilters,
      q: CrowdfundingListQuery,
      backerId: string | null = null,
    ): Promise<{ crowdfunds: CrowdfundingListItem[]; total: number }> {
      const { page, total } = build(filters, q, backerId);
      const [rows, counted] = await Promise.all([page, total]);
      return { crowdfunds: rows.map(presentListItem), total: Number(counted[0]?.total ?? 0) };
    },
  };
}
