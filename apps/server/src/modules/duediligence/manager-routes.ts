import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientReportSchema,
  errorBodySchema,
  expertCandidateListSchema,
  expertMoveBodySchema,
  managerTicketSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
  reportIdParamsSchema,
  reportReviewBodySchema,
  revokeReportBodySchema,
  sendToExpertBodySchema,
  ticketIdParamsSchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { requireFreshProof } from '../../platform/fresh-proof.js';
import type { AppDeps } from '../../platform/deps.js';
import { createManagerTicketService } from '../tickets/index.js';
import { createManagerDueDiligenceService, expertWorkView } from './manager-service.js';
import { revokeReport } from './revoke.js';

const security = [{ bearer: [] }];
const tags = ['manager'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
/** The approved report's PDF could not be stored (approval, or a first download). */
const unstored = { 503: errorBodySchema };

/** The back office over due diligence: ranking and sending to expert companies, moving expert tickets, reviewing reports. */
export const managerDueDiligenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = createManagerDueDiligenceService(deps.db, { storage: deps.storage, publicUrl: deps.config.publicUrl });
  const tickets = createManagerTicketService(deps.db, expertWorkView);
  const managers = deps.guard('manager');

  app.get(
    '/api/v1/manager/tickets/:id/experts',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Expert companies ranked for a due-diligence ticket, with why each fits',
        security,
        params: ticketIdParamsSchema,
        response: { 200: expertCandidateListSchema, ...failures },
      },
    },
    async (req) => ({ candidates: await service.candidates(req.params.id) }),
  );
  app.post(
    '/api/v1/manager/tickets/:id/expert',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Send a due-diligence ticket to an expert company with a timeline, a fee and an expiry',
        security,
        params: ticketIdParamsSchema,
        body: sendToExpertBodySchema,
        response: { 200: managerTicketSchema, ...failures },
      },
    },
    async (req) => {
      await service.send(caller(req).user.id, req.params.id, req.body);
      return tickets.ticket(req.params.id);
    },
  );
  app.post(
    '/api/v1/manager/expert-tickets/:id/status',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Terms agreed with the client (the work starts), or cancel an expert ticket',
        security,
        params: ticketIdParamsSchema,
        body: expertMoveBodySchema,
        response: { 200: managerTicketSchema, ...failures },
      },
    },
    async (req) => {
      await service.move(caller(req).user.id, req.params.id, req.body.event, req.body.comment);
      return tickets.ticket(req.params.id);
    },
  );
  app.get(
    '/api/v1/manager/expert-tickets/:id/report',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'The report of an expert ticket, in any state',
        security,
        params: ticketIdParamsSchema,
        response: { 200: clientReportSchema, ...failures },
      },
    },
    async (req) => ({ report: await service.report(req.params.id) }),
  );
  app.post(
    '/api/v1/manager/expert-tickets/:id/review',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Approve the report under review, or ask for changes with a comment',
        security,
        params: ticketIdParamsSchema,
        body: reportReviewBodySchema,
        response: { 200: managerTicketSchema, ...failures, ...unstored },
      },
    },
    async (req) => {
      await service.review(caller(req).user.id, req.params.id, req.body);
      return tickets.ticket(req.params.id);
    },
  );
  app.get(
    '/api/v1/manager/reports',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Reports waiting for review, oldest submission first',
        security,
        querystring: reportQueueQuerySchema,
        response: { 200: reportQueueSchema, ...failures },
      },
    },
    async (req) => service.queue(req.query),
  );
  app.post(
    '/api/v1/manager/reports/:id/revoke',
    {
      onRequest: [managers, requireFreshProof],
      schema: {
        tags,
        summary: "Revoke an approved report's approval with a reason: it stops verifying the startup's claims and stops being shared",
        security,
        params: reportIdParamsSchema,
        body: revokeReportBodySchema,
        response: { 200: clientReportSchema, ...failures },
      },
    },
    async (req) => ({ report: await revokeReport(deps.db, caller(req).user.id, req.params.id, req.body) }),
  );
};
