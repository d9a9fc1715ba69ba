/**
 * One thread of the fan-out case's clients (`fanout-clients.ts` starts them): it opens its share of
 * the backers' sockets and, for each update the main thread announces, notes when each socket
 * first has the round's `crowdfunding` event, on the clock every thread shares
 * (`performance.timeOrigin + performance.now()`).
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { connectLight, type LightSocket } from './fanout-client.js';

export type SocketTarget = { url: string; token: string };
export type WorkerInput = { targets: SocketTarget[]; roundId: string };
/** `expect`: the next update is about to be posted; `collect`: report what came so far; `close`: end. */
export type ToWorker = { type: 'expect' | 'collect' | 'close' };
export type FromWorker = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'armed' } | { type: 'got'; times: Float64Array };

const CONNECT_BATCH = 50;
const CONNECT_TIMEOUT_MS = 20_000;

const port = parentPort;
if (!port) throw new Error('fanout-worker runs as a worker thread');
const input = workerData as WorkerInput;
const say = (message: FromWorker) => port.postMessage(message);

/** Every socket of this thread, a few dozen handshakes at a time; throws when one is refused. */
async function connectAll(): Promise<LightSocket[]> {
  const sockets: LightSocket[] = [];
  for (let from = 0; from < input.targets.length; from += CONNECT_BATCH) {
    const batch = input.targets.slice(from, from + CONNECT_BATCH).map((t) => connectLight(t.url, t.token, CONNECT_TIMEOUT_MS));
    const settled = await Promise.allSettled(batch);
    for (const s of settled) if (s.status === 'fulfilled') sockets.push(s.value);
    const refused = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (refused) {
      for (const socket of sockets) socket.close();
      throw new Error(`socket ${from} refused: ${refused.reason instanceof Error ? refused.reason.message : String(refused.reason)}`);
    }
  }
  return sockets;
}

let sockets: LightSocket[] = [];
// Per socket, when it first had the announced update's event (NaN until then): a socket that also
// gets a later push for the round (the question asked alongside) is counted once.
let times = new Float64Array(0);
let count = 0;
let armed = false;

function report() {
  armed = false;
  say({ type: 'got', times });
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'expect') {
    times = new Float64Array(sockets.length).fill(Number.NaN);
    count = 0;
    armed = true;
    say({ type: 'armed' });
  } else if (message.type === 'collect') {
    if (armed) report();
  } else {
    for (const socket of sockets) socket.close();
    port.close();
  }
});

try {
  sockets = await connectAll();
  sockets.forEach((socket, k) =>
    socket.on('crowdfunding', (payload) => {
      const id = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>).id : undefined;
      if (!armed || id !== input.roundId || !Number.isNaN(times[k])) return;
      times[k] = performance.timeOrigin + performance.now();
      count += 1;
      if (count === sockets.length) report();
    }),
  );
  say({ type: 'ready' });
} catch (error) {
  say({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
