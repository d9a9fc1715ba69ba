import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, okSchema, preferenceKeySchema, preferenceValueSchema } from '@platform/contract';
import { userPreferences } from '../../db/schema/index.js';
import { caller } from '../../platform/auth.js';
import type { AppDeps } from '../../platform/deps.js';

const params = z.object({ key: preferenceKeySchema });
const security = [{ bearer: [] }];

/** Per-user settings of the web (startups table columns and filters), so they follow the user. */
export const preferenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  app.get(
    '/api/v1/user/preferences/:key',
    {
      onRequest: guard(),
      schema: { tags: ['settings'], summary: 'A stored web setting of the signed-in user (null when never saved)', security, params, response: { 200: z.object({ value: z.json().nullable() }), 400: errorBodySchema, 401: errorBodySchema } },
    },
    async (req) => {
      const [row] = await db
        .select({ value: userPreferences.value })
        .from(userPreferences)
        .where(and(eq(userPreferences.userId, caller(req).user.id), eq(userPreferences.key, req.params.key)))
        .limit(1);
      return { value: (row?.value as z.infer<ReturnType<typeof z.json>>) ?? null };
    },
  );

  app.put(
    '/api/v1/user/preferences/:key',
    {
      onRequest: guard(),
      schema: { tags: ['settings'], summary: 'Store a web setting; null forgets it', security, params, body: z.object({ value: preferenceValueSchema.nullable() }), response: { 200: okSchema, 400: errorBodySchema, 401: errorBodySchema } },
    },
    async (req) => {
      const userId = caller(req).user.id;
      const { value } = req.body;
      if (value === null) {
        await db.delete(userPreferences).where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, req.params.key)));
      } else {
        await db
          .insert(userPreferences)
          .values({ userId, key: req.params.key, value })
          .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { value, updatedAt: new Date() } });
      }
      return { ok: true as const };
    },
  );
};
