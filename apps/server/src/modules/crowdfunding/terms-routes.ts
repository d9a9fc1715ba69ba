import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, okSchema, roundChangeListQuerySchema, roundChangeListSchema, roundChangeSchema, roundTermsSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { requireFreshProof } from '../../platform/fresh-proof.js';
import type { AppDeps } from '../../platform/deps.js';
import { sectionRoutes } from '../../platform/sections.js';
import type { Reader } from './card-service.js';
import type { PassportOf } from './kiis.js';
import { createRoundTermsService } from './terms-service.js';

const tags = ['crowdfunding'];
const security = [{ bearer: [] }];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const roundParams = z.object({ id: z.uuid('crowdfunding_not_found') });

/**
 * A change of a round's terms (issue 30, item 3): the manager's change, the backer's
 * reconfirmation, the change log every reader of the round may read, and the scheduled
 * cancellation of the backings not reconfirmed in time.
 */
export const roundTermsRoutes =
  (passportOf: PassportOf): FastifyPluginAsyncZod<AppDeps> =>
  async (app, deps) => {
    sectionRoutes(app, 'crowdfunding');
    const kiis = { passportOf, publicUrl: deps.config.publicUrl };
    const service = createRoundTermsService(deps.db, deps.config.holidays, deps.config.crowdfunding, kiis);
    const signedIn = deps.guard();

    /**
     * The change log is public, as the round's view is: a caller without a token reads it as a
     * signed-out visitor; one with a token is checked as everywhere (a stale token is a 401), so a
     * manager or the round's startup also reads it for a round under moderation.
     */
    async function readerOf(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (req.headers.authorization) await signedIn.call(app, req, reply, () => undefined);
    }

    app.post(
      '/api/v1/manager/crowdfunding/:id/terms',
      {
        onRequest: [deps.guard('manager'), requireFreshProof],
        schema: {
          tags,
          summary:
            'Change an active round’s terms at its startup’s request, with a reason; its waiting and confirmed backers must reconfirm ' +
            'within 5 business days. The last day may not fall before that deadline, nor change after a notice of an early close',
          security,
          params: roundParams,
          body: roundTermsSchema,
          response: { 200: roundChangeSchema, ...failures },
        },
      },
      async (req) => service.change(caller(req).user.id, req.params.id, req.body),
    );

    app.post(
      '/api/v1/foundation/crowdfunding_invest/:id/reconfirm',
      {
        onRequest: deps.guard('investor', 'corporate'),
        schema: {
          tags,
          summary: 'Reconfirm the caller’s own backing of the round after a change of its terms, by the deadline (UTC)',
          security,
          params: roundParams,
          response: { 200: okSchema, ...failures },
        },
      },
      async (req) => {
        await service.reconfirm(caller(req).user, req.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/v1/crowdfunding/:id/changes',
      {
        onRequest: readerOf,
        schema: {
          tags,
          summary:
            'The round’s change log, newest first: changes of terms and notices of an early close. Public for the rounds a signed-out ' +
            'visitor may see; with a bearer token, for every round the caller may see',
          security: [],
          params: roundParams,
          querystring: roundChangeListQuerySchema,
          response: { 200: roundChangeListSchema, ...failures },
        },
      },
      async (req) => {
        const user = req.auth?.user;
        const reader: Reader = user ? { id: user.id, role: user.role } : null;
        return service.changes(req.params.id, reader, req.query);
      },
    );
  };
