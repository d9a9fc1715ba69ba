/**
 * The fan-out case's clients, spread over worker threads (`fanout-worker.ts`), each with a
 * contiguous share of the backers' sockets (so each holds sockets of every server process).
 *
 * Why threads: the case stands for 10,000 devices, yet their sockets live in the benchmark. In one
 * thread, each frame waits for every frame read before it, and the last socket's time measured
 * that queue as much as the servers. The threads read side by side, as devices do, on the cores
 * the servers leave free. The main thread only posts the updates and counts.
 */
import { Worker } from 'node:worker_threads';
import type { FromWorker, SocketTarget, ToWorker, WorkerInput } from './fanout-worker.js';

export type { SocketTarget } from './fanout-worker.js';

export type ClientPool = {
  sockets: number;
  /** Announces the next update to every thread; resolves once all listen for it. */
  expect(): Promise<void>;
  /** Each socket's time of arrival (ms on the shared clock, NaN for none), within `waitMs` of the call. */
  collect(waitMs: number): Promise<Float64Array[]>;
  close(): Promise<void>;
};

// tsx's loader is registered in the worker before it imports the TypeScript module; a worker does
// not inherit the main thread's `--import tsx` hooks on Node 20.
const bootstrap = (url: URL) => `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`;

type Thread = { worker: Worker; next(): Promise<FromWorker>; send(message: ToWorker): void };

function startThread(input: WorkerInput): Thread {
  const worker = new Worker(bootstrap(new URL('./fanout-worker.ts', import.meta.url)), { eval: true, workerData: input });
  const inbox: FromWorker[] = [];
  const waiting: { resolve: (m: FromWorker) => void; reject: (e: Error) => void }[] = [];
  worker.on('message', (message: FromWorker) => {
    const taker = waiting.shift();
    if (taker) taker.resolve(message);
    else inbox.push(message);
  });
  worker.on('error', (error) => {
    for (const taker of waiting.splice(0)) taker.reject(error);
  });
  // A thread that ended without a word (its own error was reported above) answers nothing more.
  worker.on('exit', (code) => {
    for (const taker of waiting.splice(0)) taker.reject(new Error(`a fan-out client thread exited (${code})`));
  });
  return {
    worker,
    next: () => {
      const queued = inbox.shift();
      return queued ? Promise.resolve(queued) : new Promise<FromWorker>((resolve, reject) => waiting.push({ resolve, reject }));
    },
    send: (message) => worker.postMessage(message),
  };
}

async function expectType<T extends FromWorker['type']>(thread: Thread, type: T): Promise<Extract<FromWorker, { type: T }>> {
  const message = await thread.next();
  if (message.type === 'failed') throw new Error(message.message);
  if (message.type !== type) throw new Error(`a fan-out client thread said ${message.type}, not ${type}`);
  return message as Extract<FromWorker, { type: T }>;
}

/** Connects every socket over `threads` threads; throws (after stopping them) when one is refused. */
export async function startClients(targets: SocketTarget[], roundId: string, threads: number): Promise<ClientPool> {
  const per = Math.ceil(targets.length / threads);
  const started: Thread[] = [];
  for (let from = 0; from < targets.length; from += per) started.push(startThread({ targets: targets.slice(from, from + per), roundId }));
  const close = async () => {
    await Promise.all(started.map((t) => t.worker.terminate()));
  };
  try {
    await Promise.all(started.map((t) => expectType(t, 'ready')));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    sockets: targets.length,
    async expect() {
      for (const t of started) t.send({ type: 'expect' });
      await Promise.all(started.map((t) => expectType(t, 'armed')));
    },
    async collect(waitMs) {
      return Promise.all(
        started.map(async (t) => {
          const got = expectType(t, 'got');
          const timer = setTimeout(() => t.send({ type: 'collect' }), waitMs);
          try {
            return (await got).times;
          } finally {
            clearTimeout(timer);
          }
        }),
      );
    },
    close: async () => {
      for (const t of started) t.send({ type: 'close' });
      await close();
    },
  };
}
