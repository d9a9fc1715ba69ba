import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/**
 * A browser's socket to a test server on loopback `port` (or at a base address), signed in with
 * `token` (none: anonymous), over WebSocket unless `options` say otherwise. It resolves once the
 * server accepted it and rejects, closed, when the server refused it.
 */
export function connectSocket(to: number | string, token?: string, options: Partial<ManagerOptions & SocketOptions> = {}): Promise<Socket> {
  const base = typeof to === 'number' ? `http://127.0.0.1:${to}` : to;
  const socket = io(base, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, ...options });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The next payload of `event` on the socket that satisfies `match` (any, by default). */
export function nextEvent<T = Record<string, unknown>>(socket: Socket, event: string, match: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise<T>((resolve) => {
    const on = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });
}

/** Every payload of `event` the socket hears from now on. */
export function heard(socket: Socket, event: string): unknown[] {
  const got: unknown[] = [];
  socket.on(event, (payload: unknown) => got.push(payload));
  return got;
}

/** Starts the app's HTTP server on a free loopback port, for sockets to reach it. */
export async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}
