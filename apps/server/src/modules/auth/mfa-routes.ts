import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, mfaStatusSchema, okSchema, recoveryCodesSchema, totpConfirmBodySchema, totpEnrolmentSchema } from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { requireFreshProof } from '../../platform/fresh-proof.js';
import type { AppDeps } from '../../platform/deps.js';
import { createMfa } from './mfa.js';
import { createTotpCrypto } from './totp.js';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
const secured = { tags: ['users'], security: [{ bearer: [] }] };

/**
 * An account's second factor: any signed-in account may turn authenticator codes on and off.
 * Turning them on or off needs a recent proof of identity (`requireFreshProof`): with codes on,
 * that proof is a code, so a stolen session and a phished password cannot take the factor away.
 */
export const mfaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const mfa = createMfa(deps.db, createTotpCrypto(deps.config.sessionSecret));

  app.get(
    '/api/v1/user/mfa',
    {
      onRequest: deps.guard(),
      config: { openDuringEnrolment: true },
      schema: {
        ...secured,
        summary: 'Which second factors are on, and how many recovery codes are left',
        response: { 200: mfaStatusSchema, 401: errorBodySchema },
      },
    },
    async (req) => mfa.status(caller(req).user.id),
  );

  app.post(
    '/api/v1/user/mfa/totp',
    {
      onRequest: [deps.guard(), requireFreshProof],
      config: { openDuringEnrolment: true },
      schema: {
        ...secured,
        summary: 'Start (or start again) turning on authenticator codes: the key and the otpauth:// URL for a QR code; refused while codes are on',
        response: { 200: totpEnrolmentSchema, ...failures },
      },
    },
    async (req) => mfa.enrol(caller(req).user),
  );

  app.post(
    '/api/v1/user/mfa/totp/confirm',
    {
      onRequest: deps.guard(),
      config: { openDuringEnrolment: true },
      schema: {
        ...secured,
        summary: 'Turn authenticator codes on with a first code; answers ten recovery codes, shown only this once; other sessions end',
        body: totpConfirmBodySchema,
        response: { 200: recoveryCodesSchema, ...failures },
      },
    },
    async (req) => {
      const { user, sessionId } = caller(req);
      const recovery_codes = await mfa.confirm(user.id, req.body.code, sessionId);
      deps.realtime.endUser(user.id, sessionId);
      return { recovery_codes };
    },
  );

  app.delete(
    '/api/v1/user/mfa/totp',
    {
      // Like every change of factors, it needs a fresh proof: for an account with codes on, that is a code.
      onRequest: [deps.guard(), requireFreshProof],
      schema: {
        ...secured,
        summary: 'Turn authenticator codes off (a fresh proof needed); the recovery codes go too, other sessions end',
        response: { 200: okSchema, ...failures },
      },
    },
    async (req) => {
      const { user, sessionId } = caller(req);
      await mfa.disable(user, sessionId);
      deps.realtime.endUser(user.id, sessionId);
      return { ok: true as const };
    },
  );
};
