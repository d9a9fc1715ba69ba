import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import type { ListenHandlers } from '../db/listen.js';
import { createSessionCache } from './session-cache.js';
import type { AuthUser, SessionRow } from './session-lookup.js';

/** The cache's rules on their own: a channel the test speaks on, and reads it counts. */
async function setup(ttlSeconds = 30) {
  let channel: ListenHandlers | undefined;
  const database = {
    kind: 'postgres',
    listen: async (_name: string, handlers: ListenHandlers) => ((channel = handlers), { close: async () => undefined }),
  } as unknown as Database;
  const cache = await createSessionCache(database, { ttlSeconds, size: 100, warn: () => undefined });
  let reads = 0;
  const row = (sid: string, userId: string, expiresInMs = 3_600_000): SessionRow => ({
    sessionId: sid,
    expiresAt: new Date(Date.now() + expiresInMs),
    reauthenticatedAt: new Date(),
    lastUsedAt: new Date(Date.now() - 120_000),
    user: { id: userId, lastActiveAt: null } as AuthUser,
  });
  const read = (sid: string, userId = 'u1', expiresInMs?: number) =>
    cache.read('session', sid, async () => {
      reads++;
      return row(sid, userId, expiresInMs);
    });
  return { cache, read, reads: () => reads, channel: () => channel! };
}

describe('session cache', () => {
  it('answers a kept session from memory until a message names it, its account or everything', async () => {
    const s = await setup();
    s.channel().up();
    await s.read('a');
    await s.read('a');
    expect(s.reads()).toBe(1);
    s.channel().message('s:a');
    await s.read('a');
    expect(s.reads()).toBe(2);
    await s.read('b');
    s.channel().message('u:u1');
    await Promise.all([s.read('a'), s.read('b')]);
    expect(s.reads()).toBe(5);
    s.channel().message('*');
    await s.read('a');
    expect(s.reads()).toBe(6);
  });

  it('keeps nothing a message crossed while it was being read', async () => {
    const s = await setup();
    s.channel().up();
    let release!: () => void;
    const slow = s.cache.read('session', 'a', async () => {
      await new Promise<void>((r) => (release = r));
      return {
        sessionId: 'a',
        expiresAt: new Date(Date.now() + 60_000),
        reauthenticatedAt: new Date(),
        lastUsedAt: new Date(),
        user: { id: 'u1', lastActiveAt: null } as AuthUser,
      };
    });
    s.channel().message('u:u1');
    release();
    await slow;
    await s.read('a');
    expect(s.reads()).toBe(1);
  });

  it('reads the database on every request while the channel is down, and forgets what it held', async () => {
    const s = await setup();
    await s.read('a');
    await s.read('a');
    expect(s.reads()).toBe(2);
    s.channel().up();
    await s.read('a');
    await s.read('a');
    expect(s.reads()).toBe(3);
    s.channel().down('lost');
    await s.read('a');
    await s.read('a');
    expect(s.reads()).toBe(5);
    s.channel().up();
    await s.read('a');
    await s.read('a');
    expect(s.reads()).toBe(6);
  });

  it('keeps a session no longer than its own end, and not at all with a TTL of 0', async () => {
    const s = await setup();
    s.channel().up();
    await s.read('a', 'u1', 30);
    await new Promise((r) => setTimeout(r, 60));
    await s.read('a', 'u1', 30);
    expect(s.reads()).toBe(2);
    const off = await setup(0);
    await off.read('a');
    await off.read('a');
    expect(off.reads()).toBe(2);
  });

  it('shows the activity the guard recorded, in a copy no handler can change', async () => {
    const s = await setup();
    s.channel().up();
    const first = await s.read('a');
    expect(() => ((first!.user as { email: string }).email = 'x')).toThrow();
    s.cache.touched('a');
    const next = await s.read('a');
    expect(next!.user.lastActiveAt).toBeInstanceOf(Date);
    expect(s.reads()).toBe(1);
  });

  it('shows the session use the guard recorded, so the next request does not record it again', async () => {
    const s = await setup();
    s.channel().up();
    const first = await s.read('a');
    s.cache.used('a');
    const next = await s.read('a');
    expect(next!.lastUsedAt.getTime()).toBeGreaterThan(first!.lastUsedAt.getTime());
    // The end stays as first read: never later than the idle lifetime from the recorded use.
    expect(next!.expiresAt).toEqual(first!.expiresAt);
    expect(s.reads()).toBe(1);
  });
});
