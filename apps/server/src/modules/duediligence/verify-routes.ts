import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, verifyAnswerSchema, verifyParamsSchema } from '@platform/contract';
import type { AppDeps } from '../../platform/deps.js';
import { byIp, limits, MINUTE } from '../../platform/rate-limit.js';
import { createVerifyService } from './verify-service.js';

/** A person checks a few files at a time; this leaves room for that while making a sweep of guesses slow (they would be futile anyway). */
const VERIFY_PER_MINUTE = 30;

/** The public check of a report PDF by its fingerprint: no sign-in, limited per address. */
export const verifyReportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = createVerifyService(deps.db);
  app.get(
    '/api/v1/reports/verify/:sha256',
    {
      preHandler: limits(app, { name: 'report-verify-ip', max: VERIFY_PER_MINUTE, timeWindow: MINUTE, key: byIp }),
      schema: {
        tags: ['due diligence'],
        summary:
          'Which approved report version has this SHA-256 (64 hex characters), and whether its approval stands; or which version of a ' +
          'round’s key investment information sheet (`kind` kiis), in which language, and whether it is current; public',
        security: [],
        params: verifyParamsSchema,
        response: { 200: verifyAnswerSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => service.verify(req.params.sha256),
  );
};
