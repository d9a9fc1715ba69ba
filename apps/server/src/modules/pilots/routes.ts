import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicantDecisionSchema,
  errorBodySchema,
  managerPilotListSchema,
  managerPilotQuerySchema,
  okSchema,
  ownerPilotListSchema,
  pilotApplySchema,
  pilotCardBodySchema,
  pilotCardSchema,
  pilotListSchema,
  pilotModerationSchema,
  pilotOutcomeSchema,
  pilotOwnerQuerySchema,
  pilotShowcaseFiltersSchema,
  pilotShowcaseQuerySchema,
  pilotStartSchema,
  pilotSummarySchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { sectionRoutes } from '../../platform/sections.js';
import { createPilotManagerService } from './manager-service.js';
import { createPilotOwnerService } from './owner-service.js';
import { createPilotShowcaseService } from './showcase-service.js';
import { fieldCode } from '@platform/contract';

const security = [{ bearer: [] }];
const tags = ['pilots'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const pilotParams = z.object({ id: z.uuid(fieldCode('pilot_not_found')) });
const applicantParams = pilotParams.extend({ applicationId: z.uuid(fieldCode('pilot_applicant_not_found')) });
const startupParams = z.object({ startupId: z.uuid(fieldCode('not_found')) });
const ok = { ok: true as const };

/** The pilot showcase (spec part 2, section 7) and what the platform adds: moderation, decisions, runs. */
export const pilotRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  sectionRoutes(app, 'pilots');
  const owners = createPilotOwnerService(deps.db);
  const showcase = createPilotShowcaseService(deps.db);
  // Per startup: a card says whether the reader's own run waits for a decision due soon.
  const showcaseRead = deps.reads.define({ name: 'pilot-showcase', sources: ['companies', 'pilots', 'pilot_runs'], schema: pilotListSchema });
  const managers = createPilotManagerService(deps.db);

  for (const role of ['corporate', 'investor'] as const) {
    const onRequest = deps.guard(role);
    const base = `/api/v1/${role}`;
    app.get(
      `${base}/pilot_dashboard_list`,
      {
        onRequest,
        schema: {
          tags,
          summary: `The ${role}'s own pilots, newest first, with their status as the owner sees it`,
          security,
          querystring: pilotOwnerQuerySchema,
          response: { 200: ownerPilotListSchema, ...failures },
        },
      },
      async (req) => owners.list(caller(req).user, role, req.query),
    );
    app.post(
      `${base}/pilot_dashboard_card`,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Submit a pilot card; it is visible in the showcase after moderation',
          security,
          body: pilotCardBodySchema,
          response: { 200: pilotCardSchema, ...failures },
        },
      },
      async (req) => owners.create(caller(req).user, role, req.body),
    );
    app.get(
      `${base}/pilot_dashboard_list/:id`,
      {
        onRequest,
        schema: {
          tags,
          summary: 'The caller’s own pilot with, once published, its applicants and its run',
          security,
          params: pilotParams,
          response: { 200: pilotCardSchema, ...failures },
        },
      },
      async (req) => owners.view(caller(req).user, role, req.params.id),
    );
    app.post(
      `${base}/pilot_dashboard_card/:id/archive`,
      {
        onRequest,
        schema: { tags, summary: 'Archive the caller’s own published pilot', security, params: pilotParams, response: { 200: okSchema, ...failures } },
      },
      async (req) => {
        await owners.archive(caller(req).user, role, req.params.id);
        return ok;
      },
    );
    app.post(
      `${base}/pilot_dashboard_list/:id/applicants/:applicationId`,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Shortlist an applicant, or decline it with a structured reason the startup sees',
          security,
          params: applicantParams,
          body: applicantDecisionSchema,
          response: { 200: okSchema, ...failures },
        },
      },
      async (req) => {
        await owners.decide(caller(req).user, role, req.params.id, req.params.applicationId, req.body);
        return ok;
      },
    );
    app.post(
      `${base}/pilot_dashboard_list/:id/run`,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Start the pilot with a shortlisted applicant and its success contract (KPIs, decision owner and date)',
          security,
          params: pilotParams,
          body: pilotStartSchema,
          response: { 200: pilotCardSchema, 409: errorBodySchema, ...failures },
        },
      },
      async (req) => owners.start(caller(req).user, role, req.params.id, req.body),
    );
    app.post(
      `${base}/pilot_dashboard_list/:id/run/outcome`,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Record the pilot’s outcome and the KPI values reached, once, whenever the decision comes',
          security,
          params: pilotParams,
          body: pilotOutcomeSchema,
          response: { 200: pilotCardSchema, 409: errorBodySchema, ...failures },
        },
      },
      async (req) => owners.outcome(caller(req).user, role, req.params.id, req.body),
    );
  }

  const startups = deps.guard('startup');
  app.post(
    '/api/v1/startup/pilot_dashboard_list',
    {
      onRequest: startups,
      schema: {
        tags,
        summary: 'Published pilots: search, country and industry filters (5 each), status; ascending, newest or active first',
        security,
        querystring: pilotShowcaseQuerySchema,
        body: pilotShowcaseFiltersSchema,
        response: { 200: pilotListSchema, ...failures },
      },
    },
    async (req, reply) => {
      const user = caller(req).user;
      return showcaseRead.send(reply, [user.id, req.body, req.query], () => showcase.list(user, req.body, req.query));
    },
  );
  app.get(
    '/api/v1/startup/pilot_dashboard_list/:id',
    {
      onRequest: startups,
      schema: {
        tags,
        summary: 'A published pilot with isReplied, the caller’s application and its decision, and its run',
        security,
        params: pilotParams,
        response: { 200: pilotCardSchema, ...failures },
      },
    },
    async (req) => showcase.view(caller(req).user, req.params.id),
  );
  app.post(
    '/api/v1/startup/pilot_dashboard_card_accept/:id',
    {
      onRequest: startups,
      schema: {
        tags,
        summary: 'Apply once to a published, unarchived pilot with an optional question; the first application makes it active',
        security,
        params: pilotParams,
        body: pilotApplySchema.nullable(),
        response: { 200: pilotCardSchema, 409: errorBodySchema, ...failures },
      },
    },
    async (req) => showcase.apply(caller(req).user, req.params.id, req.body?.question),
  );
  app.get(
    '/api/v1/startup/pilots/summary',
    {
      onRequest: startups,
      schema: {
        tags,
        summary: 'The caller’s pilot counters: applications, shortlists, runs and their outcomes',
        security,
        response: { 200: pilotSummarySchema, ...failures },
      },
    },
    async (req) => showcase.summary(caller(req).user.id),
  );
  app.get(
    '/api/v1/pilots/summary/:startupId',
    {
      onRequest: deps.guard('investor', 'corporate', 'manager'),
      schema: {
        tags,
        summary: 'A startup’s pilot counters, for its profile as investors, corporates and managers see it',
        security,
        params: startupParams,
        response: { 200: pilotSummarySchema, ...failures },
      },
    },
    async (req) => showcase.summary(req.params.startupId),
  );

  const manager = deps.guard('manager');
  app.get(
    '/api/v1/manager/pilots',
    {
      onRequest: manager,
      schema: {
        tags,
        summary:
          'Pilots by status (all when left out), newest first: the moderation queue is status=send; overdue=true lists the runs past their decision date',
        security,
        querystring: managerPilotQuerySchema,
        response: { 200: managerPilotListSchema, ...failures },
      },
    },
    async (req) => managers.list(req.query),
  );
  app.post(
    '/api/v1/manager/pilots/:id/status',
    {
      onRequest: manager,
      schema: {
        tags,
        summary: 'Accept or decline (with a reason) a sent pilot, publish an accepted one (new), or archive',
        security,
        params: pilotParams,
        body: pilotModerationSchema,
        response: { 200: okSchema, ...failures },
      },
    },
    async (req) => {
      await managers.move(caller(req).user.id, req.params.id, req.body);
      return ok;
    },
  );
};
