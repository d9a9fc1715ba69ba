import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.js';
import type { Channel, Listening } from '../db/listen.js';
import type { SessionRow } from './session-lookup.js';

/** The NOTIFY channel the triggers of migration 0033 speak on. */
export const SESSION_CACHE_CHANNEL: Channel = 'session_cache';

export type SessionCacheOptions = {
  /** How long a kept session may go unchecked; 0 turns the cache off (every request reads the database). */
  ttlSeconds: number;
  /** Sessions kept at most; the least recently used leave first. */
  size: number;
  warn(message: string): void;
};

type Entry = { row: SessionRow; userId: string };

/**
 * Signed-in sessions kept in this process's memory, so a guarded request needs no statement. What
 * makes this safe is the channel, not the TTL: every write to a row the guard reads (a revoked or
 * deleted session, any change of the account, its company or its startup profile) sends a message
 * from a trigger when it commits, and every process drops the copies it names. While this process
 * cannot hear those messages it keeps nothing and reads the database on every request.
 */
export type SessionCache = {
  /** The kept row of a live session, or what `load` reads (kept when nothing changed meanwhile). */
  read<Row extends SessionRow>(kind: string, sid: string, load: () => Promise<Row | null>): Promise<Row | null>;
  /** The guard moved the account's last activity: the kept copies show it, so it is not moved again. */
  touched(sid: string): void;
  /**
   * The guard moved the session's last use: the kept copies show it until the update's message
   * drops them, so it is not moved again meanwhile. Their end stays as read (the earlier, safe one).
   */
  used(sid: string): void;
  close(): Promise<void>;
};

export async function createSessionCache(database: Database, opts: SessionCacheOptions): Promise<SessionCache> {
  const ttlMs = opts.ttlSeconds * 1000;
  const enabled = ttlMs > 0 && opts.size > 0;
  const byUser = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry>({
    max: Math.max(opts.size, 1),
    ttl: Math.max(ttlMs, 1),
    dispose: (entry, key) => {
      const keys = byUser.get(entry.userId);
      keys?.delete(key);
      if (keys?.size === 0) byUser.delete(entry.userId);
    },
  });
  /** Moves on every message and every change of hearing: a read that saw it move keeps nothing. */
  let epoch = 0;
  let listening = false;

  const keysOf = (sid: string) => [`session:${sid}`, `account:${sid}`];
  function forget(payload: string) {
    epoch++;
    if (payload === '*') entries.clear();
    else if (payload.startsWith('s:')) for (const key of keysOf(payload.slice(2))) entries.delete(key);
    else if (payload.startsWith('u:')) for (const key of [...(byUser.get(payload.slice(2)) ?? [])]) entries.delete(key);
    else entries.clear();
  }

  let listener: Listening | null = null;
  if (enabled) {
    listener = await database.listen(
      SESSION_CACHE_CHANNEL,
      {
        message: forget,
        up() {
          forget('*');
          listening = true;
        },
        down() {
          listening = false;
          forget('*');
        },
      },
      opts.warn,
    );
  }

  function keep(key: string, row: SessionRow, within = ttlMs) {
    const ttl = Math.min(within, row.expiresAt.getTime() - Date.now());
    if (ttl <= 0) return;
    // Frozen: one copy serves many requests, so a handler that changed it would change them all.
    Object.freeze(row.user);
    if ('company' in row && row.company) Object.freeze(row.company);
    entries.set(key, { row: Object.freeze(row), userId: row.user.id }, { ttl });
    let keys = byUser.get(row.user.id);
    if (!keys) byUser.set(row.user.id, (keys = new Set()));
    keys.add(key);
  }

  function change(sid: string, next: (row: SessionRow) => SessionRow) {
    for (const key of keysOf(sid)) {
      const kept = entries.get(key);
      if (kept) keep(key, next(kept.row), entries.getRemainingTTL(key));
    }
  }

  return {
    async read<Row extends SessionRow>(kind: string, sid: string, load: () => Promise<Row | null>) {
      if (!enabled || !listening) return load();
      const key = `${kind}:${sid}`;
      const kept = entries.get(key);
      if (kept) return kept.row as Row;
      const before = epoch;
      const row = await load();
      // A message heard during the read may concern what it returned: then the next read decides.
      if (row && listening && epoch === before) keep(key, row);
      return row;
    },
    touched(sid) {
      const now = new Date();
      change(sid, (row) => ({ ...row, user: { ...row.user, lastActiveAt: now } }));
    },
    used(sid) {
      const now = new Date();
      change(sid, (row) => ({ ...row, lastUsedAt: now }));
    },
    async close() {
      listening = false;
      entries.clear();
      await listener?.close();
    },
  };
}
