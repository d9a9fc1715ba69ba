import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachOfferBodySchema,
  candidateListSchema,
  errorBodySchema,
  managerQueueQuerySchema,
  managerQueueSchema,
  managerTicketSchema,
  statusMoveBodySchema,
  ticketIdParamsSchema,
} from '@platform/contract';
import { createManagerTicketService, type ExpertWorkView } from './manager-service.js';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';

/** The managers' queue of applications: the queue, a ticket's page, its status moves, candidates and offers. */
export const managerTicketRoutes =
  (dueDiligence: ExpertWorkView): FastifyPluginAsyncZod<AppDeps> =>
  async (app, deps) => {
    const tickets = createManagerTicketService(deps.db, dueDiligence);
    const managers = deps.guard('manager');
    // The same for every manager: the query is the whole key.
    const queue = deps.reads.define({ name: 'manager-queue', sources: ['tickets', 'offers', 'users', 'companies'], schema: managerQueueSchema });
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
      async (req, reply) => queue.send(reply, req.query, () => tickets.queue(req.query)),
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
  };
