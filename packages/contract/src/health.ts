import { z } from 'zod';

/** How one dependency answered the readiness probe: in time, with an error, or not within the limit. */
export const dependencyCheckSchema = z.enum(['ok', 'failed', 'timeout']);

/**
 * `GET /api/health/ready`: 200 when this process should receive traffic, else 503 with the same
 * shape. `failed` names the checks that keep it out, so an operator reads the cause in the probe.
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  failed: z.array(z.enum(['database', 'redis', 'draining'])),
  checks: z.object({
    database: dependencyCheckSchema,
    /** Present only when `REDIS_URL` is set. */
    redis: dependencyCheckSchema.optional(),
    /** `true` from SIGTERM on: the process finishes its requests and stops taking new ones. */
    draining: z.boolean(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** `GET /api/health/live` and the older `GET /api/health`: the process answers; no dependency is asked. */
export const livenessSchema = z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) });
