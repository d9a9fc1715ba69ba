import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, managerCreateBodySchema, managerItemSchema, managerListSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { requireFreshProof } from '../../platform/fresh-proof.js';
import type { AppDeps } from '../../platform/deps.js';
import { createManagersService } from './managers-service.js';

/** A malformed id reads as the manager not found, with a 400 rather than a 5xx. */
const managerParams = z.object({ id: z.uuid('manager_not_found') });

/** The back office's managers: the list, a new manager invited by mail, deactivation and activation. */
export const managersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const managers = createManagersService(deps);
  const onRequest = deps.guard('manager');
  const tags = ['manager'];
  const security = [{ bearer: [] }];
  const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  app.get(
    '/api/v1/manager/managers',
    {
      onRequest,
      schema: { tags, summary: 'Every manager account, active ones first, then by name', security, response: { 200: managerListSchema, ...failures } },
    },
    async (req) => ({ managers: await managers.list(caller(req).user.id) }),
  );
  app.post(
    '/api/v1/manager/managers',
    {
      onRequest: [onRequest, requireFreshProof],
      schema: {
        tags,
        summary: 'Create a manager account and mail it a one-time sign-in link (24 h)',
        security,
        body: managerCreateBodySchema,
        response: { 200: managerItemSchema, ...failures },
      },
    },
    async (req) => managers.create(caller(req).user.id, req.body),
  );
  app.post(
    '/api/v1/manager/managers/:id/deactivate',
    {
      onRequest: [onRequest, requireFreshProof],
      schema: {
        tags,
        summary: 'Block a manager account and end its sessions; never your own or the last active one',
        security,
        params: managerParams,
        response: { 200: managerItemSchema, ...failures },
      },
    },
    async (req) => managers.deactivate(caller(req).user.id, req.params.id),
  );
  app.post(
    '/api/v1/manager/managers/:id/activate',
    {
      onRequest,
      schema: { tags, summary: 'Let a deactivated manager sign in again', security, params: managerParams, response: { 200: managerItemSchema, ...failures } },
    },
    async (req) => managers.activate(caller(req).user.id, req.params.id),
  );
};
