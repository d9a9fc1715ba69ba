import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, okSchema, PREFERENCE_MAX_BYTES, preferenceKeySchema, preferenceValueSchema } from '@platform/contract';
import { userPreferences } from '../../db/schema/index.js';
import { caller } from '../../platform/auth.js';
import { documentedAs } from '../../platform/openapi.js';
import type { AppDeps } from '../../platform/deps.js';

const params = z.object({ key: preferenceKeySchema });
/** Any JSON value, null included (null forgets the setting), so the value needs no `.nullable()`. */
const value = documentedAs(preferenceValueSchema, { description: `Any JSON value (null forgets the setting), at most ${PREFERENCE_MAX_BYTES} bytes` });
const security = [{ bearer: [] }];

/** Per-user settings of the web (startups table columns and filters), so they follow the user. */
export const preferenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  app.get(
    '/api/v1/user/preferences/:key',
    {
      onRequest: guard(),
      schema: {
        tags: ['settings'],
        summary: 'A stored web setting of the signed-in user (null when never saved)',
        security,
        params,
        response: { 200: z.object({ value }), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (req) => {
      const [row] = await db
        .select({ value: userPreferences.value })
        .from(userPreferences)
        .where(and(eq(userPreferences.userId, caller(req).user.id), eq(userPreferences.key, req.params.key)))
        .limit(1);
      return { value: (row?.value as z.infer<typeof preferenceValueSchema> | undefined) ?? null };
    },
  );

  app.put(
    '/api/v1/user/preferences/:key',
    {
      onRequest: guard(),
      schema: {
        tags: ['settings'],
        summary: 'Store a web setting; null forgets it',
        security,
        params,
        body: z.object({ value }),
        response: { 200: okSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
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
