import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeleteBodySchema,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  defaultSectionSettings,
  emailChangeConfirmBodySchema,
  emailChangeSendBodySchema,
  errorBodySchema,
  okSchema,
  passwordChangeBodySchema,
  sectionSettingsSchema,
  sendCodeResponseSchema,
  settingsBodySchema,
  userEventsSchema,
  userInfoSchema,
} from '@platform/contract';
import { caller } from '../../platform/auth.js';
import { requireFreshProof } from '../../platform/fresh-proof.js';
import { compiledSerializers } from '../../platform/compiled-serializer.js';
import type { AppDeps } from '../../platform/deps.js';
import { byIp, limits, MINUTE } from '../../platform/rate-limit.js';
import { codeMail, createCodeService } from '../codes/index.js';
import { userEventsOf } from '../badges/index.js';
import { presentUserInfo } from './presenter.js';
import { createUserService } from './service.js';

const security = [{ bearer: [] }];
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { guard, db, mailer, config, storage, realtime }) => {
  const service = createUserService(db, createCodeService(db), { storage, realtime, log: app.log });
  const codeLimits = limits(app, { name: 'email-change-ip', max: config.rateLimit.codePerIp, timeWindow: 10 * MINUTE, key: byIp });

  // Every signed-in page asks for this: one prepared statement reads the session, the user and the
  // company, and the answer is written by a compiled serializer.
  app.get(
    '/api/v1/user/info',
    {
      onRequest: guard.withCompany(),
      config: { openDuringEnrolment: true },
      serializerCompiler: compiledSerializers(userInfoSchema),
      schema: { tags: ['users'], summary: 'The signed-in account', security, response: { 200: userInfoSchema, 401: errorBodySchema } },
    },
    async (req) => {
      const { user, company, mfaEnrolmentRequired } = caller(req);
      const info = presentUserInfo(user, company ?? null);
      // The web leads an account that must enrol straight to its second factor.
      return mfaEnrolmentRequired ? { ...info, mfa_enrolment_required: true as const } : info;
    },
  );

  app.get(
    '/api/v1/user/events',
    {
      onRequest: guard(),
      schema: {
        tags: ['users'],
        summary: 'Badge counters (also pushed as `userEvents` on the socket)',
        security,
        response: { 200: userEventsSchema, 401: errorBodySchema },
      },
    },
    async (req) => userEventsOf(db, caller(req).user.id),
  );

  app.get(
    '/api/v1/web/section/settings',
    {
      onRequest: guard(),
      config: { openDuringEnrolment: true },
      schema: {
        tags: ['users'],
        summary: 'Which optional sections (crowdfunding, pilots) the account sees',
        security,
        response: { 200: sectionSettingsSchema, 401: errorBodySchema },
      },
    },
    async (req) => ({ ...defaultSectionSettings, ...caller(req).user.sectionSettings }),
  );

  app.patch(
    '/api/v1/user/settings',
    {
      onRequest: guard(),
      schema: {
        tags: ['settings'],
        summary: "Change the interface language, the agreement or the time zone of letters and invites (or set the browser's while none is set)",
        security,
        body: settingsBodySchema,
        response: { 200: userInfoSchema, ...failures },
      },
    },
    async (req) => service.info(await service.updateSettings(caller(req).user.id, req.body)),
  );

  app.post(
    '/api/v1/user/password',
    {
      onRequest: [guard(), requireFreshProof],
      schema: {
        tags: ['settings'],
        summary: 'Change the password; other sessions end',
        security,
        body: passwordChangeBodySchema,
        response: { 200: okSchema, ...failures },
      },
    },
    async (req) => {
      const { user, sessionId } = caller(req);
      await service.changePassword(user, sessionId, req.body.currentPassword, req.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/user/email/send-code',
    {
      onRequest: [guard(), requireFreshProof],
      preHandler: codeLimits,
      schema: {
        tags: ['settings'],
        summary: 'Mail a code to a new e-mail address',
        security,
        body: emailChangeSendBodySchema,
        response: { 200: sendCodeResponseSchema, ...failures },
      },
    },
    async (req) => {
      const { user } = caller(req);
      await service.requestEmailChange(user, req.body.email, { mailer, letter: (code) => codeMail('email_change', req.body.email, code, user.language) });
      return { resendAfter: CODE_RESEND_SECONDS, expiresIn: CODE_TTL_SECONDS };
    },
  );

  app.post(
    '/api/v1/user/email/confirm',
    {
      onRequest: [guard(), requireFreshProof],
      preHandler: codeLimits,
      schema: {
        tags: ['settings'],
        summary: 'Confirm the new e-mail with its code',
        security,
        body: emailChangeConfirmBodySchema,
        response: { 200: userInfoSchema, ...failures },
      },
    },
    async (req) => service.info(await service.confirmEmailChange(caller(req).user, req.body.email, req.body.code)),
  );

  app.delete(
    '/api/v1/user',
    {
      onRequest: [guard(), requireFreshProof],
      schema: {
        tags: ['settings'],
        summary: 'Delete the account; the user types their own e-mail to confirm',
        security,
        body: accountDeleteBodySchema,
        response: { 200: okSchema, ...failures },
      },
    },
    async (req, reply) => {
      await service.deleteAccount(caller(req).user, req.body.email);
      reply.removeHeader('Authorization');
      return { ok: true as const };
    },
  );
};
