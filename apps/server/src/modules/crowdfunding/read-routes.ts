import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backerListBodySchema,
  backerListSchema,
  backerOrderBy,
  backerSchema,
  crowdfundingCardSchema,
  crowdfundingListFiltersSchema,
  crowdfundingListSchema,
  crowdfundingOrderBy,
  errorBodySchema,
  managerBackerListSchema,
  managerRoundListQuerySchema,
  managerRoundListSchema,
  pageQuerySchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { sectionRoutes } from '../../platform/sections.js';
import { createCrowdfundingCardService, type Reader } from './card-service.js';
import { createCrowdfundingListService } from './list-service.js';
import { createCrowdfundingManagerRead } from './manager-read.js';
import { roundPolicy } from './policy.js';

const tags = ['crowdfunding'];
const security = [{ bearer: [] }];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** A malformed id reads as the round (or participant) not found, with a 400 rather than a 5xx. */
const roundParams = z.object({ id: z.uuid('crowdfunding_not_found') });
const participantParams = z.object({ id: z.uuid('crowdfunding_not_found'), backerId: z.uuid('participant_not_found') });
const listQuery = pageQuerySchema('crowdfunding', crowdfundingOrderBy);
const backerQuery = pageQuerySchema('backer', backerOrderBy);

/** The signed-in reader (an account with crowdfunding hidden never gets here: see `sectionRoutes`). */
function reader(req: FastifyRequest): Reader {
  const { user } = caller(req);
  return { id: user.id, role: user.role };
}

/**
 * Crowdfunding reads (spec part 2, sections 3 to 9): the list and a round's view for startups,
 * investors and corporates, and signed out; the backers and one participant; the manager's queues.
 */
export const crowdfundingReadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, reads }) => {
  sectionRoutes(app, 'crowdfunding');
  const list = createCrowdfundingListService(db);
  const cards = createCrowdfundingCardService(db);
  const manager = createCrowdfundingManagerRead(db);
  const listed = reads.define({
    name: 'crowdfunding-list',
    sources: ['users', 'companies', 'startup_profiles', 'files', 'crowdfunds', 'crowdfund_backers'],
    schema: crowdfundingListSchema,
  });
  const backersRead = reads.define({
    name: 'round-backers',
    sources: ['users', 'companies', 'files', 'crowdfunds', 'crowdfund_backers'],
    schema: backerListSchema,
  });

  for (const role of ['startup', 'investor', 'corporate'] as const) {
    app.post(
      `/api/v1/${role}/crowdfunding_dashboard_list`,
      {
        onRequest: guard(role),
        schema: {
          tags,
          summary: `Crowdfunding rounds for ${role}s: search, filters, sort and paging`,
          security,
          querystring: listQuery,
          body: crowdfundingListFiltersSchema,
          response: { 200: crowdfundingListSchema, ...failures },
        },
      },
      async (req, reply) => {
        const me = reader(req);
        // The list marks the reader's own backings: only those who back rounds have any.
        const backerId = me && roundPolicy.back(me) ? me.id : null;
        return listed.send(reply, [req.body, req.query, backerId], () => list.list(req.body, req.query, backerId));
      },
    );
  }
  app.post(
    '/api/v1/public/crowdfunding_dashboard_list',
    {
      schema: {
        tags,
        summary: 'Crowdfunding rounds for signed-out visitors (the investor variant)',
        security: [],
        querystring: listQuery,
        body: crowdfundingListFiltersSchema,
        response: { 200: crowdfundingListSchema, 400: errorBodySchema },
      },
    },
    async (req, reply) => listed.send(reply, [req.body, req.query, null], () => list.list(req.body, req.query)),
  );

  for (const role of ['startup', 'investor', 'corporate', 'manager'] as const) {
    app.get(
      `/api/v1/${role}/crowdfunding_card/:id`,
      {
        onRequest: guard(role),
        schema: {
          tags,
          summary: `A crowdfunding round as ${role}s see it`,
          security,
          params: roundParams,
          response: { 200: crowdfundingCardSchema, ...failures },
        },
      },
      async (req) => cards.card(req.params.id, reader(req)),
    );
  }
  app.get(
    '/api/v1/public/crowdfunding_card/:id',
    {
      schema: {
        tags,
        summary: "A crowdfunding round for signed-out visitors (backers' companies left out)",
        security: [],
        params: roundParams,
        response: { 200: crowdfundingCardSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req) => cards.card(req.params.id, null),
  );

  const backerList = {
    tags,
    security,
    params: roundParams,
    querystring: backerQuery,
    body: backerListBodySchema,
    response: { 200: backerListSchema, ...failures },
  };
  app.post(
    '/api/v1/startup/:id/backer/list',
    { onRequest: guard('startup'), schema: { ...backerList, summary: "The backers of the startup's own round, by status, newest first" } },
    async (req, reply) => {
      const me = reader(req);
      return backersRead.send(reply, [req.params.id, me, req.body.statuses, req.query], () => cards.backers(req.params.id, me, req.body.statuses, req.query));
    },
  );
  app.post(
    '/api/v1/foundation/crowdfunding/:id/backer/list',
    {
      onRequest: guard('investor', 'corporate', 'manager'),
      schema: { ...backerList, summary: "A round's backers for investors, corporates and managers, by status, newest first" },
    },
    async (req, reply) => {
      const me = reader(req);
      return backersRead.send(reply, [req.params.id, me, req.body.statuses, req.query], () => cards.backers(req.params.id, me, req.body.statuses, req.query));
    },
  );
  app.get(
    '/api/v1/crowdfunding/:id/backer/:backerId',
    {
      onRequest: guard('startup', 'investor', 'corporate', 'manager'),
      schema: { tags, summary: 'One participant of a round', security, params: participantParams, response: { 200: backerSchema, ...failures } },
    },
    async (req) => cards.participant(req.params.id, req.params.backerId, reader(req)),
  );

  const managers = guard('manager');
  app.get(
    '/api/v1/manager/crowdfunding',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Rounds of any status, newest first, with their backers waiting',
        security,
        querystring: managerRoundListQuerySchema,
        response: { 200: managerRoundListSchema, ...failures },
      },
    },
    async (req) => manager.rounds(req.query),
  );
  app.get(
    '/api/v1/manager/crowdfunding/backers',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Backers waiting for a decision across rounds, oldest first',
        security,
        querystring: managerRoundListQuerySchema.omit({ status: true }),
        response: { 200: managerBackerListSchema, ...failures },
      },
    },
    async (req) => manager.backers(req.query),
  );
};
