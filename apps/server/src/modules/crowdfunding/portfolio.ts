import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backerStatusOf,
  errorBodySchema,
  okSchema,
  portfolioQuerySchema,
  portfolioSchema,
  portfolioStatusOf,
  type Portfolio,
  type PortfolioQuery,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, crowdfundBackers, crowdfundUpdates, crowdfunds, files } from '../../db/schema/index.js';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { sectionRoutes } from '../../platform/sections.js';
import { presentFile } from '../files/index.js';
import { updateReachedSql } from './news-reach.js';
import { daysLeftSql, effectiveStatusSql } from './presenter.js';

/** The updates of the backing's round posted since the backer last read them (or since it joined), of those it reaches. */
const unreadSql = sql<number>`(select count(*) from ${crowdfundUpdates}
  where ${crowdfundUpdates.crowdfundId} = ${crowdfundBackers.crowdfundId}
  and ${crowdfundUpdates.createdAt} > coalesce(${crowdfundBackers.updatesReadAt}, ${crowdfundBackers.createdAt})
  and ${updateReachedSql(crowdfundUpdates.createdAt)})::integer`.mapWith(Number);

/** What a backing weighs: the confirmed amount, else what was committed when joining. */
const weightSql = sql`coalesce(${crowdfundBackers.investmentAmount}, ${crowdfundBackers.amount}, 0)`;

/**
 * The two queries of a portfolio page, unawaited (the benchmark reads their plans): the page of
 * backings, newest first, through the backings' (backer, created) index, and the sums. The status
 * filter applies to the page and its total, never to the sums, which are the whole portfolio's.
 */
export function portfolioQueries(db: Db, backerId: string, q: PortfolioQuery) {
  const filter = q.status ? eq(crowdfundBackers.status, backerStatusOf[q.status]) : undefined;
  return {
    page: db
      .select({
        id: crowdfundBackers.id,
        status: crowdfundBackers.status,
        amount: crowdfundBackers.amount,
        investmentAmount: crowdfundBackers.investmentAmount,
        createdAt: crowdfundBackers.createdAt,
        dateOfInvestment: crowdfundBackers.dateOfInvestment,
        reconfirmBy: crowdfundBackers.reconfirmBy,
        unread: unreadSql,
        round: {
          id: crowdfunds.id,
          expire: crowdfunds.expire,
          currentInvestments: crowdfunds.currentInvestments,
          min: crowdfunds.investmentMin,
          max: crowdfunds.investmentMax,
          percent: crowdfunds.raisedPercent,
          closeNoticedAt: crowdfunds.closeNoticedAt,
        },
        roundStatus: effectiveStatusSql,
        daysLeft: daysLeftSql,
        startupName: companies.name,
        logo: { id: files.id, name: files.name, size: files.size },
      })
      .from(crowdfundBackers)
      .innerJoin(crowdfunds, eq(crowdfunds.id, crowdfundBackers.crowdfundId))
      .leftJoin(companies, eq(companies.userId, crowdfunds.startupId))
      .leftJoin(files, eq(files.id, companies.logoFileId))
      .where(and(eq(crowdfundBackers.backerId, backerId), filter))
      .orderBy(desc(crowdfundBackers.createdAt), desc(crowdfundBackers.id))
      .limit(q.take)
      .offset(q.skip),
    sums: db
      .select({
        total: (filter ? sql<number>`count(*) filter (where ${filter})` : sql<number>`count(*)`).mapWith(Number),
        committed: sql<number>`coalesce(sum(${weightSql}) filter (where ${crowdfundBackers.status} in ('new', 'active')), 0)`.mapWith(Number),
        confirmed: sql<number>`coalesce(sum(${crowdfundBackers.investmentAmount}) filter (where ${crowdfundBackers.status} = 'active'), 0)`.mapWith(Number),
      })
      .from(crowdfundBackers)
      .where(eq(crowdfundBackers.backerId, backerId)),
  };
}

/**
 * The investor's portfolio (issue 30, item 1): every backing of the caller with its round. Backings
 * of rounds whose startup was blocked stay: the money is the backer's whatever became of the startup.
 */
export function createPortfolioService(db: Db) {
  return {
    async portfolio(backerId: string, q: PortfolioQuery): Promise<Portfolio> {
      const queries = portfolioQueries(db, backerId, q);
      const [rows, [sums]] = await Promise.all([queries.page, queries.sums]);
      return {
        backings: rows.map((r) => ({
          id: r.id,
          status: portfolioStatusOf[r.status],
          amount: r.investmentAmount != null ? Number(r.investmentAmount) : r.amount != null ? Number(r.amount) : null,
          created_at: r.createdAt.toISOString(),
          date_of_investment: r.dateOfInvestment,
          unread_updates: r.unread,
          reconfirm_by: r.reconfirmBy,
          round: {
            id: r.round.id,
            startup_name: r.startupName ?? '',
            startup_logo: r.logo ? presentFile(r.logo) : null,
            status: r.roundStatus,
            expire: r.round.expire,
            days_left: r.daysLeft,
            current_investments: Number(r.round.currentInvestments),
            value_of_investments: { min: Number(r.round.min), max: Number(r.round.max), percent: Number(r.round.percent) },
            closing_early: r.round.closeNoticedAt != null,
          },
        })),
        total: sums?.total ?? 0,
        totals: { committed: sums?.committed ?? 0, confirmed: sums?.confirmed ?? 0 },
      };
    },

    /** Marks the round's updates read by the caller's own backing of it; 404 when it has none. */
    async markUpdatesRead(backerId: string, roundId: string): Promise<void> {
      const done = await db
        .update(crowdfundBackers)
        .set({ updatesReadAt: sql`now()` })
        .where(and(eq(crowdfundBackers.crowdfundId, roundId), eq(crowdfundBackers.backerId, backerId)))
        .returning({ id: crowdfundBackers.id });
      if (!done.length) throw new AppError(404, 'participant_not_found');
    },
  };
}

const tags = ['crowdfunding'];
const security = [{ bearer: [] }];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The portfolio and the mark that the caller read a round's updates: investors and corporates only. */
export const portfolioRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, reads }) => {
  sectionRoutes(app, 'crowdfunding');
  const service = createPortfolioService(db);
  const cached = reads.define({
    name: 'portfolio',
    sources: ['companies', 'files', 'crowdfunds', 'crowdfund_backers', 'crowdfund_updates'],
    schema: portfolioSchema,
  });
  const backers = guard('investor', 'corporate');
  app.get(
    '/api/v1/foundation/portfolio',
    {
      onRequest: backers,
      schema: {
        tags,
        summary: 'The caller’s backings with their rounds, newest first, by status; the sums committed and confirmed over all of them',
        security,
        querystring: portfolioQuerySchema,
        response: { 200: portfolioSchema, ...failures },
      },
    },
    async (req, reply) => {
      const backerId = caller(req).user.id;
      return cached.send(reply, [backerId, req.query], () => service.portfolio(backerId, req.query));
    },
  );
  app.post(
    '/api/v1/foundation/crowdfunding/:id/updates/read',
    {
      onRequest: backers,
      schema: {
        tags,
        summary: 'Mark the round’s updates read by the caller’s own backing (the portfolio counts newer ones as unread)',
        security,
        params: z.object({ id: z.uuid('crowdfunding_not_found') }),
        response: { 200: okSchema, ...failures },
      },
    },
    async (req) => {
      await service.markUpdatesRead(caller(req).user.id, req.params.id);
      return { ok: true as const };
    },
  );
};
