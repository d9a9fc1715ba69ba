import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultSectionSettings, errorBodySchema, sectionSettingsSchema, userInfoSchema } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';
import { presentUserInfo } from './presenter.js';

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { guard, db }) => {
  app.get(
    '/api/v1/user/info',
    {
      onRequest: guard(),
      schema: { tags: ['users'], summary: 'The signed-in account', security: [{ bearer: [] }], response: { 200: userInfoSchema, 401: errorBodySchema } },
    },
    async (req) => {
      const { user } = caller(req);
      const [company] = await db
        .select({ name: companies.name, industries: companies.industries, regions: companies.regions, rounds: companies.rounds, expertIn: companies.expertIn })
        .from(companies)
        .where(eq(companies.userId, user.id))
        .limit(1);
      return presentUserInfo(user, company ?? null);
    },
  );

  app.get(
    '/api/v1/web/section/settings',
    {
      onRequest: guard(),
      schema: {
        tags: ['users'],
        summary: 'Which optional sections (crowdfunding, pilots) the account sees',
        security: [{ bearer: [] }],
        response: { 200: sectionSettingsSchema, 401: errorBodySchema },
      },
    },
    async (req) => ({ ...defaultSectionSettings, ...caller(req).user.sectionSettings }),
  );
};
