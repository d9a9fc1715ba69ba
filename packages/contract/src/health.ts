import { z } from 'zod';

/** How one dependency answered its check: in time, with an error, or not within the limit. */
export const dependencyCheckSchema = z.enum(['ok', 'failed', 'timeout']);

/**
 * Dependencies a process serves without, on documented fallbacks (`docs/deployment.md`): Redis
 * (rate limits counted per process, pushes to this process's sockets only), SMTP (letters wait in
 * the queue and are retried) and S3 (the stored files; everything else keeps working).
 */
export const optionalDependencySchema = z.enum(['redis', 'smtp', 's3']);

/**
 * `GET /api/health/ready`: 200 when this process can serve users (its database answers and it is
 * not draining), else 503 with the same shape. `failed` names what keeps it out of the balancer;
 * `degraded` names configured dependencies that do not answer while the process serves on.
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  failed: z.array(z.enum(['database', 'draining'])),
  degraded: z.array(optionalDependencySchema),
  checks: z.object({
    database: dependencyCheckSchema,
    /** Present only when `REDIS_URL` is set; asked on every probe (a PING). */
    redis: dependencyCheckSchema.optional(),
    /** Present only when `SMTP_URL` is set; the last answer of a check made at most once a minute. */
    smtp: dependencyCheckSchema.optional(),
    /** Present only when `S3_BUCKET` is set; the last answer of a check made at most every 30 s. */
    s3: dependencyCheckSchema.optional(),
    /** `true` from SIGTERM on: the process finishes its requests and stops taking new ones. */
    draining: z.boolean(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** `GET /api/health/live` and the older `GET /api/health`: the process answers; no dependency is asked. */
export const livenessSchema = z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) });
