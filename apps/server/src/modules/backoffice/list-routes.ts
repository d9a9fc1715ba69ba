import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyListQuerySchema, companyListSchema, errorBodySchema } from '@platform/contract';
import type { AppDeps } from '../../platform/deps.js';
import { createCompanyListService } from './list-service.js';

/** The back office's companies list: managers find any company of any role and status. */
export const companyListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const list = createCompanyListService(deps.db);
  // What is open for each company counts applications, rounds and backings, pilots and threads.
  const cached = deps.reads.define({
    name: 'manager-companies',
    sources: ['users', 'users_activity', 'companies', 'tickets', 'crowdfunds', 'crowdfund_backers', 'pilots', 'pilot_applications', 'threads'],
    schema: companyListSchema,
  });
  app.get(
    '/api/v1/manager/companies',
    {
      onRequest: deps.guard('manager'),
      schema: {
        tags: ['manager'],
        summary: 'Every company account, searched by name, e-mail or website, filtered by role and status, sorted, 20 a page, with what is open for each',
        security: [{ bearer: [] }],
        querystring: companyListQuerySchema,
        response: { 200: companyListSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req, reply) => cached.send(reply, req.query, () => list.list(req.query)),
  );
};
