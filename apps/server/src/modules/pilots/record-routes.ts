import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, pilotRecordParamsSchema, pilotRecordSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { pilotRecordOf } from './record.js';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Each corporate's and investor's pilot track record. Apart from the pilot routes and filed with
 * the profiles: it belongs to the company's profile, so a reader who hid the pilots section still
 * sees it there.
 */
export const pilotRecordRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  for (const role of ['corporate', 'investor'] as const) {
    app.get(
      `/api/v1/${role}/:companyId/pilot-record`,
      {
        onRequest: deps.guard(),
        schema: {
          tags: ['profiles'],
          summary: `A ${role}'s pilot track record: pilots started, share decided by the decision date, share converted, median days to decision`,
          security: [{ bearer: [] }],
          params: pilotRecordParamsSchema,
          response: { 200: pilotRecordSchema, ...failures },
        },
      },
      async (req) => pilotRecordOf(deps.db, caller(req).user, role, req.params.companyId),
    );
  }
};
