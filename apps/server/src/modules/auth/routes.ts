import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, loginBodySchema, okSchema, signinKeyBodySchema, tokenResponseSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { byEmail, byEmailAndIp, byIp, failureLimits, limits, MINUTE } from '../../platform/rate-limit.js';
import type { AppDeps } from '../../platform/deps.js';
import { createAuthService } from './service.js';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const auth = createAuthService(deps);
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  });
  const { loginPerIp, loginPerAccount, loginPerAccountTotal } = deps.config.rateLimit;
  const signinLimits = limits(app, { name: 'signin-ip', max: loginPerIp, timeWindow: MINUTE, key: byIp });
  // Only wrong passwords count against an account, and mostly per address, so a stranger's
  // guesses cannot keep the owner out; the total ceiling still stops guessing spread over many addresses.
  const passwordAttempt = failureLimits(
    app,
    { name: 'signin-account-ip', max: loginPerAccount, timeWindow: 15 * MINUTE, key: byEmailAndIp },
    { name: 'signin-account', max: loginPerAccountTotal, timeWindow: 15 * MINUTE, key: byEmail },
  );

  app.post(
    '/api/v1/auth/login',
    {
      preHandler: signinLimits,
      schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: loginBodySchema, response: { 200: tokenResponseSchema, ...failures } },
    },
    async (req, reply) => {
      const token = await passwordAttempt(
        req,
        reply,
        () => auth.login(req.body.email, req.body.password, meta(req)),
        (err) => err instanceof AppError && err.code === 'invalid_credentials',
      );
      reply.header('Authorization', `Bearer ${token}`);
      return { token };
    },
  );

  app.post(
    '/api/v1/user/signin',
    {
      preHandler: signinLimits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a one-time key from a link',
        body: signinKeyBodySchema,
        response: { 200: tokenResponseSchema, ...failures },
      },
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
