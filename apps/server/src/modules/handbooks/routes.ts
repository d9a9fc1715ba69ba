import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handbooksSchema } from '@platform/contract';
import type { AppDeps } from '../../platform/deps.js';
import { requestLanguage } from '../../platform/errors.js';
import { createHandbookService } from './service.js';

export const handbookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const handbooks = createHandbookService(db);

  app.get(
    '/api/v2/handbooks',
    {
      schema: {
        tags: ['handbooks'],
        summary: 'Countries, world regions, industries and funding rounds, named in the Accept-Language language',
        response: { 200: handbooksSchema, 304: z.null().describe('Not modified: the ETag still matches; no body') },
      },
    },
    async (req, reply) => {
      const { body, etag } = await handbooks.get(requestLanguage(req));
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=300, must-revalidate').header('Vary', 'Accept-Language');
      // Not modified: no body and no content length, as RFC 9110 asks of a 304.
      if (req.headers['if-none-match'] === etag) return reply.status(304).send(undefined as never);
      // Already JSON: sending the string skips a second serialisation.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
};
