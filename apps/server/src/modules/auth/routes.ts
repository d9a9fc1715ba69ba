import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, loginBodySchema, okSchema, signinKeyBodySchema, tokenResponseSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { byEmail, byIp, limits, MINUTE } from '../../platform/rate-limit.js';
import type { AppDeps } from '../../platform/deps.js';
import { createAuthService } from './service.js';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const auth = createAuthService(deps);
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  });
  const { loginPerIp, loginPerAccount } = deps.config.rateLimit;
  const perIp = { name: 'signin-ip', max: loginPerIp, timeWindow: MINUTE, key: byIp };
  const signinLimits = limits(app, perIp);
  const loginLimits = limits(app, perIp, { name: 'signin-account', max: loginPerAccount, timeWindow: 15 * MINUTE, key: byEmail });

  app.post(
    '/api/v1/auth/login',
    {
      preHandler: loginLimits,
      schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: loginBodySchema, response: { 200: tokenResponseSchema, ...failures } },
    },
    async (req, reply) => {
      const token = await auth.login(req.body.email, req.body.password, meta(req));
      reply.header('Authorization', `Bearer ${token}`);
      return { token };
    },
  );

  app.post(
    '/api/v1/user/signin',
    {
      preHandler: signinLimits,
      schema: { tags: ['auth'], summary: 'Sign in with a one-time key from a link', body: signinKeyBodySchema, response: { 200: tokenResponseSchema, ...failures } },
    },
    async (req, reply) => {
      const token = await auth.signinByKey(req.body.key, meta(req));
      reply.header('Authorization', `Bearer ${token}`);
      return { token };
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      onRequest: deps.guard(),
      schema: { tags: ['auth'], summary: 'End this session', security: [{ bearer: [] }], response: { 200: okSchema, 401: errorBodySchema } },
    },
    async (req, reply) => {
      await auth.logout(caller(req).sessionId);
      // The guard may have renewed the token; a closed session must not hand one out.
      reply.removeHeader('Authorization');
      return { ok: true as const };
    },
  );
};
