import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachOfferBodySchema,
  auditActionsSchema,
  auditListSchema,
  auditQuerySchema,
  candidateListSchema,
  errorBodySchema,
  managerQueueQuerySchema,
  managerQueueSchema,
  managerTicketSchema,
  signinKeyCreateBodySchema,
  signinLinkSentSchema,
  statusMoveBodySchema,
  ticketIdParamsSchema,
} from '@platform/contract';
import { createManagerTicketService } from './tickets-service.js';
import { createAuditReader } from './audit-read.js';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createSigninLinks } from '../auth/signin-links.js';

export const managerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signinLinks = createSigninLinks({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl });
  const tickets = createManagerTicketService(deps.db);
  const audit = createAuditReader(deps.db);
  const managers = deps.guard('manager');
  const security = [{ bearer: [] }];
  const tags = ['manager'];
  const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  app.get(
    '/api/v1/manager/tickets',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Ticket queue by type and status, with counts per status',
        security,
        querystring: managerQueueQuerySchema,
        response: { 200: managerQueueSchema, ...failures },
      },
    },
    async (req) => tickets.queue(req.query),
  );
  app.get(
    '/api/v1/manager/tickets/:id',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'A ticket with its form, files, history, offers and the moves allowed now',
        security,
        params: ticketIdParamsSchema,
        response: { 200: managerTicketSchema, ...failures },
      },
    },
    async (req) => tickets.ticket(req.params.id),
  );
  app.post(
    '/api/v1/manager/tickets/:id/status',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Move a ticket one step forward or cancel it, with an optional comment',
        security,
        params: ticketIdParamsSchema,
        body: statusMoveBodySchema,
        response: { 200: managerTicketSchema, ...failures },
      },
    },
    async (req) => tickets.move(caller(req).user.id, req.params.id, req.body.status, req.body.comment),
  );
  app.get(
    '/api/v1/manager/tickets/:id/candidates',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Companies ranked for offering on the ticket, with why each matched',
        security,
        params: ticketIdParamsSchema,
        response: { 200: candidateListSchema, ...failures },
      },
    },
    async (req) => ({ candidates: await tickets.candidates(req.params.id) }),
  );
  app.post(
    '/api/v1/manager/tickets/:id/offers',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Offer a company on the ticket',
        security,
        params: ticketIdParamsSchema,
        body: attachOfferBodySchema,
        response: { 200: managerTicketSchema, ...failures },
      },
    },
    async (req) => tickets.attach(caller(req).user.id, req.params.id, req.body.company_id),
  );
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
