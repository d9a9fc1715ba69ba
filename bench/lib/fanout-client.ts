/**
 * The fan-out case's socket client: one WebSocket per backer that speaks engine.io 4's and
 * socket.io 5's text frames itself (open, connect with the token, ping and pong, events), instead
 * of a socket.io-client instance per backer.
 *
 * Why: the case stands for 10,000 people, each with a device of their own, yet all their sockets
 * live in this one process. With socket.io-client, every frame went through its engine, its packet
 * decoder and two emitters before the listener took the time, one socket after the other, so the
 * last of 10,000 sockets mostly measured this process's own queue (docs/performance.md, *Ten
 * thousand backers*). Here the time is taken when the frame is read, after the one `JSON.parse` a
 * browser would do too. The server, its bare twin and their wire are the same for both clients.
 */
import WebSocket from 'ws';

type Listener = (payload: unknown) => void;

export type LightSocket = {
  on(event: string, listener: Listener): void;
  close(): void;
};

/** engine.io's packet types (the frame's first character) and socket.io's (its second, in a message). */
const OPEN = '0';
const CLOSE = '1';
const PING = '2';
const PONG = '3';
const MESSAGE = '4';
const SIO_CONNECT = '0';
const SIO_DISCONNECT = '1';
const SIO_EVENT = '2';
const SIO_CONNECT_ERROR = '4';

/** `http://host:port` → the socket.io endpoint over a WebSocket, as `transports: ['websocket']` asks for it. */
const endpoint = (base: string) => `${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;

/** Opens one socket and joins the default namespace with `auth: { token }`; rejects when the server refuses it. */
export function connectLight(base: string, token: string, timeoutMs: number): Promise<LightSocket> {
  const ws = new WebSocket(endpoint(base), { perMessageDeflate: false });
  const listeners = new Map<string, Set<Listener>>();
  const socket: LightSocket = {
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
    },
    close: () => ws.terminate(),
  };
  return new Promise<LightSocket>((resolve, reject) => {
    let connected = false;
    const fail = (reason: string) => {
      clearTimeout(timer);
      ws.terminate();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('timed out'), timeoutMs);
    ws.on('error', (error) => {
      if (!connected) fail(error.message);
    });
    ws.on('close', () => {
      if (!connected) fail('closed before it connected');
    });
    ws.on('message', (data) => {
      const frame = String(data);
      const kind = frame[0];
      if (kind === PING) {
        ws.send(PONG);
        return;
      }
      if (kind === OPEN) {
        ws.send(`${MESSAGE}${SIO_CONNECT}${JSON.stringify({ token })}`);
        return;
      }
      if (kind === CLOSE) {
        ws.terminate();
        return;
      }
      if (kind !== MESSAGE) return;
      const packet = frame[1];
      if (packet === SIO_EVENT) {
        // An event without an ack id: `42["name",payload]`.
        const [event, payload] = JSON.parse(frame.slice(2)) as [string, unknown];
        for (const listener of listeners.get(event) ?? []) listener(payload);
      } else if (packet === SIO_CONNECT) {
        connected = true;
        clearTimeout(timer);
        resolve(socket);
      } else if (packet === SIO_CONNECT_ERROR) {
        const message = (JSON.parse(frame.slice(2)) as { message?: string }).message;
        fail(message ?? 'refused');
      } else if (packet === SIO_DISCONNECT) {
        ws.terminate();
      }
    });
  });
}
