import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { RealtimeEvent, RealtimePayload } from '@platform/contract';
import type { Db } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { resolveSession, type EnrolmentRule } from './auth.js';
import type { Room } from './events/types.js';
import type { Tokens } from './tokens.js';
import { isManager } from './policy.js';

export type { RealtimeEvent } from '@platform/contract';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export type Realtime = {
  /**
   * One publish to every socket in any of `rooms` (each socket gets it once), on every process.
   * Only the event dispatcher pushes: what follows a write goes out after its commit.
   */
  emit<E extends RealtimeEvent>(rooms: readonly Room[], event: E, payload: RealtimePayload<E>): void;
  /** The account's sockets, on every process, join or leave a room. */
  join(userId: string, room: Room): void;
  leave(userId: string, room: Room): void;
  /** Disconnects the sockets a session opened, on every server process (logout). */
  endSession(sessionId: string): void;
  /**
   * Disconnects every socket of an account on every server process (recovery, blocking, deletion);
   * `keepSessionId` spares the session that asked (a password change keeps its own).
   */
  endUser(userId: string, keepSessionId?: string): void;
  /** Ends every socket so the HTTP server can close (before Fastify closes it). */
  disconnectAll(): void;
  /** Sockets connected to this process. */
  connectedCount(): number;
  close(): Promise<void>;
};

const userRoom = (id: string) => `user:${id}`;
const sessionRoom = (id: string) => `session:${id}`;
const MANAGERS_ROOM = 'role:manager';
const socketRoom = (room: Room) => (room === 'managers' ? MANAGERS_ROOM : room);

/**
 * socket.io on the API's own port. The handshake carries the token (`auth.token`); each socket
 * joins its user's room and its session's room, so ending a session ends its sockets. With
 * `REDIS_URL`, events and disconnections reach sockets held by other server processes.
 */
export function createRealtime(opts: {
  server: HttpServer;
  db: Db;
  tokens: Tokens;
  redisUrl?: string | undefined;
  /** Further rooms an account's sockets join when they connect (the rounds it backs). */
  roomsOf?: (userId: string) => Promise<Room[]>;
  /** An account that must still enrol a second factor gets no socket (and so no pushes) until it has. */
  enrolment?: EnrolmentRule;
}): Realtime {
  const io = new Server(opts.server, { path: '/socket.io', serveClient: false });
  const redis: Redis[] = [];
  if (opts.redisUrl) {
    const pub = new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    // The adapter subscribes without handling a failure: the subscriber waits for Redis however
    // long it is away (and subscribes again after each reconnect) instead of failing unheard.
    const sub = pub.duplicate({ maxRetriesPerRequest: null });
    // An outage is logged once by the rate limits' store and shows in readiness; the clients'
    // reconnect errors add nothing.
    for (const client of [pub, sub]) client.on('error', () => undefined);
    // The adapter publishes, subscribes, and unsubscribes on close, without waiting for the
    // answers: while Redis is away each would end as an unhandled rejection (a publish at every
    // write, the subscriptions when a server that never reached Redis closes). A push has reached
    // this process's sockets already, the subscriber subscribes again after each reconnect, and
    // the outage is logged once, by the dependency checks.
    for (const [client, name] of [
      [pub, 'publish'],
      [sub, 'psubscribe'],
      [sub, 'subscribe'],
      [sub, 'punsubscribe'],
      [sub, 'unsubscribe'],
    ] as const) {
      const command = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
      Object.assign(client, { [name]: (...args: unknown[]) => command(...args).catch(() => undefined) });
    }
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }
  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
      const { auth } = await resolveSession(opts.db, opts.tokens, token);
      if (opts.enrolment?.mustEnrol(auth.user) && !(await opts.enrolment.hasSecondFactor(auth.user.id))) {
        next(new Error('mfa_enrolment_required'));
        return;
      }
      socket.data.userId = auth.user.id;
      const rooms = [userRoom(auth.user.id), sessionRoom(auth.sessionId), ...((await opts.roomsOf?.(auth.user.id)) ?? [])];
      await socket.join(isManager(auth.user) ? [...rooms, MANAGERS_ROOM] : rooms);
      next();
    } catch (err) {
      // A database outage is not a bad token: the client is told to try again, not to sign out.
      next(new Error(isDatabaseUnavailable(err) ? 'unavailable' : 'unauthorized'));
    }
  });
  return {
    emit: (rooms, event, payload) => void io.to(rooms.map(socketRoom)).emit(event, payload),
    join: (userId, room) => io.in(userRoom(userId)).socketsJoin(socketRoom(room)),
    leave: (userId, room) => io.in(userRoom(userId)).socketsLeave(socketRoom(room)),
    endSession: (sessionId) => void io.in(sessionRoom(sessionId)).disconnectSockets(true),
    endUser: (userId, keepSessionId) => {
      const sockets = io.in(userRoom(userId));
      void (keepSessionId ? sockets.except(sessionRoom(keepSessionId)) : sockets).disconnectSockets(true);
    },
    disconnectAll: () => void io.local.disconnectSockets(true),
    connectedCount: () => io.of('/').sockets.size,
    async close() {
      // The HTTP server is Fastify's to close; only the engine and the adapter end here.
      io.engine.close();
      await Promise.resolve(io.of('/').adapter.close?.()).catch(() => undefined);
      // A client that is not connected would hold QUIT until it is: it is dropped instead.
      await Promise.all(redis.map((r) => (r.status === 'ready' ? r.quit().catch(() => undefined) : r.disconnect())));
    },
  };
}
