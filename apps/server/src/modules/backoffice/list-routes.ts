import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyListQuerySchema, companyListSchema, errorBodySchema } from '@platform/contract';
import type { AppDeps } from '../../platform/deps.js';
import { createCompanyListService } from './list-service.js';

/** The back office's companies list: managers find any company of any role and status. */
export const companyListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const list = createCompanyListService(deps.db);
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
    async (req) => list.list(req.query),
  );
};
