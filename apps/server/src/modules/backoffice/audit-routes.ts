import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActionsSchema, auditListSchema, auditQuerySchema, errorBodySchema, signinKeyCreateBodySchema, signinLinkSentSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createSigninLinks } from '../auth/index.js';
import { createAuditReader } from './audit-read.js';

/** The back office's audit log, and the older sign-in key call kept at its path. */
export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signinLinks = createSigninLinks({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl });
  const audit = createAuditReader(deps.db);
  const managers = deps.guard('manager');
  const security = [{ bearer: [] }];
  const tags = ['manager'];
  const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  app.get(
    '/api/v1/manager/audit',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'The audit log of manager actions, newest first',
        security,
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...failures },
      },
    },
    async (req) => audit.list(req.query),
  );
  app.get(
    '/api/v1/manager/audit/actions',
    {
      onRequest: managers,
      schema: { tags, summary: 'Every action the audit log holds, sorted, for its filter', security, response: { 200: auditActionsSchema, ...failures } },
    },
    async () => ({ actions: await audit.actions() }),
  );

  // The older call, by e-mail: it mails the link as the back office's `…/signin-link` does and
  // answers the same; the key is never in the answer.
  app.post(
    '/api/v1/manager/signin-keys',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Mail a company account a one-time sign-in link (24 h, single use) to its own address; the key is not shown, manager accounts are refused',
        security,
        body: signinKeyCreateBodySchema,
        response: { 200: signinLinkSentSchema, ...failures },
      },
    },
    async (req) => {
      const { sentTo, expiresAt } = await signinLinks.send(caller(req).user.id, { email: req.body.email });
      return { sent_to: sentTo, expires_at: expiresAt };
    },
  );
};
