/**
 * The measuring half of the fan-out case, the same for the real server and its bare twin: the
 * backers' sockets in client threads (`fanout-clients.ts`), then updates posted one after another;
 * for each, how long the POST took to answer and how long after it was sent each socket first had
 * the `crowdfunding` event of the round.
 */
import { performance } from 'node:perf_hooks';
import type { ClientPool } from './fanout-clients.js';

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

const DELIVERY_WAIT_MS = 10_000;
/**
 * A pause after each update has reached every socket. An update's letters job (1–2 s at 10,000
 * backers) still runs into the next update, as other work on a live platform would.
 */
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

type Options = {
  clients: ClientPool;
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
  const posts: number[] = [];
  const deliveries: number[] = [];
  const publishCounts: number[] = [];
  let missing = 0;
  let failedPosts = 0;
  let failedAlongside = 0;
  const now = () => performance.timeOrigin + performance.now();
  for (let i = 0; i < opts.warmup + opts.updates; i += 1) {
    const measured = i >= opts.warmup;
    const before = opts.publishes ? await opts.publishes() : 0;
    await opts.clients.expect();
    const sentAt = now();
    const status = await opts.post();
    const postMs = now() - sentAt;
    const alongside = opts.alongside;
    const other = alongside ? delay(ALONGSIDE_AFTER_MS).then(() => alongside(i)) : null;
    const arrivals = await opts.clients.collect(DELIVERY_WAIT_MS);
    await delay(GAP_MS);
    const otherStatus = await other;
    if (!measured) continue;
    if (otherStatus !== null && otherStatus !== 200) failedAlongside += 1;
    if (status !== opts.expectStatus) failedPosts += 1;
    posts.push(postMs);
    for (const times of arrivals) {
      for (const at of times) {
        if (Number.isNaN(at)) missing += 1;
        else deliveries.push(at - sentAt);
      }
    }
    if (opts.publishes) publishCounts.push((await opts.publishes()) - before);
  }
  return {
    updates: opts.updates,
    sockets: opts.clients.sockets,
    postMs: spread(posts),
    deliveryMs: spread(deliveries),
    missing,
    publishesPerUpdate: opts.publishes ? Math.max(...publishCounts) : null,
    failedPosts,
    failedAlongside,
  };
}
