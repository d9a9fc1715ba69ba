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
 * when it failed, so successes never use any. A process also counts the tries it is running: a key
 * with n failures left lets at most n run at once, so a burst of parallel guesses cannot all pass
 * the check before any is counted, while parallel sign-ins of the owner do not wait for each other.
 */
export function failureLimits(app: FastifyInstance, ...all: Limit[]) {
  const checks = all.map((l) => ({
    ...l,
    check: app.createRateLimit({ max: l.max, timeWindow: l.timeWindow, keyGenerator: (req) => `${l.name}:${l.key(req)}` }),
  }));
  const running = new Map<string, number>();
  /** Failures counted by this process per key: a check read before one was counted is read again. */
  const countedHere = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => {
    const value = (map.get(key) ?? 0) + n;
    if (value === 0) map.delete(key);
    else map.set(key, value);
  };

  return async function attempt<T>(req: FastifyRequest, reply: FastifyReply, run: () => Promise<T>, failed: (err: unknown) => boolean): Promise<T> {
    const keys = checks.map((c) => `${c.name}:${c.key(req)}`);
    for (;;) {
      const seen = keys.map((k) => countedHere.get(k) ?? 0);
      const results = await Promise.all(checks.map((c) => c.check(req, { increment: false })));
      if (keys.some((k, i) => (countedHere.get(k) ?? 0) !== seen[i])) continue;
      // From here to the increments below nothing awaits, so no other try slips in between.
      for (const [i, r] of results.entries()) {
        if (!r.isAllowed && r.remaining <= (running.get(keys[i]!) ?? 0)) throw tooMany(reply, r.max, Math.max(1, r.ttlInSeconds));
      }
      break;
    }
    for (const k of keys) add(running, k, 1);
    try {
      return await run().catch(async (err: unknown) => {
        if (failed(err)) {
          for (const c of checks) await c.check(req);
          for (const k of keys) add(countedHere, k, 1);
        }
        throw err;
      });
    } finally {
      for (const k of keys) add(running, k, -1);
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
