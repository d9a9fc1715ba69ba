import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, signinKeyCreateBodySchema, signinKeyCreateResponseSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { createAuthService } from '../auth/service.js';

export const managerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const auth = createAuthService(deps);

  app.post(
    '/api/v1/manager/signin-keys',
    {
      onRequest: deps.guard('manager'),
      schema: {
        tags: ['manager'],
        summary: 'Issue a one-time sign-in link (24 h, single use) for an account',
        security: [{ bearer: [] }],
        body: signinKeyCreateBodySchema,
        response: { 200: signinKeyCreateResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req) => {
      const { key, expiresAt } = await auth.createSigninKey(caller(req).user.id, req.body.email);
      return { key, url: `${deps.config.publicUrl}/?key=${encodeURIComponent(key)}`, expiresAt: expiresAt.toISOString() };
    },
  );
};
