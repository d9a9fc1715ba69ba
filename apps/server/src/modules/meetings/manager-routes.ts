import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { errorBodySchema, meetingListSchema, ticketIdParamsSchema } from '@platform/contract';
import { tickets, meetings } from '../../db/schema/index.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { meetingRows } from '../schedule/index.js';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * `GET /api/v1/manager/expert-tickets/{id}/meetings`: the meetings of an expert ticket, by start
 * time, as the manager's booking screen lists them (the expert's own read is for expert companies).
 */
export const managerMeetingReadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/manager/expert-tickets/:id/meetings',
    {
      onRequest: deps.guard('manager'),
      schema: {
        tags: ['meetings'],
        summary: 'The meetings of an expert ticket, by start time',
        security: [{ bearer: [] }],
        params: ticketIdParamsSchema,
        response: { 200: meetingListSchema, ...failures },
      },
    },
    async (req) => {
      const [ticket] = await deps.db.select({ type: tickets.type }).from(tickets).where(eq(tickets.id, req.params.id)).limit(1);
      if (!ticket || ticket.type !== 'expert_duedill') throw notFound();
      return { meets: await meetingRows(deps.db, eq(meetings.ticketId, req.params.id)) };
    },
  );
};
