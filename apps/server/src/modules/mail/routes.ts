import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, outboxMailSchema, outboxQuerySchema, outboxSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createOutbox } from './outbox.js';

/** A malformed id reads as the letter not found, with a 400 rather than a 5xx. */
const mailParams = z.object({ id: z.uuid('mail_not_found') });

/**
 * The outbox, for managers only: without `SMTP_URL` every letter (sign-up and recovery codes among
 * them) is kept here with its text, as codes are read here in development; with it, letters are
 * listed with their delivery state but never their text, and a failed one can be sent again.
 */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, mailer, config }) => {
  const outbox = createOutbox({ db, mailer, smtp: Boolean(config.smtpUrl) });
  const onRequest = guard('manager');
  const tags = ['manager'];
  const security = [{ bearer: [] }];
  const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  // The outbox's first address, `/api/v1/dev/outbox`, stays for the scripts and journeys that read codes there.
  for (const url of ['/api/v1/manager/outbox', '/api/v1/dev/outbox']) {
    app.get(
      url,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Letters newest first, by recipient and delivery state; their texts only while no SMTP_URL is set',
          security,
          querystring: outboxQuerySchema,
          response: { 200: outboxSchema, ...failures },
          ...(url.includes('/dev/') ? { deprecated: true } : {}),
        },
      },
      async (req) => outbox.list(req.query),
    );
  }
  app.post(
    '/api/v1/manager/outbox/:id/retry',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Send a failed letter again: a new round of delivery attempts (only with SMTP_URL)',
        security,
        params: mailParams,
        response: { 200: outboxMailSchema, ...failures },
      },
    },
    async (req) => outbox.retry(caller(req).user.id, req.params.id),
  );
};
