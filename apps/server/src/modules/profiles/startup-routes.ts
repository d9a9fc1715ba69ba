import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  passportSchema,
  profileIdParamsSchema,
  recommendationsSchema,
  startupProfileBodySchema,
  startupProfileSchema,
  viewProfileQuerySchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { bytesAnswer } from '../../platform/openapi.js';
import { forbidden, requestLanguage } from '../../platform/errors.js';
import { createOfferService } from '../offers/index.js';
import { createPassportService } from './passport.js';
import { profilePolicy, startupProfileAbilities } from './policy.js';
import { profileRecordFor } from './profile-record.js';
import { startupRecommendationsOf } from './recommendations.js';
import { createStartupProfileService, UNIT_ECONOMY_TEMPLATE_PATH } from './startup-service.js';
import { unitEconomyTemplate } from './unit-economy-template.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const security = [{ bearer: [] }];
const tags = ['profiles'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const startupProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const service = createStartupProfileService(db);
  const offers = createOfferService(db);
  const passports = createPassportService(db);

  app.get(
    '/api/v1/startup/profiledata',
    {
      onRequest: guard('startup'),
      schema: { tags, summary: "The signed-in startup's profile", security, response: { 200: startupProfileSchema, ...failures } },
    },
    async (req) => {
      const { user } = caller(req);
      return { ...(await service.load(user.id)), can: startupProfileAbilities(user, { companyId: user.id }) };
    },
  );

  app.post(
    '/api/v1/startup/profiledata',
    {
      onRequest: guard('startup'),
      schema: {
        tags,
        summary: "Save the signed-in startup's profile, finance and self-scoring (file fields: omitted keeps, null removes, {id} attaches)",
        security,
        body: startupProfileBodySchema,
        response: { 200: startupProfileSchema, ...failures },
      },
    },
    async (req) => {
      const { user } = caller(req);
      return { ...(await service.save(user.id, req.body)), can: startupProfileAbilities(user, { companyId: user.id }) };
    },
  );

  app.get(
    '/api/v1/startup/recomendations',
    {
      onRequest: guard('startup'),
      schema: {
        tags,
        summary: "The signed-in startup's recommendations by category (spelling as in the contract)",
        security,
        response: { 200: recommendationsSchema, ...failures },
      },
    },
    async (req) => startupRecommendationsOf(db, caller(req).user.id, requestLanguage(req)),
  );

  app.get(
    UNIT_ECONOMY_TEMPLATE_PATH,
    {
      onRequest: guard(),
      schema: {
        tags,
        summary: 'The unit-economy spreadsheet template (XLSX) in the caller language',
        security,
        response: { 200: bytesAnswer(XLSX, 'The spreadsheet template') },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      return reply
        .type(XLSX)
        .header('Content-Disposition', `attachment; filename="unit-economy-template-${lang}.xlsx"`)
        .send(await unitEconomyTemplate(lang));
    },
  );

  app.get(
    '/api/v1/startup/:id',
    {
      onRequest: guard('investor', 'corporate', 'manager', 'expert'),
      schema: {
        tags,
        summary: "A startup's profile as investors, corporates, managers and the expert company working for it see it",
        security,
        params: profileIdParamsSchema,
        querystring: viewProfileQuerySchema,
        response: { 200: startupProfileSchema, ...failures },
      },
    },
    async (req) => {
      const { user } = caller(req);
      const record = await profileRecordFor(db, user, req.params.id);
      if (!profilePolicy.read(user, record)) throw forbidden();
      const profile = { ...(await service.load(req.params.id)), can: startupProfileAbilities(user, record) };
      const { ticketId } = req.query;
      if (!ticketId || !profilePolicy.seeQuote(user)) return profile;
      return { ...profile, quote: await offers.viewFromTicket(user.id, ticketId, req.params.id) };
    },
  );

  app.get(
    '/api/v1/startup/:id/passport',
    {
      onRequest: guard('investor', 'corporate', 'manager', 'expert', 'startup'),
      schema: {
        tags,
        summary: "Where each claim of a startup's profile comes from: self-reported, expert-verified or pilot-verified",
        security,
        params: profileIdParamsSchema,
        response: { 200: passportSchema, ...failures },
      },
    },
    async (req) => passports.passport(caller(req).user, req.params.id),
  );
};
