import { and, asc, count, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CrowdfundingStatus, managerBackerListSchema, managerRoundListSchema } from '@platform/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies, crowdfundBackers, crowdfunds, files, startupProfiles } from '../../db/schema/index.js';
import { backerColumns, listItemColumns, presentFullBacker, presentListItem, utcTodaySql } from './presenter.js';

type Page = { take: number; skip: number };
const roundCompany = alias(companies, 'round_company');

/** The manager's filter on the status a reader sees: active past its last day counts as finished. */
function statusFilter(status: CrowdfundingStatus | undefined): SQL | undefined {
  if (status === 'active') return and(eq(crowdfunds.status, 'active'), gte(crowdfunds.expire, utcTodaySql));
  if (status === 'finished') return or(eq(crowdfunds.status, 'finished'), and(eq(crowdfunds.status, 'active'), sql`${crowdfunds.expire} < ${utcTodaySql}`));
  return status ? eq(crowdfunds.status, status) : undefined;
}

/**
 * The manager's two queues (ours): rounds of any status, newest first, each with the backers
 * waiting for a decision; and those waiting backers across rounds, oldest first.
 */
export function createCrowdfundingManagerRead(db: Db) {
  return {
    async rounds(q: Page & { status?: CrowdfundingStatus | undefined }): Promise<z.infer<typeof managerRoundListSchema>> {
      const where = statusFilter(q.status);
      const newBackers = sql<number>`(select count(*) from ${crowdfundBackers}
          where ${crowdfundBackers.crowdfundId} = ${crowdfunds.id} and ${crowdfundBackers.status} = 'new')::integer`.mapWith(Number);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...listItemColumns, ticketId: crowdfunds.ticketId, startupId: crowdfunds.startupId, declineReason: crowdfunds.declineReason, newBackers })
          .from(crowdfunds)
          .innerJoin(companies, eq(companies.userId, crowdfunds.startupId))
          .leftJoin(startupProfiles, eq(startupProfiles.userId, crowdfunds.startupId))
          .leftJoin(files, eq(files.id, companies.logoFileId))
          .where(where)
          .orderBy(desc(crowdfunds.createdAt), desc(crowdfunds.id))
          .limit(q.take)
          .offset(q.skip),
        db.select({ total: count() }).from(crowdfunds).where(where),
      ]);
      return {
        total: Number(counted?.total ?? 0),
        rounds: rows.map((r) => ({
          ...presentListItem(r),
          ticket_id: r.ticketId,
          startup_id: r.startupId,
          new_backers: r.newBackers,
          decline_reason: r.declineReason,
        })),
      };
    },

    async backers(q: Page): Promise<z.infer<typeof managerBackerListSchema>> {
      const waiting = sql`${crowdfundBackers.status} = 'new'`;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            ...backerColumns,
            round: { id: crowdfunds.id, startupName: roundCompany.name, max: crowdfunds.investmentMax, current: crowdfunds.currentInvestments },
          })
          .from(crowdfundBackers)
          .innerJoin(crowdfunds, eq(crowdfunds.id, crowdfundBackers.crowdfundId))
          .innerJoin(roundCompany, eq(roundCompany.userId, crowdfunds.startupId))
          .leftJoin(companies, eq(companies.userId, crowdfundBackers.backerId))
          .leftJoin(files, eq(files.id, companies.logoFileId))
          .where(waiting)
          .orderBy(asc(crowdfundBackers.createdAt), asc(crowdfundBackers.id))
          .limit(q.take)
          .offset(q.skip),
        db.select({ total: count() }).from(crowdfundBackers).where(waiting),
      ]);
      return {
        total: Number(counted?.total ?? 0),
        backers: rows.map(({ round, ...b }) => ({
          ...presentFullBacker(b, true),
          crowdfunding: { id: round.id, startup_name: round.startupName, remaining: Math.max(0, Number(round.max) - Number(round.current)) },
        })),
      };
    },
  };
}
