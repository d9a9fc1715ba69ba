import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  corporateProfileBodySchema,
  corporateProfileSchema,
  errorBodySchema,
  investorProfileBodySchema,
  investorProfileSchema,
  profileIdParamsSchema,
  quoteSchema,
  viewProfileQuerySchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { forbidden } from '../../platform/errors.js';
import { createOfferService } from '../offers/index.js';
import { createCompanyProfileService } from './company-service.js';
import { profilePolicy } from './policy.js';
import { profileRecordFor } from './profile-record.js';

const security = [{ bearer: [] }];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Each kind of foundation profile: its answer and its body. */
const schemas = {
  corporate: { out: corporateProfileSchema, body: corporateProfileBodySchema },
  investor: { out: investorProfileSchema, body: investorProfileBodySchema },
} as const;

/** Corporate and investor profiles: own profile read and save, and the view other roles open. */
export const companyProfileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const service = createCompanyProfileService(db);
  const offers = createOfferService(db);

  for (const [role, { out, body }] of Object.entries(schemas) as [keyof typeof schemas, (typeof schemas)[keyof typeof schemas]][]) {
    const tags = ['profiles'];

    app.get(
      `/api/v1/${role}/profiledata`,
      { onRequest: guard(role), schema: { tags, summary: `The signed-in ${role}'s profile`, security, response: { 200: out, ...failures } } },
      async (req) => service.load(caller(req).user.id, role),
    );

    app.post(
      `/api/v1/${role}/profiledata`,
      {
        onRequest: guard(role),
        schema: {
          tags,
          summary: `Save the signed-in ${role}'s profile (file fields: omitted keeps, null removes, {id} attaches)`,
          security,
          body,
          response: { 200: out, ...failures },
        },
      },
      async (req) => service.save(caller(req).user.id, role, req.body),
    );

    app.get(
      `/api/v1/${role}/:id`,
      {
        onRequest: guard('startup', 'manager', 'expert'),
        schema: {
          tags,
          summary: `A ${role}'s profile as a startup, a manager or the expert company working for it sees it`,
          security,
          params: profileIdParamsSchema,
          querystring: viewProfileQuerySchema,
          response: { 200: out.extend({ quote: quoteSchema.nullable().optional() }), ...failures },
        },
      },
      async (req) => {
        const { user } = caller(req);
        if (!profilePolicy.read(user, await profileRecordFor(db, user, req.params.id))) throw forbidden();
        const profile = await service.load(req.params.id, role);
        const { ticketId } = req.query;
        // Opened from an offer on the caller's own ticket: the offer becomes seen and its answer shows.
        if (!ticketId || !profilePolicy.seeQuote(user)) return profile;
        return { ...profile, quote: await offers.viewFromTicket(user.id, ticketId, req.params.id) };
      },
    );
  }
};
