import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appIdParamsSchema,
  errorBodySchema,
  meetingAcceptSchema,
  meetingBookingSchema,
  meetingIdParamsSchema,
  meetingListSchema,
  meetingSchema,
  okSchema,
  ticketIdParamsSchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createMeetingService } from './service.js';

const security = [{ bearer: [] }];
const tags = ['meetings'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Meetings with the internal expert of an expert ticket (spec part 1, sections 3, 4 and 7). */
export const meetingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = createMeetingService(deps.db, deps.config.mailFrom);
  const managers = deps.guard('manager');
  const experts = deps.guard('expert');

  app.post(
    '/api/v1/manager/expert-tickets/:id/meetings',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Book a meeting with the expert ticket's internal expert inside the expert's free time",
        security,
        params: ticketIdParamsSchema,
        body: meetingBookingSchema,
        response: { 200: meetingSchema, ...failures },
      },
    },
    async (req) => service.book(caller(req).user.id, req.params.id, req.body),
  );
  app.patch(
    '/api/v1/manager/meetings/:id',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Change a meeting under the booking rules; the expert company answers again and the invites are sent anew',
        security,
        params: meetingIdParamsSchema,
        body: meetingBookingSchema,
        response: { 200: meetingSchema, ...failures },
      },
    },
    async (req) => service.change(caller(req).user.id, req.params.id, req.body),
  );
  app.delete(
    '/api/v1/manager/meetings/:id',
    { onRequest: managers, schema: { tags, summary: 'Cancel a meeting', security, params: meetingIdParamsSchema, response: { 200: okSchema, ...failures } } },
    async (req) => {
      await service.cancel(caller(req).user.id, req.params.id);
      return { ok: true as const };
    },
  );
  app.get(
    '/api/v1/expert/meet/:appId',
    {
      onRequest: experts,
      schema: {
        tags,
        summary: 'The meetings of an expert ticket, by start time',
        security,
        params: appIdParamsSchema,
        response: { 200: meetingListSchema, ...failures },
      },
    },
    async (req) => service.ofExpertTicket(caller(req).user.id, req.params.appId),
  );
  app.patch(
    '/api/v1/expert/work_calendar/meet/accept/:id',
    {
      onRequest: experts,
      schema: {
        tags,
        summary: 'Accept a meeting, or decline it with a reason of 5 to 50 characters',
        security,
        params: meetingIdParamsSchema,
        body: meetingAcceptSchema,
        response: { 200: meetingSchema, ...failures },
      },
    },
    async (req) => service.answer(caller(req).user.id, req.params.id, req.body),
  );
  for (const [prefix, roles] of [
    ['startup', ['startup']],
    ['foundation', ['investor', 'corporate']],
  ] as const) {
    app.get(
      `/api/v1/${prefix}/ticket/:id/meetings`,
      {
        onRequest: deps.guard(...roles),
        schema: {
          tags,
          summary: "The meetings of the expert tickets serving the caller's application",
          security,
          params: ticketIdParamsSchema,
          response: { 200: meetingListSchema, ...failures },
        },
      },
      async (req) => service.ofClientTicket(caller(req).user, req.params.id),
    );
  }
};
