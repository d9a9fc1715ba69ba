import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, sessionEndedSchema, sessionListSchema, sessionParamsSchema, sessionsEndedSchema, signinListSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createSessionService } from './service.js';
import { createSigninLog } from './signin-log.js';

const secured = { tags: ['users'], security: [{ bearer: [] }] };
const failures = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The caller's own sessions and sign-ins: any signed-in account reads and ends only its own. */
export const sessionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = createSessionService(deps);
  const signins = createSigninLog({ db: deps.db, secret: deps.config.sessionSecret, log: app.log });

  app.get(
    '/api/v1/user/sessions',
    {
      onRequest: deps.guard(),
      schema: {
        ...secured,
        summary: 'The account’s live sessions: device, masked address, times, the current one marked',
        response: { 200: sessionListSchema, 401: errorBodySchema },
      },
    },
    async (req) => service.list(caller(req).user.id, caller(req).sessionId),
  );

  app.delete(
    '/api/v1/user/sessions/:id',
    {
      onRequest: deps.guard(),
      schema: {
        ...secured,
        summary: 'End one of the account’s sessions at once (its sockets close); the current one signs this client out',
        params: sessionParamsSchema,
        response: { 200: sessionEndedSchema, ...failures },
      },
    },
    async (req, reply) => {
      const { user, sessionId } = caller(req);
      const { current } = await service.end(user.id, sessionId, req.params.id);
      // An ended session must not hand out a renewed token.
      if (current) reply.removeHeader('Authorization');
      return { ok: true as const, current };
    },
  );

  app.delete(
    '/api/v1/user/sessions',
    {
      onRequest: deps.guard(),
      schema: { ...secured, summary: 'End every session of the account but this one', response: { 200: sessionsEndedSchema, 401: errorBodySchema } },
    },
    async (req) => ({ ended: await service.endOthers(caller(req).user.id, caller(req).sessionId) }),
  );

  app.get(
    '/api/v1/user/signins',
    {
      onRequest: deps.guard(),
      schema: {
        ...secured,
        summary: 'The account’s last sign-in attempts, right and wrong, the newest first',
        response: { 200: signinListSchema, 401: errorBodySchema },
      },
    },
    async (req) => signins.list(caller(req).user.id),
  );
};
