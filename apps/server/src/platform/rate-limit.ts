import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

type Limit = { name: string; max: number; timeWindow: number; key: (req: FastifyRequest) => string };

/**
 * One hook that applies several limits to a route (per IP and per account, say). The plugin's own
 * route hook runs only one limiter per request, so each limit here is checked in turn.
 */
export function limits(app: FastifyInstance, ...all: Limit[]) {
  const checks = all.map((l) => ({
    ...l,
    check: app.createRateLimit({ max: l.max, timeWindow: l.timeWindow, keyGenerator: (req) => `${l.name}:${l.key(req)}` }),
  }));
  return async function rateLimited(req: FastifyRequest, reply: FastifyReply) {
    for (const c of checks) {
      const result = await c.check(req);
      if (result.isAllowed) continue;
      reply.header('x-ratelimit-limit', result.max).header('x-ratelimit-remaining', result.remaining);
      if (result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(429, 'too_many_requests', undefined, { seconds: String(result.ttlInSeconds) });
      }
    }
  };
}

function tooMany(reply: FastifyReply, max: number, seconds: number): AppError {
  reply.header('x-ratelimit-limit', max).header('x-ratelimit-remaining', 0).header('retry-after', seconds);
  return new AppError(429, 'too_many_requests', undefined, { seconds: String(seconds) });
}

/**
 * Limits that count failures only, in the same store as the other limits (memory, or Redis when
 * set). `attempt` refuses a key that has used up its failures, runs the try, and spends one of each
 * when it failed, so successes never use any. Tries sharing a `oneAtATime` key wait for each other
 * in a process: concurrent guesses would otherwise all pass the check before any is counted.
 */
export function failureLimits(app: FastifyInstance, oneAtATime: (req: FastifyRequest) => string, ...all: Limit[]) {
  const checks = all.map((l) => ({
    ...l,
    check: app.createRateLimit({ max: l.max, timeWindow: l.timeWindow, keyGenerator: (req) => `${l.name}:${l.key(req)}` }),
  }));
  const queues = new Map<string, Promise<void>>();
  return async function attempt<T>(req: FastifyRequest, reply: FastifyReply, run: () => Promise<T>, failed: (err: unknown) => boolean): Promise<T> {
    const key = oneAtATime(req);
    const before = queues.get(key) ?? Promise.resolve();
    let done = () => {};
    const mine = before.then(() => new Promise<void>((resolve) => (done = resolve)));
    queues.set(key, mine);
    await before;
    try {
      for (const c of checks) {
        const result = await c.check(req, { increment: false });
        if (!result.isAllowed && result.remaining <= 0) throw tooMany(reply, result.max, Math.max(1, result.ttlInSeconds));
      }
      return await run().catch(async (err: unknown) => {
        if (failed(err)) for (const c of checks) await c.check(req);
        throw err;
      });
    } finally {
      done();
      if (queues.get(key) === mine) queues.delete(key);
    }
  };
}

export const byIp = (req: FastifyRequest) => req.ip;

/** The e-mail named in the body, normalised; falls back to the IP when the body has none. */
export const byEmail = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : `ip:${req.ip}`;
};

/** The e-mail and the address together: one address's failures do not lock the owner out elsewhere. */
export const byEmailAndIp = (req: FastifyRequest) => `${byEmail(req)}|${req.ip}`;

export const MINUTE = 60_000;
