import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import { compileSerializer } from './compiled-serializer.js';
import { freshRead } from './fresh-read.js';

/** Every source of migration 0042: a table, or a part of one, whose every write moves its version when it commits. */
export const readSources = [
  'users',
  'users_activity',
  'files',
  'companies',
  'startup_profiles',
  'crowdfunds',
  'crowdfund_backers',
  'crowdfund_updates',
  'pilots',
  'pilot_applications',
  'pilot_runs',
  'tickets',
  'offers',
  'threads',
] as const;
/** What a cached read may be built from. */
export type ReadSource = (typeof readSources)[number];

export type ReadCacheOptions = {
  /** Longest an answer is kept: it bounds what changes with time alone (days left, freshness); 0 turns the cache off. */
  ttlSeconds: number;
  /** Bytes of answers one process keeps at most; the least recently used leave first. */
  maxBytes: number;
};

/** One read answered from memory while its sources stay as they were when it was built. */
export type CachedRead<T> = {
  /**
   * Sends the answer for `key` (everything the answer depends on besides the sources: the
   * filters, the page, the reader) as JSON: the kept text when no source changed since it was
   * built, else what `build` answers, written by the schema's compiled serializer and kept.
   */
  send(reply: FastifyReply, key: unknown, build: () => Promise<T>): Promise<FastifyReply>;
};

export type ReadCache = {
  define<S extends z.ZodType>(read: { name: string; sources: readonly ReadSource[]; schema: S }): CachedRead<z.output<S>>;
};

type Entry = { version: number; text: string };

const JSON_TYPE = 'application/json; charset=utf-8';

/** The time until the next UTC midnight, when what is dated by the day (days left, rounds ending) moves. */
function untilNextUtcDay(now = Date.now()): number {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next.getTime() - now;
}

/**
 * Answers of busy reads kept in this process's memory, each beside the version of its sources it
 * was built at. Every request reads the versions of the sources (one prepared statement over a
 * few rows, begun after the request arrived and shared with the requests that arrived together,
 * see `freshRead`) and serves the kept text only when the newest of its own is the same: a write
 * that committed before the request began always shows, whichever process made it, with no
 * message to wait for. Errors (a 404, a refused reader) are never kept: they go out as thrown.
 */
export function createReadCache(db: Db, opts: ReadCacheOptions): ReadCache {
  const ttlMs = opts.ttlSeconds * 1000;
  const enabled = ttlMs > 0 && opts.maxBytes > 0;
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(opts.maxBytes, 1),
    // A character of JSON text is a byte or two; the key and the entry add a little.
    sizeCalculation: (entry, key) => entry.text.length * 2 + key.length * 2 + 64,
    ttl: Math.max(ttlMs, 1),
  });
  const statement = preparedStatement<{ name: ReadSource; version: string }>(
    db,
    'read_sources_versions',
    `select name, version::text as version from read_sources where name = any(string_to_array($1, ','))`,
    ['text'],
  );
  const all = readSources.join(',');
  const versions = freshRead(async () => new Map((await statement([all])).map((row) => [row.name, Number(row.version)])));

  return {
    define({ name, sources, schema }) {
      const write = compileSerializer(schema);
      return {
        async send(reply, key, build) {
          reply.type(JSON_TYPE);
          // The reply is typed by the route's response schema; this text was written from that schema.
          if (!enabled) return reply.send(write(await build()) as never);
          const id = `${name}\n${JSON.stringify(key)}`;
          const known = await versions();
          // A source nobody wrote to yet has no row: version 0.
          const version = Math.max(0, ...sources.map((source) => known.get(source) ?? 0));
          const kept = entries.get(id);
          if (kept?.version === version) return reply.send(kept.text as never);
          const text = write(await build());
          // A slower build of an older version never replaces a newer one.
          const now = entries.get(id);
          if (!now || now.version < version) entries.set(id, { version, text }, { ttl: Math.min(ttlMs, untilNextUtcDay()) });
          return reply.send(text as never);
        },
      };
    },
  };
}
