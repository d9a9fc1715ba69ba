import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appIdParamsSchema,
  assignInternalExpertBodySchema,
  errorBodySchema,
  expertInterestBodySchema,
  expertReportResponseSchema,
  expertTicketListQuerySchema,
  expertTicketListSchema,
  expertTicketSchema,
  reportSaveBodySchema,
  ticketIdParamsSchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createExpertTicketService } from './expert-service.js';

const security = [{ bearer: [] }];
const tags = ['due diligence'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The expert company's calls (spec part 1, section 7): its tickets, the interest answer, the internal expert and the report. */
export const expertTicketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = createExpertTicketService(deps.db);
  const experts = deps.guard('expert');

  app.get(
    '/api/v1/expert/ticket_list',
    {
      onRequest: experts,
      schema: {
        tags,
        summary: 'The expert company’s due-diligence tickets, newest first',
        security,
        querystring: expertTicketListQuerySchema,
        response: { 200: expertTicketListSchema, ...failures },
      },
    },
    async (req) => service.list(caller(req).user.id, req.query),
  );
  app.get(
    '/api/v1/expert/ticket/:id',
    {
      onRequest: experts,
      // Reads send no events out after their response; this one writes on the first opening (the
      // ticket is viewed, the counters drop), so it sends its event as a write does.
      onResponse: async () => app.events.kick(),
      schema: {
        tags,
        summary: 'One expert ticket; the first opening marks it viewed',
        security,
        params: ticketIdParamsSchema,
        response: { 200: expertTicketSchema, ...failures },
      },
    },
    async (req) => service.get(caller(req).user.id, req.params.id),
  );
  app.patch(
    '/api/v1/expert/ticket/duedill/accept/:id',
    {
      onRequest: experts,
      schema: {
        tags,
        summary: 'Answer interest: true moves on to terms approval, false cancels, null clears',
        security,
        params: ticketIdParamsSchema,
        body: expertInterestBodySchema,
        response: { 200: expertTicketSchema, ...failures },
      },
    },
    async (req) => service.answer(caller(req).user.id, req.params.id, req.body.interesting),
  );
  app.patch(
    '/api/v1/expert/ticket/:id/internal-expert',
    {
      onRequest: experts,
      schema: {
        tags,
        summary: 'Assign one of the company’s internal experts (null clears)',
        security,
        params: ticketIdParamsSchema,
        body: assignInternalExpertBodySchema,
        response: { 200: expertTicketSchema, ...failures },
      },
    },
    async (req) => service.assign(caller(req).user.id, req.params.id, req.body.internal_expert_id),
  );
  app.get(
    '/api/v1/expert/report/:appId',
    {
      onRequest: experts,
      schema: {
        tags,
        summary: 'The report’s status, id and last edit, with its content',
        security,
        params: appIdParamsSchema,
        response: { 200: expertReportResponseSchema, ...failures },
      },
    },
    async (req) => service.report(caller(req).user.id, req.params.appId),
  );
  app.put(
    '/api/v1/expert/report/:appId',
    {
      onRequest: experts,
      schema: {
        tags,
        summary: 'Save the report as a draft, or submit it for review',
        security,
        params: appIdParamsSchema,
        body: reportSaveBodySchema,
        response: { 200: expertReportResponseSchema, ...failures },
      },
    },
    async (req) => service.saveReport(caller(req).user.id, req.params.appId, req.body),
  );
};
