import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, kiisQuerySchema, kiisVersionListSchema } from '@platform/contract';
import type { AppDeps } from '../../platform/deps.js';
import { callerLanguage } from '../../platform/errors.js';
import { bytesAnswer } from '../../platform/openapi.js';
import { sectionRoutes } from '../../platform/sections.js';
import { contentDisposition } from '../files/index.js';
import type { Reader } from './card-service.js';
import type { PassportOf } from './kiis.js';
import { createKiisService } from './kiis-service.js';

const tags = ['crowdfunding'];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const roundParams = z.object({ id: z.uuid('crowdfunding_not_found') });

/**
 * A round's key investment information sheet (ECSP art. 23): the PDF of a version and the list of
 * versions, for whoever may read the round. A round not opened yet answers its startup and the
 * managers a preview (`X-KIIS-Version: preview`), made from its terms now and never stored.
 */
export const roundKiisRoutes =
  (passportOf: PassportOf): FastifyPluginAsyncZod<AppDeps> =>
  async (app, deps) => {
    sectionRoutes(app, 'crowdfunding');
    const service = createKiisService(deps.db, { passportOf, publicUrl: deps.config.publicUrl });
    const signedIn = deps.guard();

    /** As the change log reads: no token is a signed-out visitor; a token is checked as everywhere. */
    async function readerOf(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (req.headers.authorization) await signedIn.call(app, req, reply, () => undefined);
    }
    const reader = (req: FastifyRequest): Reader => (req.auth ? { id: req.auth.user.id, role: req.auth.user.role } : null);

    app.get(
      '/api/v1/crowdfunding/:id/kiis',
      {
        onRequest: readerOf,
        schema: {
          tags,
          summary:
            'The round’s key investment information sheet as a PDF: the current version, or `version`; in `lang`, else the reader’s ' +
            'language. `X-Content-SHA256` is the SHA-256 of the body (the public check knows it); `X-KIIS-Version` its version, ' +
            'or `preview` for a round not opened yet (its startup and managers only). Public for rounds a signed-out visitor may see',
          security: [],
          params: roundParams,
          querystring: kiisQuerySchema,
          response: { 200: bytesAnswer('application/pdf', 'The sheet as a PDF'), ...failures },
        },
      },
      async (req, reply) => {
        const language = req.query.lang ?? callerLanguage(req);
        const sheet = await service.pdf(req.params.id, reader(req), req.query.version, language);
        const name = sheet.version === null ? `kiis-preview-${language}.pdf` : `kiis-v${sheet.version}-${language}.pdf`;
        return reply
          .type('application/pdf')
          .header('X-Content-SHA256', sheet.sha256)
          .header('X-KIIS-Version', sheet.version === null ? 'preview' : String(sheet.version))
          .header('Content-Disposition', contentDisposition('application/pdf', name))
          .header('Cache-Control', 'private, no-store')
          .send(sheet.pdf);
      },
    );

    app.get(
      '/api/v1/crowdfunding/:id/kiis/versions',
      {
        onRequest: readerOf,
        schema: {
          tags,
          summary: 'The versions of the round’s key investment information sheet, newest (current) first, with the SHA-256 of each in English and Russian',
          security: [],
          params: roundParams,
          response: { 200: kiisVersionListSchema, ...failures },
        },
      },
      async (req) => service.versions(req.params.id, reader(req)),
    );
  };
