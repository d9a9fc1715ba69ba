import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdTicketSchema,
  dueDiligenceFormSchema,
  errorBodySchema,
  foundationInvestmentFormSchema,
  foundationPilotFormSchema,
  foundationTicketTypes,
  optionListSchema,
  optionsOf,
  pageQuerySchema,
  startupInvestmentFormSchema,
  startupPilotFormSchema,
  startupTicketTypes,
  ticketDetailSchema,
  ticketIdParamsSchema,
  ticketListSchema,
  type ClientTicketType,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { requestLanguage } from '../../platform/errors.js';
import { createTicketService } from './service.js';

const security = [{ bearer: [] }];
const tags = ['applications'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const created = { 200: createdTicketSchema, ...failures };

/** The application forms, and each owner's list and view of their applications. */
export const ticketRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const service = createTicketService(db);
  const startup = guard('startup');
  const foundation = guard('investor', 'corporate');

  const file = async (
    userRole: string,
    kind: 'investment' | 'pilot' | 'duedill',
    user: Parameters<typeof service.create>[0],
    form: Record<string, unknown>,
  ) => {
    const type = `${userRole}_${kind}` as ClientTicketType;
    service.assertOwnerRole(user, type);
    const row = await service.create(user, type, form);
    return { id: row.id, type_ticket: row.type, status: row.status };
  };

  app.get(
    '/api/v1/startup/investment/investment_form',
    {
      onRequest: startup,
      schema: { tags, summary: 'Investment goals for the form', security, response: { 200: z.object({ goals: optionListSchema }), ...failures } },
    },
    async (req) => ({ goals: optionsOf('goals', requestLanguage(req)) }),
  );
  app.post(
    '/api/v1/startup/investment/investment_form',
    {
      onRequest: startup,
      schema: { tags, summary: 'File an investment search (startups with a full score)', security, body: startupInvestmentFormSchema, response: created },
    },
    async (req) => file('startup', 'investment', caller(req).user, req.body),
  );

  app.get(
    '/api/v1/startup/pilot/pilot_form',
    {
      onRequest: startup,
      schema: { tags, summary: 'Pilot task classes for the form', security, response: { 200: z.object({ task_class: optionListSchema }), ...failures } },
    },
    async (req) => ({ task_class: optionsOf('task_class', requestLanguage(req)) }),
  );
  app.post(
    '/api/v1/startup/pilot/pilot_form',
    {
      onRequest: startup,
      schema: { tags, summary: 'File a pilot search (startups with a full score)', security, body: startupPilotFormSchema, response: created },
    },
    async (req) => file('startup', 'pilot', caller(req).user, req.body),
  );

  for (const [prefix, guardOf] of [
    ['startup', startup],
    ['foundation', foundation],
  ] as const) {
    app.get(
      `/api/v1/${prefix}/duedill/due_dill_form`,
      {
        onRequest: guardOf,
        schema: { tags, summary: 'Due-diligence types for the form', security, response: { 200: z.object({ types: optionListSchema }), ...failures } },
      },
      async (req) => ({ types: optionsOf('type_of_due_dill', requestLanguage(req)) }),
    );
    app.post(
      `/api/v1/${prefix}/duedill/due_dill_form`,
      { onRequest: guardOf, schema: { tags, summary: 'File a due-diligence order', security, body: dueDiligenceFormSchema, response: created } },
      async (req) => file(caller(req).user.role, 'duedill', caller(req).user, req.body),
    );
  }

  app.post(
    '/api/v1/foundation/investment/investment_form',
    {
      onRequest: foundation,
      schema: { tags, summary: 'File a search for startups to invest in', security, body: foundationInvestmentFormSchema, response: created },
    },
    async (req) => file(caller(req).user.role, 'investment', caller(req).user, req.body),
  );
  app.post(
    '/api/v1/foundation/pilot/pilot_form',
    { onRequest: foundation, schema: { tags, summary: 'File a search for startups to pilot', security, body: foundationPilotFormSchema, response: created } },
    async (req) => file(caller(req).user.role, 'pilot', caller(req).user, req.body),
  );

  for (const [prefix, guardOf, types] of [
    ['startup', startup, startupTicketTypes],
    ['foundation', foundation, foundationTicketTypes],
  ] as const) {
    app.get(
      `/api/v1/${prefix}/ticket_list`,
      {
        onRequest: guardOf,
        schema: {
          tags,
          summary: 'The caller’s applications, newest first unless ordered',
          security,
          querystring: pageQuerySchema('ticket', ['created_at'] as const),
          response: { 200: ticketListSchema, ...failures },
        },
      },
      async (req) => service.list(caller(req).user.id, types, req.query),
    );
    app.get(
      `/api/v1/${prefix}/ticket/:id`,
      {
        onRequest: guardOf,
        schema: {
          tags,
          summary: 'One of the caller’s applications with its form, files and history',
          security,
          params: ticketIdParamsSchema,
          response: { 200: ticketDetailSchema, ...failures },
        },
      },
      async (req) => service.detail(await service.own(caller(req).user.id, req.params.id)),
    );
  }
};
