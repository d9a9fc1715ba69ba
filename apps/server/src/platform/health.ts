import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { livenessSchema, readinessSchema, type Readiness } from '@platform/contract';
import type { Database } from '../db/client.js';

/** A dependency that has not answered within this is counted as down: probes expect an answer fast. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Whether the process still takes traffic; `main.ts` starts draining on SIGTERM, the probe reads it. */
export type Lifecycle = {
  readonly draining: boolean;
  startDraining(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

type Check = 'ok' | 'failed' | 'timeout';

/**
 * Runs `probe` at most once at a time: while one is in flight (a database that accepts connections
 * and never answers), further probes wait for it instead of queueing more work on a stuck pool.
 * Each caller still gives up after the timeout.
 */
function singleFlight(probe: () => Promise<unknown>): () => Promise<Check> {
  let running: Promise<unknown> | undefined;
  return async () => {
    running ??= probe().finally(() => (running = undefined));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Check>((resolve) => (timer = setTimeout(() => resolve('timeout'), READINESS_TIMEOUT_MS)));
    try {
      return await Promise.race([
        running.then(
          (): Check => 'ok',
          (): Check => 'failed',
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Liveness (`/api/health/live`): the process answers, nothing else is asked, so an orchestrator
 * restarts only a process that is stuck, never one waiting for its database. Readiness
 * (`/api/health/ready`): the database answers a trivial query, Redis a PING when configured, and
 * the process is not draining; each probe asks again, so an outage shows at the next probe.
 * `/api/health` stays as it was (liveness plus the database kind) for the callers that use it.
 */
export async function registerHealth(app: FastifyInstance, deps: { database: Database; redis: Redis | undefined }): Promise<void> {
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  } satisfies Lifecycle);

  const database = singleFlight(() => deps.database.query('select 1'));
  const redis = deps.redis ? singleFlight(() => deps.redis!.ping()) : undefined;
  const live = { schema: { hide: true, response: { 200: livenessSchema } } };

  app.get('/api/health', live, async () => ({ ok: true as const, database: deps.database.kind }));
  app.get('/api/health/live', live, async () => ({ ok: true as const, database: deps.database.kind }));
  app.get('/api/health/ready', { schema: { hide: true, response: { 200: readinessSchema, 503: readinessSchema } } }, async (_req, reply) => {
    const [db, cache] = await Promise.all([database(), redis?.()]);
    const failed: Readiness['failed'] = [];
    if (db !== 'ok') failed.push('database');
    if (cache !== undefined && cache !== 'ok') failed.push('redis');
    if (draining) failed.push('draining');
    const body: Readiness = { ready: failed.length === 0, failed, checks: { database: db, ...(cache ? { redis: cache } : {}), draining } };
    // A probe must see the state of now, never a cached answer.
    reply.header('Cache-Control', 'no-store');
    return reply.status(failed.length ? 503 : 200).send(body);
  });
}
