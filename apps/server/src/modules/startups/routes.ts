import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, pageQuerySchema, startupListFiltersSchema, startupListOrderBy, startupListSchema } from '@platform/contract';
import type { AppDeps } from '../../platform/deps.js';
import { createStartupListService } from './service.js';

export const startupListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, reads }) => {
  const service = createStartupListService(db);
  // The same for every reader: the filters and the page are the whole key.
  const cached = reads.define({ name: 'startups', sources: ['users', 'companies', 'startup_profiles', 'files'], schema: startupListSchema });

  app.post(
    '/api/v1/foundation/startups/list',
    {
      onRequest: guard('investor', 'corporate', 'manager'),
      schema: {
        tags: ['startups'],
        summary: 'Startups for investors and corporates: search, filters, sort and paging (20 by default)',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema('startup', startupListOrderBy),
        body: startupListFiltersSchema,
        response: { 200: startupListSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req, reply) => cached.send(reply, [req.body, req.query], () => service.list(req.body, req.query)),
  );
};
