import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, expertIdParamsSchema, workCalendarBodySchema, workCalendarQuerySchema, workCalendarSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createScheduleService } from './service.js';

const security = [{ bearer: [] }];
const tags = ['schedule'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The internal experts' work calendars (spec part 1, section 7); meetings come later. */
export const scheduleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const service = createScheduleService(db);

  app.get(
    '/api/v1/expert/work_calendar/:expertId',
    {
      onRequest: guard('expert', 'manager'),
      schema: {
        tags,
        summary: "An internal expert's work calendar for an instant range of at most six weeks: each local date's hours, the meetings and the settings",
        security,
        params: expertIdParamsSchema,
        querystring: workCalendarQuerySchema,
        response: { 200: workCalendarSchema, ...failures },
      },
    },
    async (req) => {
      const { user } = caller(req);
      return service.read(user, req.params.expertId, { from: new Date(req.query.timestampz_from), to: new Date(req.query.timestampz_to) });
    },
  );

  app.post(
    '/api/v1/expert/work_calendar/:expertId',
    {
      onRequest: guard('expert'),
      schema: {
        tags,
        summary: "Replace an internal expert's weekly hours and zone, and, when sent, the date overrides from today on; answers for the current week",
        security,
        params: expertIdParamsSchema,
        body: workCalendarBodySchema,
        response: { 200: workCalendarSchema, ...failures },
      },
    },
    async (req) => service.save(caller(req).user, req.params.expertId, req.body),
  );
};
