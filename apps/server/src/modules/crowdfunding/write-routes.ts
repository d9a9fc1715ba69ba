import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backerDecisionSchema,
  backerSchema,
  crowdfundingInvestSchema,
  errorBodySchema,
  okSchema,
  roundModerationSchema,
  roundUpdateBodySchema,
  roundUpdateListSchema,
  roundUpdateSchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { sectionRoutes } from '../../platform/sections.js';
import { createRoundUpdateService } from './updates-service.js';
import type { PassportOf } from './kiis.js';
import { createCrowdfundingWriteService } from './write-service.js';
import { fieldCode } from '@platform/contract';

const security = [{ bearer: [] }];
const tags = ['crowdfunding'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const roundParams = z.object({ id: z.uuid(fieldCode('crowdfunding_not_found')) });
const backerParams = z.object({ backerId: z.uuid(fieldCode('participant_not_found')) });
const ok = { ok: true as const };

/**
 * Crowdfunding writes: joining and cancelling, the managers' moves of rounds and backers, the rounds' updates.
 * `passportOf` (from profiles, via the app) lets an activation state the startup's passport in the round's first sheet.
 */
export const crowdfundingWriteRoutes =
  (passportOf: PassportOf): FastifyPluginAsyncZod<AppDeps> =>
  async (app, deps) => {
    sectionRoutes(app, 'crowdfunding');
    const kiis = { passportOf, publicUrl: deps.config.publicUrl };
    const service = createCrowdfundingWriteService(deps.db, { holidays: deps.config.holidays, regime: deps.config.crowdfunding, kiis });
    const updates = createRoundUpdateService(deps.db);
    const foundations = deps.guard('investor', 'corporate');
    const managers = deps.guard('manager');

    app.post(
      '/api/v1/foundation/crowdfunding_invest/:id',
      {
        onRequest: foundations,
        schema: {
          tags,
          summary: 'Join an active round as a backer (status new), optionally committing an amount within the round’s bounds',
          security,
          params: roundParams,
          body: crowdfundingInvestSchema.nullable().describe('Empty, or the amount committed and the risk accepted where the regime asks'),
          response: { 200: backerSchema, 409: errorBodySchema, ...failures },
        },
      },
      async (req) => service.join(caller(req).user, req.params.id, req.body ?? {}),
    );
    app.delete(
      '/api/v1/foundation/crowdfunding_invest/:id',
      {
        onRequest: foundations,
        schema: {
          tags,
          summary: 'Cancel the caller’s own new commitment within 48 hours of joining',
          security,
          params: roundParams,
          response: { 200: okSchema, ...failures },
        },
      },
      async (req) => {
        await service.cancel(caller(req).user, req.params.id);
        return ok;
      },
    );
    app.post(
      '/api/v1/manager/crowdfunding/:id/status',
      {
        onRequest: managers,
        schema: {
          tags,
          summary: 'Activate or decline (with a reason) a new round, or give notice of an active one’s early close (close_on, 5 business days ahead)',
          security,
          params: roundParams,
          body: roundModerationSchema,
          response: { 200: okSchema, 409: errorBodySchema, ...failures },
        },
      },
      async (req) => {
        await service.moveRound(caller(req).user.id, req.params.id, req.body);
        return ok;
      },
    );
    app.post(
      '/api/v1/manager/crowdfunding/backer/:backerId/status',
      {
        onRequest: managers,
        schema: {
          tags,
          summary: 'Confirm a new backer with the amount and date of investment (the round’s sums move at once), or reject it',
          security,
          params: backerParams,
          body: backerDecisionSchema,
          response: { 200: okSchema, ...failures },
        },
      },
      async (req) => {
        await service.decideBacker(caller(req).user.id, req.params.backerId, req.body);
        return ok;
      },
    );
    app.get(
      '/api/v1/crowdfunding/:id/updates',
      {
        onRequest: deps.guard('startup', 'investor', 'corporate', 'manager'),
        schema: {
          tags,
          summary: 'The round’s updates, newest first: for its startup, its backers and managers',
          security,
          params: roundParams,
          response: { 200: roundUpdateListSchema, ...failures },
        },
      },
      async (req) => updates.list(caller(req).user, req.params.id),
    );
    app.post(
      '/api/v1/startup/crowdfunding/:id/updates',
      {
        onRequest: deps.guard('startup'),
        schema: {
          tags,
          summary: 'Post an update to the caller’s own round; its backers get a letter',
          security,
          params: roundParams,
          body: roundUpdateBodySchema,
          response: { 200: roundUpdateSchema, ...failures },
        },
      },
      async (req) => updates.post(caller(req).user, req.params.id, req.body),
    );
  };
