import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { livenessSchema, readinessSchema, type Readiness } from '@platform/contract';
import type { Database } from '../db/client.js';
import { boundedCheck, createDependencyMonitor, s3Check, smtpCheck, type Check, type Dependency } from './dependencies.js';
import { dependencyGauge } from './metrics.js';
import type { S3Settings } from './storage.js';

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

type HealthDeps = {
  database: Database;
  redis: Redis | undefined;
  smtpUrl?: string | undefined;
  s3?: S3Settings | undefined;
};

/**
 * Liveness (`/api/health/live`): the process answers, nothing else is asked, so an orchestrator
 * restarts only a process that is stuck, never one waiting for its database. Readiness
 * (`/api/health/ready`) means "this process can serve users": the database answers a trivial query
 * and the process is not draining, asked again on each probe so an outage shows at the next one.
 * Redis (a PING on each probe), SMTP and S3 (checked at most once a minute and every 30 s) are
 * reported as `degraded` without turning readiness off: the process serves on their fallbacks, and
 * one shared Redis going away must not take every process out of the balancer at once. The same
 * answers feed the `dependency_up` gauge and one log line per change. `/api/health` stays as it
 * was (liveness plus the database kind) for the callers that use it.
 */
export async function registerHealth(app: FastifyInstance, deps: HealthDeps): Promise<void> {
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  } satisfies Lifecycle);

  const checks: Partial<Record<Dependency, Check>> = { database: boundedCheck(() => deps.database.query('select 1')) };
  const redis = deps.redis;
  if (redis) {
    // A process that has just started is not "Redis away": its first connection attempt settles first.
    const settled = redis.status === 'ready' ? Promise.resolve() : new Promise((resolve) => ['ready', 'error', 'end'].forEach((e) => redis.once(e, resolve)));
    checks.redis = boundedCheck(() => settled.then(() => redis.ping()));
  }
  if (deps.smtpUrl) checks.smtp = smtpCheck(deps.smtpUrl);
  if (deps.s3) {
    const s3 = s3Check(deps.s3);
    checks.s3 = s3.check;
    app.addHook('onClose', () => s3.close());
  }
  const monitor = createDependencyMonitor(checks, app.log);
  app.addHook('preClose', () => monitor.close());
  if (app.hasDecorator('metrics')) dependencyGauge(app.metrics.registry, monitor);

  const live = { schema: { hide: true, response: { 200: livenessSchema } } };
  app.get('/api/health', live, async () => ({ ok: true as const, database: deps.database.kind }));
  app.get('/api/health/live', live, async () => ({ ok: true as const, database: deps.database.kind }));
  app.get('/api/health/ready', { schema: { hide: true, response: { 200: readinessSchema, 503: readinessSchema } } }, async (_req, reply) => {
    const states = await monitor.check();
    const failed: Readiness['failed'] = [];
    if (states.database !== 'ok') failed.push('database');
    if (draining) failed.push('draining');
    const degraded = (['redis', 'smtp', 's3'] as const).filter((name) => states[name] !== undefined && states[name] !== 'ok');
    const body: Readiness = { ready: failed.length === 0, failed, degraded, checks: { ...states, database: states.database ?? 'failed', draining } };
    // A probe must see the state of now, never a cached answer.
    reply.header('Cache-Control', 'no-store');
    return reply.status(failed.length ? 503 : 200).send(body);
  });
}
