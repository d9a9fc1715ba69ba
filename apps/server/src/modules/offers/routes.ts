import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, interestBodySchema, offerListSchema, quoteSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createOfferService } from './service.js';
import { fieldCode } from '@platform/contract';

const security = [{ bearer: [] }];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const offerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const service = createOfferService(db);
  const owners = guard('startup', 'investor', 'corporate');

  app.get(
    '/api/v1/quote/list/:ticketId',
    {
      onRequest: owners,
      schema: {
        tags: ['offers'],
        summary: 'Companies offered on one of the caller’s applications',
        security,
        params: z.object({ ticketId: z.uuid(fieldCode('ticket_not_found')) }),
        response: { 200: offerListSchema, ...failures },
      },
    },
    async (req) => ({ offers: await service.list(caller(req).user.id, req.params.ticketId) }),
  );

  app.patch(
    '/api/v1/quote/interesting/:id',
    {
      onRequest: owners,
      schema: {
        tags: ['offers'],
        summary: 'Answer interest in an offered company: true, false, or null to clear',
        security,
        params: z.object({ id: z.uuid(fieldCode('offer_id_invalid')) }),
        body: interestBodySchema,
        response: { 200: quoteSchema, ...failures },
      },
    },
    async (req) => service.answer(caller(req).user.id, req.params.id, req.body.interesting),
  );
};
