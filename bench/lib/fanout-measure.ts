/**
 * The measuring half of the fan-out case, the same for the real server and its bare twin: many
 * light socket clients in this process (`fanout-client.ts`), then updates posted one after another;
 * for each, how long the POST took to answer and how long after it was sent each socket saw the
 * `crowdfunding` event of the round.
 */
import { performance } from 'node:perf_hooks';
import { connectLight, type LightSocket } from './fanout-client.js';

export type SocketTarget = { url: string; token: string };

export type FanoutFigures = {
  updates: number;
  sockets: number;
  postMs: { p50: number; p99: number; max: number };
  deliveryMs: { p50: number; p99: number; max: number };
  /** Deliveries that never came within the wait, over all measured updates. */
  missing: number;
  /** Redis PUBLISH calls per update (most seen for one update), when Redis is in the path. */
  publishesPerUpdate: number | null;
  failedPosts: number;
  /** Writes made alongside the updates (`Options.alongside`) that did not answer 200. */
  failedAlongside: number;
};

const CONNECT_BATCH = 50;
const CONNECT_TIMEOUT_MS = 20_000;
const DELIVERY_WAIT_MS = 10_000;
/** Between updates, so the work after one (a letter per backer) does not overlap the next. */
const GAP_MS = 1000;
/**
 * When the write alongside an update is sent, after the update's POST: by then the update's event
 * is delivered and its letters' job is due, so the other event meets that work.
 */
const ALONGSIDE_AFTER_MS = 400;

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
};

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Connects every socket (a few dozen handshakes at a time); throws when one is refused. */
export async function connectSockets(targets: SocketTarget[]): Promise<LightSocket[]> {
  const sockets: LightSocket[] = [];
  try {
    for (let from = 0; from < targets.length; from += CONNECT_BATCH) {
      const batch = targets.slice(from, from + CONNECT_BATCH).map((t) =>
        connectLight(t.url, t.token, CONNECT_TIMEOUT_MS).then(
          (socket) => {
            sockets.push(socket);
          },
          (error: unknown) => {
            throw new Error(`socket ${from} refused: ${error instanceof Error ? error.message : String(error)}`);
          },
        ),
      );
      await Promise.all(batch);
    }
  } catch (error) {
    closeSockets(sockets);
    throw error;
  }
  return sockets;
}

export function closeSockets(sockets: LightSocket[]): void {
  for (const socket of sockets) socket.close();
}

type Options = {
  sockets: LightSocket[];
  roundId: string;
  /** Sends one update; resolves with the HTTP status. */
  post: () => Promise<number>;
  expectStatus: number;
  warmup: number;
  updates: number;
  /** Total PUBLISH calls Redis has served so far (null without Redis). */
  publishes?: () => Promise<number>;
  /** Another write, made while each update's work goes on (its nth call); resolves with the HTTP status. */
  alongside?: (n: number) => Promise<number>;
};

/** Posts `warmup` discarded updates, then `updates` measured ones, each after the previous one has reached every socket. */
export async function measureFanout(opts: Options): Promise<FanoutFigures> {
  let sentAt = 0;
  let received = 0;
  let latencies: number[] = [];
  let allIn: (() => void) | null = null;
  const listener = (payload: unknown) => {
    const id = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>).id : undefined;
    if (id !== opts.roundId) return;
    latencies.push(performance.now() - sentAt);
    received += 1;
    if (received === opts.sockets.length) allIn?.();
  };
  for (const socket of opts.sockets) socket.on('crowdfunding', listener);

  const posts: number[] = [];
  const deliveries: number[] = [];
  const publishCounts: number[] = [];
  let missing = 0;
  let failedPosts = 0;
  let failedAlongside = 0;
  try {
    for (let i = 0; i < opts.warmup + opts.updates; i += 1) {
      const measured = i >= opts.warmup;
      received = 0;
      latencies = [];
      const before = opts.publishes ? await opts.publishes() : 0;
      const everyone = new Promise<boolean>((resolve) => {
        allIn = () => resolve(true);
        setTimeout(() => resolve(false), DELIVERY_WAIT_MS).unref();
      });
      sentAt = performance.now();
      const status = await opts.post();
      const postMs = performance.now() - sentAt;
      const alongside = opts.alongside;
      const other = alongside ? delay(ALONGSIDE_AFTER_MS).then(() => alongside(i)) : null;
      await everyone;
      allIn = null;
      // The work after the pushes (letters, timeline) settles before the count and the next update.
      await delay(GAP_MS);
      const otherStatus = await other;
      if (!measured) continue;
      if (otherStatus !== null && otherStatus !== 200) failedAlongside += 1;
      if (status !== opts.expectStatus) failedPosts += 1;
      posts.push(postMs);
      deliveries.push(...latencies);
      missing += opts.sockets.length - received;
      if (opts.publishes) publishCounts.push((await opts.publishes()) - before);
    }
  } finally {
    for (const socket of opts.sockets) socket.off('crowdfunding', listener);
  }
  return {
    updates: opts.updates,
    sockets: opts.sockets.length,
    postMs: spread(posts),
    deliveryMs: spread(deliveries),
    missing,
    publishesPerUpdate: opts.publishes ? Math.max(...publishCounts) : null,
    failedPosts,
    failedAlongside,
  };
}
