import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, timelineQuerySchema, timelineSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createTimelineReadService } from './feed-read.js';

const security = [{ bearer: [] }];
const tags = ['timeline'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** The page, each entry with its kind’s facts. */
const page = timelineSchema;

/** One timeline per company: the back office reads any company's, each company its own. */
export const timelineRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const service = createTimelineReadService(db);

  app.get(
    '/api/v1/manager/companies/:id/timeline',
    {
      onRequest: guard('manager'),
      schema: {
        tags,
        summary: 'A company’s timeline, newest first, with managers’ internal comments; page on with `before`',
        security,
        params: z.object({ id: z.uuid('company_not_found') }),
        querystring: timelineQuerySchema,
        response: { 200: page, ...failures },
      },
    },
    async (req) => service.ofCompany(req.params.id, req.query),
  );

  app.get(
    '/api/v1/user/timeline',
    {
      onRequest: guard('startup', 'investor', 'corporate', 'expert'),
      schema: {
        tags,
        summary: 'The caller’s own timeline, newest first; page on with `before`',
        security,
        querystring: timelineQuerySchema,
        response: { 200: page, ...failures },
      },
    },
    async (req) => service.own(caller(req).user.id, req.query),
  );
};
