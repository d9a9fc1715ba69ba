import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  errorBodySchema,
  okSchema,
  passwordResetBodySchema,
  recoveryVerifyResponseSchema,
  registrationBodySchema,
  sendCodeBodySchema,
  sendCodeResponseSchema,
  tokenResponseSchema,
  verifyCodeBodySchema,
  verifyCodeResponseSchema,
} from '@platform/contract';
import type { AppDeps } from '../../platform/deps.js';
import { requestLanguage } from '../../platform/errors.js';
import { byEmail, byIp, limits, MINUTE } from '../../platform/rate-limit.js';
import { codeMail, createCodeService } from '../codes/index.js';
import { register, sendRegistrationCode } from './registration.js';
import { isEmailTaken } from '../users/index.js';
import { createAuthService } from './service.js';

const failures = { 400: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema };
const sent = { resendAfter: CODE_RESEND_SECONDS, expiresIn: CODE_TTL_SECONDS };

/** Sign-up by e-mail code and password recovery: the calls a visitor makes before signing in. */
export const signupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, mailer } = deps;
  const codes = createCodeService(db);
  const auth = createAuthService({ ...deps, log: app.log });
  const { codePerIp, codePerAddress } = deps.config.rateLimit;
  const codeLimits = limits(
    app,
    { name: 'code-ip', max: codePerIp, timeWindow: 10 * MINUTE, key: byIp },
    { name: 'code-address', max: codePerAddress, timeWindow: 60 * MINUTE, key: byEmail },
  );
  const verifyLimits = limits(app, { name: 'verify-ip', max: codePerIp * 3, timeWindow: 10 * MINUTE, key: byIp });

  app.post(
    '/api/v1/auth/send-code/registration',
    {
      preHandler: codeLimits,
      schema: {
        tags: ['sign-up'],
        summary: 'Mail a 6-digit sign-up code to an e-mail. Answers the same for a registered e-mail, whose owner is told someone tried to sign up',
        body: sendCodeBodySchema,
        response: { 200: sendCodeResponseSchema, ...failures },
      },
    },
    async (req) => {
      await sendRegistrationCode(db, codes, mailer, req.body.email, requestLanguage(req), `${deps.config.publicUrl}/login`);
      return sent;
    },
  );

  app.post(
    '/api/v1/auth/verify-code/registration',
    {
      preHandler: verifyLimits,
      schema: {
        tags: ['sign-up'],
        summary: 'Check a sign-up code; answers the proof that finishing sign-up spends',
        body: verifyCodeBodySchema,
        response: { 200: verifyCodeResponseSchema, ...failures },
      },
    },
    async (req) => ({ registrationToken: await codes.verify('registration', req.body.email, req.body.code) }),
  );

  app.post(
    '/api/v1/auth/registration',
    {
      preHandler: verifyLimits,
      schema: {
        tags: ['sign-up'],
        summary: 'Finish sign-up: creates the account and its company, and signs in',
        body: registrationBodySchema,
        response: { 200: tokenResponseSchema, ...failures },
      },
    },
    async (req, reply) => {
      const { userId } = await register(db, codes, req.body);
      const token = await auth.openSession(userId, { ip: req.ip, userAgent: req.headers['user-agent'] });
      reply.header('Authorization', `Bearer ${token}`);
      return { token };
    },
  );

  app.post(
    '/api/v1/auth/send-code/recovery',
    {
      preHandler: codeLimits,
      schema: {
        tags: ['sign-up'],
        summary: 'Mail a password recovery code. Answers the same whether or not the e-mail has an account',
        body: sendCodeBodySchema,
        response: { 200: sendCodeResponseSchema, ...failures },
      },
    },
    async (req) => {
      const { email } = req.body;
      // A code is issued for every address, mailed only to an account's owner: the resend pause
      // and the answers to guessed codes are then the same whether or not the account exists.
      const language = requestLanguage(req);
      const send = (await isEmailTaken(db, email)) ? { mailer, letter: (code: string) => codeMail('recovery', email, code, language) } : undefined;
      await codes.issue('recovery', email, send ? { send } : {});
      return sent;
    },
  );

  app.post(
    '/api/v1/auth/verify-code/recovery',
    {
      preHandler: verifyLimits,
      schema: {
        tags: ['sign-up'],
        summary: 'Check a recovery code; answers the proof that setting the password spends',
        body: verifyCodeBodySchema,
        response: { 200: recoveryVerifyResponseSchema, ...failures },
      },
    },
    async (req) => ({ recoveryToken: await codes.verify('recovery', req.body.email, req.body.code) }),
  );

  app.post(
    '/api/v1/auth/password/reset',
    {
      preHandler: verifyLimits,
      schema: {
        tags: ['sign-up'],
        summary: 'Set a new password after recovery; every session of the account ends',
        body: passwordResetBodySchema,
        response: { 200: okSchema, ...failures },
      },
    },
    async (req) => {
      await auth.resetPassword(codes, req.body.recoveryToken, req.body.password);
      return { ok: true as const };
    },
  );
};
