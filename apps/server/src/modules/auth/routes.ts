import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  loginBodySchema,
  loginResponseSchema,
  mfaSigninBodySchema,
  okSchema,
  signinKeyBodySchema,
  tokenResponseSchema,
  type LoginResponse,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { byEmail, byIp, failureLimits, limits, MINUTE } from '../../platform/rate-limit.js';
import type { AppDeps } from '../../platform/deps.js';
import { createAuthService } from './service.js';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

/** A session goes out in the body and the header; the second step of a sign-in carries none. */
function answer(reply: FastifyReply, result: LoginResponse): LoginResponse {
  if ('token' in result) reply.header('Authorization', `Bearer ${result.token}`);
  return result;
}

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const auth = createAuthService(deps);
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  });
  const { loginPerIp, loginPerAccount, loginPerAccountTotal } = deps.config.rateLimit;
  const signinLimits = limits(app, { name: 'signin-ip', max: loginPerIp, timeWindow: MINUTE, key: byIp });
  // The second step names its account by the challenge, not by an e-mail in the body: its wrong
  // codes land on the same counters as the account's wrong passwords.
  const challenged = new WeakMap<FastifyRequest, string>();
  const account = (req: FastifyRequest) => challenged.get(req) ?? byEmail(req);
  // Only wrong passwords and codes count against an account, and mostly per address, so a stranger's
  // guesses cannot keep the owner out; the total ceiling still stops guessing spread over many addresses.
  const passwordAttempt = failureLimits(
    app,
    { name: 'signin-account-ip', max: loginPerAccount, timeWindow: 15 * MINUTE, key: (req) => `${account(req)}|${req.ip}` },
    { name: 'signin-account', max: loginPerAccountTotal, timeWindow: 15 * MINUTE, key: account },
  );
  const wrongProof = (err: unknown) => err instanceof AppError && (err.code === 'invalid_credentials' || err.code === 'mfa_code_wrong');

  app.post(
    '/api/v1/auth/login',
    {
      preHandler: signinLimits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; an account with a second factor answers `mfa_required` and the token for `/api/v1/auth/mfa`',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...failures },
      },
    },
    async (req, reply) => answer(reply, await passwordAttempt(req, reply, () => auth.login(req.body.email, req.body.password, meta(req)), wrongProof)),
  );

  app.post(
    '/api/v1/auth/mfa',
    {
      preHandler: signinLimits,
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in with an authenticator code or a recovery code',
        body: mfaSigninBodySchema,
        response: { 200: tokenResponseSchema, ...failures },
      },
    },
    async (req, reply) => {
      const { mfa_token, code, recovery_code } = req.body;
      const owner = await auth.mfa.challengedAccount(mfa_token);
      if (!owner) throw new AppError(401, 'mfa_token_invalid');
      challenged.set(req, owner.email.trim().toLowerCase());
      const factor = code !== undefined ? { code } : { recovery_code: recovery_code ?? '' };
      const token = await passwordAttempt(req, reply, () => auth.completeMfa(mfa_token, factor, meta(req)), wrongProof);
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
        response: { 200: loginResponseSchema, ...failures },
      },
    },
    async (req, reply) => answer(reply, await auth.signinByKey(req.body.key, meta(req))),
  );

  app.post(
    '/api/v1/auth/logout',
    {
      onRequest: deps.guard(),
      config: { openDuringEnrolment: true },
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
