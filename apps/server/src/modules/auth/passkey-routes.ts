import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  okSchema,
  passkeyCreateBodySchema,
  passkeyListSchema,
  passkeyParamsSchema,
  passkeyRenameBodySchema,
  passkeySchema,
  passkeySigninBodySchema,
  tokenResponseSchema,
  webauthnOptionsSchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { requireFreshProof } from '../../platform/fresh-proof.js';
import { AppError } from '../../platform/errors.js';
import { byIp, failureLimits, limits, MINUTE } from '../../platform/rate-limit.js';
import type { AppDeps } from '../../platform/deps.js';
import { createAuthService } from './service.js';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const secured = { tags: ['users'], security: [{ bearer: [] }] };

/**
 * Passkeys: any signed-in account adds, names and removes its own; anyone signs in with one. The
 * relying party is the site of `PUBLIC_URL`, so passkeys work only where the site is served from there.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const auth = createAuthService({ ...deps, log: app.log });
  const { passkeys } = auth;
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  });
  const { loginPerIp, loginPerAccount } = deps.config.rateLimit;
  // The same per-address budget as the password sign-in; refused passkeys are counted as wrong passwords are.
  const signinLimits = limits(app, { name: 'signin-ip', max: loginPerIp, timeWindow: MINUTE, key: byIp });
  const passkeyAttempt = failureLimits(app, { name: 'signin-passkey-ip', max: loginPerAccount, timeWindow: 15 * MINUTE, key: byIp });
  const refused = (err: unknown) => err instanceof AppError && err.code === 'passkey_invalid';

  app.get(
    '/api/v1/user/passkeys',
    {
      onRequest: deps.guard(),
      // A passkey is a second factor: an account held to enrolment may add one.
      config: { openDuringEnrolment: true },
      schema: { ...secured, summary: 'The account’s passkeys, oldest first', response: { 200: passkeyListSchema, 401: errorBodySchema } },
    },
    async (req) => passkeys.list(caller(req).user.id),
  );

  app.post(
    '/api/v1/user/passkeys/options',
    {
      onRequest: [deps.guard(), requireFreshProof],
      // A passkey is a second factor: an account held to enrolment may add one.
      config: { openDuringEnrolment: true },
      schema: {
        ...secured,
        summary: 'Options for `navigator.credentials.create()` to make a new passkey; the challenge lives five minutes and is used once',
        response: { 200: webauthnOptionsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => passkeys.registrationOptions(caller(req).user),
  );

  app.post(
    '/api/v1/user/passkeys',
    {
      onRequest: [deps.guard(), requireFreshProof],
      // A passkey is a second factor: an account held to enrolment may add one.
      config: { openDuringEnrolment: true },
      schema: {
        ...secured,
        summary: 'Add a passkey: the browser’s answer to the options above, and its name',
        body: passkeyCreateBodySchema,
        response: { 200: passkeySchema, ...failures },
      },
    },
    async (req) => passkeys.register(caller(req).user.id, req.body.name, { ...req.body.response, clientExtensionResults: {} }),
  );

  app.patch(
    '/api/v1/user/passkeys/:id',
    {
      onRequest: [deps.guard(), requireFreshProof],
      schema: {
        ...secured,
        summary: 'Rename a passkey',
        params: passkeyParamsSchema,
        body: passkeyRenameBodySchema,
        response: { 200: passkeySchema, ...failures },
      },
    },
    async (req) => passkeys.rename(caller(req).user.id, req.params.id, req.body.name),
  );

  app.delete(
    '/api/v1/user/passkeys/:id',
    {
      onRequest: [deps.guard(), requireFreshProof],
      schema: { ...secured, summary: 'Remove a passkey; it signs in no more', params: passkeyParamsSchema, response: { 200: okSchema, ...failures } },
    },
    async (req) => {
      await passkeys.remove(caller(req).user.id, req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/auth/passkey/options',
    {
      preHandler: signinLimits,
      schema: {
        tags: ['auth'],
        summary: 'Options for `navigator.credentials.get()` to sign in with any passkey of this site; the challenge lives five minutes and is used once',
        response: { 200: webauthnOptionsSchema, 429: errorBodySchema },
      },
    },
    async () => passkeys.signinOptions(),
  );

  app.post(
    '/api/v1/auth/passkey',
    {
      preHandler: signinLimits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a passkey alone (it is two factors by itself): the browser’s answer to the sign-in options',
        body: passkeySigninBodySchema,
        response: { 200: tokenResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => {
      const response = { ...req.body.response, clientExtensionResults: {} };
      const token = await passkeyAttempt(req, reply, () => auth.signinWithPasskey(response, meta(req)), refused);
      reply.header('Authorization', `Bearer ${token}`);
      return { token };
    },
  );
};
