import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, roomPostBodySchema, roomPostListSchema, roomPostQuerySchema, roomPostSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { sectionRoutes } from '../../platform/sections.js';
import { createRoundRoomService } from './room-service.js';

const tags = ['crowdfunding'];
const security = [{ bearer: [] }];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const roundParams = z.object({ id: z.uuid('crowdfunding_not_found') });

/**
 * After the round: the backers' room discussion of a finished round, and the quarterly reporting
 * job. Every signed-in role reaches the calls, so a company outside the room is told why (403
 * `room_closed`) rather than refused by role.
 */
export const roundRoomRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  sectionRoutes(app, 'crowdfunding');
  const room = createRoundRoomService(deps.db);
  const anyone = deps.guard('startup', 'investor', 'corporate', 'expert', 'manager');

  app.get(
    '/api/v1/crowdfunding/:id/room/posts',
    {
      onRequest: anyone,
      schema: {
        tags,
        summary: "The backers' room discussion of a finished round, newest first: for its startup, its confirmed backers and managers",
        security,
        params: roundParams,
        querystring: roomPostQuerySchema,
        response: { 200: roomPostListSchema, ...failures },
      },
    },
    async (req) => room.posts(caller(req).user, req.params.id, req.query),
  );
  app.post(
    '/api/v1/crowdfunding/:id/room/posts',
    {
      onRequest: anyone,
      schema: {
        tags,
        summary: "Write in the backers' room of a finished round (its startup, a confirmed backer or a manager); no letter follows",
        security,
        params: roundParams,
        body: roomPostBodySchema,
        response: { 200: roomPostSchema, ...failures },
      },
    },
    async (req) => room.post(caller(req).user, req.params.id, req.body),
  );
};
