import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedSchema, errorBodySchema, internalExpertIdParamsSchema, okSchema } from '@platform/contract';
import { z } from 'zod';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { bytesAnswer } from '../../platform/openapi.js';
import { byIp, limits, MINUTE } from '../../platform/rate-limit.js';
import { createCalendarFeedService } from './feed-service.js';

const security = [{ bearer: [] }];
const tags = ['meetings'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** Calendar apps poll a feed every few minutes to hours; a minute's worth per address is generous. */
const FEED_READS_PER_MINUTE = 60;

/** An internal expert's private calendar feed: made, replaced and revoked by its company, read by calendar apps with the address alone. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const feeds = createCalendarFeedService({ db: deps.db, publicUrl: deps.config.publicUrl });
  const experts = deps.guard('expert');
  const path = '/api/v1/expert/internal-expert/:id/calendar-feed';
  const params = internalExpertIdParamsSchema;

  app.get(
    path,
    {
      onRequest: experts,
      schema: {
        tags,
        summary: 'Whether the internal expert has a calendar feed and since when (the address is shown only when it is made)',
        security,
        params,
        response: { 200: calendarFeedSchema, ...failures },
      },
    },
    async (req) => feeds.status(caller(req).user.id, req.params.id),
  );
  app.post(
    path,
    {
      onRequest: experts,
      schema: {
        tags,
        summary: 'Make the calendar feed, or replace it (the old address stops working); answers its address once',
        security,
        params,
        response: { 200: calendarFeedSchema, ...failures },
      },
    },
    async (req) => feeds.rotate(caller(req).user.id, req.params.id),
  );
  app.delete(
    path,
    { onRequest: experts, schema: { tags, summary: 'Revoke the calendar feed', security, params, response: { 200: okSchema, ...failures } } },
    async (req) => {
      await feeds.revoke(caller(req).user.id, req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/v1/calendar/:token.ics',
    {
      preHandler: limits(app, { name: 'calendar-feed-ip', max: FEED_READS_PER_MINUTE, timeWindow: MINUTE, key: byIp }),
      schema: {
        tags,
        summary: "An internal expert's meetings from 90 days ago on, as an iCalendar feed; the secret address is the only credential",
        params: z.object({ token: z.string().max(200) }),
        response: { 200: bytesAnswer('text/calendar', 'The internal expert’s meetings as an iCalendar feed'), 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      const body = await feeds.ics(req.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="calendar.ics"')
        .send(body);
    },
  );
};
