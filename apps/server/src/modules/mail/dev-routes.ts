import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, outboxQuerySchema, outboxSchema } from '@platform/contract';
import type { AppDeps } from '../../platform/deps.js';
import { latestMails } from './outbox.js';

/**
 * The outbox: without `SMTP_URL` the platform's mail (sign-up and recovery codes among it) is only
 * kept in `mail_outbox`, and a signed-in manager reads it here. The codes open accounts, so no one
 * else may; with `SMTP_URL` mail leaves the platform and this route is not registered at all.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  app.get(
    '/api/v1/dev/outbox',
    {
      onRequest: guard('manager'),
      schema: {
        tags: ['manager'],
        summary: 'Latest mails kept in the outbox, newest first (managers; only without SMTP_URL)',
        security: [{ bearer: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => ({ mails: await latestMails(db, req.query.to) }),
  );
};
