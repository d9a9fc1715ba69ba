import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, result?: Counted) => void;
type Method = 'incr' | 'read';
/** The plugin's own stores: `incr` counts one, `read` looks without counting (`{ increment: false }`). */
type Store = Record<Method, (key: string, done: Done, timeWindow: number, max: number) => void> & { child(options: object): Store };

// The plugin ships its Redis and memory stores as files without type declarations; the version is
// pinned, so the two constructors are taken as they are rather than written again.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean) => Store;

const RETRY_REDIS_MS = 1_000;

/**
 * Counts in Redis, and in this process while Redis cannot be reached: a sign-in never fails
 * because the counter store is away, and it is never let through uncounted either (the plugin's
 * `skipOnError` would stop limiting password guesses for as long as Redis is down). During an
 * outage each process counts on its own, so the limits hold per process; counts made in Redis
 * before it went away are not seen, and those made here are dropped once it is back.
 */
export function redisWithFallback(redis: Redis, nameSpace: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let inProcess = false;
  let askedAt = 0;
  const down = (err: Error) => {
    askedAt = Date.now();
    if (inProcess) return;
    inProcess = true;
    log.warn({ err }, 'Redis unavailable: rate limits are counted in this process until it answers again');
  };
  // A Redis that stopped answering on an open connection costs each command its timeout: once one
  // failed, counts stay here and only one command a second asks Redis whether it is back.
  const skipRedis = () => {
    if (!inProcess || Date.now() - askedAt >= RETRY_REDIS_MS) {
      askedAt = Date.now();
      return false;
    }
    return true;
  };
  // A client that has just connected again is asked at once.
  redis.on('ready', () => (askedAt = 0));
  const up = () => {
    if (!inProcess) return;
    inProcess = false;
    log.info('Redis answers again: rate limits are counted in Redis');
  };

  class Fallback {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}
    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.count('incr', key, done, timeWindow, max);
    }
    read(key: string, done: Done, timeWindow: number, max: number) {
      this.count('read', key, done, timeWindow, max);
    }
    child(options: object): Fallback {
      return new Fallback(this.shared.child(options), this.local.child(options));
    }
    private count(method: Method, key: string, done: Done, timeWindow: number, max: number) {
      if (skipRedis()) return this.local[method](key, done, timeWindow, max);
      // The client fails a command at once while it is not connected (no offline queue), and
      // after its command timeout when Redis stops answering on an open connection.
      this.shared[method](
        key,
        (err, result) => {
          if (!err) {
            up();
            return done(null, result);
          }
          down(err);
          this.local[method](key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
  }

  return class extends Fallback {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
