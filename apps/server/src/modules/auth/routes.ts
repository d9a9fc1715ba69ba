import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  loginBodySchema,
  loginResponseSchema,
  mfaPasskeyOptionsBodySchema,
  mfaSigninBodySchema,
  okSchema,
  reauthBodySchema,
  reauthResponseSchema,
  signinKeyBodySchema,
  tokenResponseSchema,
  webauthnOptionsSchema,
  type LoginResponse,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { byEmail, byIp, failureLimits, limits, MINUTE } from '../../platform/rate-limit.js';
import type { AppDeps } from '../../platform/deps.js';
import { createReauth } from './reauth.js';
import { createAuthService } from './service.js';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

/** A session goes out in the body and the header; the second step of a sign-in carries none. */
function answer(reply: FastifyReply, result: LoginResponse): LoginResponse {
  if ('token' in result) reply.header('Authorization', `Bearer ${result.token}`);
  return result;
}

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const auth = createAuthService({ ...deps, log: app.log });
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
  const wrongProofs: readonly string[] = ['invalid_credentials', 'mfa_code_wrong', 'current_password_wrong', 'passkey_invalid'];
  const wrongProof = (err: unknown) => err instanceof AppError && wrongProofs.includes(err.code);
  const reauth = createReauth(deps.db, auth.mfa, auth.passkeys);
  /** A refusal by the lockout is a sign-in attempt too: the log names it `locked`. */
  const recordLocked = async <T>(attempt: Promise<T>, onLocked: () => Promise<void>): Promise<T> =>
    attempt.catch(async (err: unknown) => {
      if (err instanceof AppError && err.code === 'too_many_requests') await onLocked();
      throw err;
    });

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
    async (req, reply) => {
      const attempt = passwordAttempt(req, reply, () => auth.login(req.body.email, req.body.password, meta(req)), wrongProof);
      return answer(reply, await recordLocked(attempt, () => auth.lockedOut({ email: req.body.email }, 'password', meta(req))));
    },
  );

  app.post(
    '/api/v1/auth/mfa',
    {
      preHandler: signinLimits,
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in with an authenticator code, a recovery code or a passkey of the account',
        body: mfaSigninBodySchema,
        response: { 200: tokenResponseSchema, ...failures },
      },
    },
    async (req, reply) => {
      const { mfa_token, code, recovery_code, passkey } = req.body;
      const owner = await auth.mfa.challengedAccount(mfa_token);
      if (!owner) throw new AppError(401, 'mfa_token_invalid');
      challenged.set(req, owner.email.trim().toLowerCase());
      const factor =
        code !== undefined
          ? { code }
          : passkey !== undefined
            ? { passkey: { ...passkey, clientExtensionResults: {} } }
            : { recovery_code: recovery_code ?? '' };
      const method = code !== undefined ? 'totp' : passkey !== undefined ? 'passkey' : 'recovery_code';
      const token = await recordLocked(
        passwordAttempt(req, reply, () => auth.completeMfa(mfa_token, factor, meta(req), owner.userId), wrongProof),
        () => auth.lockedOut({ userId: owner.userId }, method, meta(req)),
      );
      reply.header('Authorization', `Bearer ${token}`);
      return { token };
    },
  );

  app.post(
    '/api/v1/auth/mfa/passkey/options',
    {
      preHandler: signinLimits,
      schema: {
        tags: ['auth'],
        summary: 'Options for `navigator.credentials.get()` to give the second step of a sign-in with a passkey of the account the token names',
        body: mfaPasskeyOptionsBodySchema,
        response: { 200: webauthnOptionsSchema, ...failures },
      },
    },
    async (req) => {
      const owner = await auth.mfa.challengedAccount(req.body.mfa_token);
      if (!owner) throw new AppError(401, 'mfa_token_invalid');
      return auth.passkeys.accountOptions(owner.userId, 'second_step');
    },
  );

  app.post(
    '/api/v1/auth/reauth/passkey/options',
    {
      onRequest: deps.guard(),
      preHandler: signinLimits,
      schema: {
        tags: ['auth'],
        summary: 'Options for `navigator.credentials.get()` to prove again, with one of the account’s passkeys, who holds this session',
        security: [{ bearer: [] }],
        response: { 200: webauthnOptionsSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => auth.passkeys.accountOptions(caller(req).user.id, 'reauth'),
  );

  app.post(
    '/api/v1/auth/reauth',
    {
      onRequest: deps.guard(),
      // Turning a factor on asks for a fresh proof, so an account held to enrolment may give one.
      config: { openDuringEnrolment: true },
      preHandler: signinLimits,
      schema: {
        tags: ['auth'],
        summary:
          'Prove again who holds this session (the password, or, for an account with a second factor, a code or a passkey) before a sensitive change; ' +
          'wrong proofs count toward the sign-in lockouts',
        security: [{ bearer: [] }],
        body: reauthBodySchema,
        response: { 200: reauthResponseSchema, ...failures },
      },
    },
    async (req, reply) => {
      const signedIn = caller(req);
      // The caller's own account, not an e-mail in the body, is what its wrong proofs count against.
      challenged.set(req, signedIn.user.email.trim().toLowerCase());
      const freshUntil = await passwordAttempt(req, reply, () => reauth.prove(signedIn, req.body), wrongProof);
      return { ok: true as const, fresh_until: freshUntil.toISOString() };
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
