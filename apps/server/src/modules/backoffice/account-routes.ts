import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockBodySchema,
  companyAccountSchema,
  companyNoteBodySchema,
  errorBodySchema,
  okSchema,
  recommendationBodySchema,
  recommendationParamsSchema,
  sectionSettingsSchema,
  sessionsEndedSchema,
  signinListSchema,
  signinLinkSentSchema,
  unblockBodySchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { requireFreshProof } from '../../platform/fresh-proof.js';
import type { AppDeps } from '../../platform/deps.js';
import { createCodeService } from '../codes/index.js';
import { createSigninLinks } from '../auth/index.js';
import { createSigninLog } from '../sessions/index.js';
import { createUserService } from '../users/index.js';
import { createRecommendationWriter } from './account-recommendations.js';
import { createCompanyAccountService } from './account-service.js';
import { fieldCode } from '@platform/contract';

const security = [{ bearer: [] }];
const tags = ['manager'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const companyParams = z.object({ id: z.uuid(fieldCode('company_not_found')) });
const base = '/api/v1/manager/companies/:id';

/** A company's page in the managers' back office: its account and the actions on it (issue 16). */
export const companyAccountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const users = createUserService(deps.db, createCodeService(deps.db), { storage: deps.storage, realtime: deps.realtime, log: app.log });
  const accounts = createCompanyAccountService({
    db: deps.db,
    users,
    signinLinks: createSigninLinks({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl }),
    realtime: deps.realtime,
    signins: createSigninLog({ db: deps.db, secret: deps.config.sessionSecret, log: app.log }),
  });
  const recommendations = createRecommendationWriter({ db: deps.db });
  const onRequest = deps.guard('manager');
  const actor = (req: Parameters<typeof caller>[0]) => caller(req).user.id;

  app.get(
    base,
    {
      onRequest,
      schema: {
        tags,
        summary: 'A company’s account: status, sections, activity, what is open, recommendations',
        security,
        params: companyParams,
        response: { 200: companyAccountSchema, ...failures },
      },
    },
    async (req) => accounts.read(req.params.id),
  );
  app.post(
    `${base}/block`,
    {
      onRequest: [onRequest, requireFreshProof],
      schema: {
        tags,
        summary: 'Block the account with a reason, shown to the company on its refused sign-in when `share_reason`: every session ends at once',
        security,
        params: companyParams,
        body: blockBodySchema,
        response: { 200: companyAccountSchema, ...failures },
      },
    },
    async (req) => accounts.setBlocked(actor(req), req.params.id, true, req.body.reason, req.body.share_reason),
  );
  app.post(
    `${base}/unblock`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Unblock the account with a reason; its owner signs in again',
        security,
        params: companyParams,
        body: unblockBodySchema,
        response: { 200: companyAccountSchema, ...failures },
      },
    },
    async (req) => accounts.setBlocked(actor(req), req.params.id, false, req.body.reason),
  );
  app.put(
    `${base}/sections`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Show or hide the crowdfunding and pilots sections for the account, from its next request',
        security,
        params: companyParams,
        body: sectionSettingsSchema,
        response: { 200: companyAccountSchema, ...failures },
      },
    },
    async (req) => accounts.setSections(actor(req), req.params.id, req.body),
  );
  app.post(
    `${base}/signin-link`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mail the account a one-time sign-in link (24 h, single use); the key is not shown, manager accounts are refused',
        security,
        params: companyParams,
        response: { 200: signinLinkSentSchema, ...failures },
      },
    },
    async (req) => accounts.sendSigninLink(actor(req), req.params.id),
  );
  app.post(
    `${base}/sessions/end`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'End every session of the account at once; its open pages are sent to sign in',
        security,
        params: companyParams,
        response: { 200: sessionsEndedSchema, ...failures },
      },
    },
    async (req) => accounts.endSessions(actor(req), req.params.id),
  );
  app.get(
    `${base}/signins`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The account’s last sign-in attempts, right and wrong, the newest first',
        security,
        params: companyParams,
        response: { 200: signinListSchema, ...failures },
      },
    },
    async (req) => accounts.signins(req.params.id),
  );
  app.put(
    `${base}/recommendations/:category`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Write a startup’s recommendation in a category; it replaces the category’s stock advice',
        security,
        params: recommendationParamsSchema,
        body: recommendationBodySchema,
        response: { 200: companyAccountSchema, ...failures },
      },
    },
    async (req) => recommendations.put(actor(req), req.params.id, req.params.category, req.body),
  );
  app.delete(
    `${base}/recommendations/:category`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a startup’s recommendation in a category',
        security,
        params: recommendationParamsSchema,
        response: { 200: companyAccountSchema, ...failures },
      },
    },
    async (req) => recommendations.remove(actor(req), req.params.id, req.params.category),
  );
  app.post(
    `${base}/notes`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an internal comment to the company’s timeline (managers only)',
        security,
        params: companyParams,
        body: companyNoteBodySchema,
        response: { 200: okSchema, ...failures },
      },
    },
    async (req) => {
      await accounts.addNote(actor(req), req.params.id, req.body.text);
      return { ok: true as const };
    },
  );
};
