import autocannon from 'autocannon';
import { NOISE_CORES, startCpuMeter, waitForQuiet, type CpuShare } from './cpu.js';
import type { HttpRequest } from './http.js';
import type { Settings } from './settings.js';

export type LoadResult = {
  /** Mean of autocannon's per-second request counts. */
  requestsPerSecond: number;
  /** Responses received in the measured window. */
  responses: number;
  durationSeconds: number;
  statusCounts: Record<string, number>;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Response latency in ms over every response, from autocannon's per-request hrtime (sub-ms resolution). */
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  /** Bytes on the wire per response, status line and headers included. */
  wireBytesPerResponse: number;
  /** CPU split during the measured window (not the warm-up); null where /proc is unavailable. */
  cpu: CpuShare | null;
};

type Options = Pick<Settings, 'connections' | 'maxRequests'> & { durationSeconds: number };

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Grows a Float64Array as latencies arrive; no per-sample object allocation in the hot loop. */
class Samples {
  private data = new Float64Array(1 << 16);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
  sorted(): Float64Array {
    return this.data.slice(0, this.length).sort();
  }
}

/** Statuses that never carry content (RFC 9110 §6.4.1, §15.4.5), whatever Content-Length says. */
const isBodiless = (status: number) => (status >= 100 && status < 200) || status === 204 || status === 304;

type HeadersComplete = (...args: unknown[]) => unknown;

/**
 * autocannon parses with http-parser-js, which lets a Content-Length header override the implied
 * empty body of a 304 and then waits for bytes that never come (Node's own llhttp, browsers and
 * fetch do not). This makes its parser skip the body of 1xx/204/304 answers like llhttp does.
 * autocannon assigns its handlers after `setupClient`, so the handler slot becomes an accessor
 * that wraps whatever is stored in it.
 */
function skipBodyOfBodilessStatuses(client: autocannon.Client): void {
  const parser = (client as unknown as { parser?: object }).parser;
  const key = (parser?.constructor as { kOnHeadersComplete?: unknown } | undefined)?.kOnHeadersComplete;
  if (!parser || typeof key !== 'number') throw new Error('autocannon internals changed: no http-parser-js parser on the client');
  let handler: HeadersComplete | undefined;
  const wrapped: HeadersComplete = (...args) => {
    const result = handler?.(...args);
    // http-parser-js passes one info object (compat mode) or the fields positionally (status 6th).
    const first = args[0];
    const status = typeof first === 'object' && first !== null ? (first as { statusCode?: unknown }).statusCode : args[5];
    return typeof status === 'number' && isBodiless(status) ? 1 : result;
  };
  Object.defineProperty(parser, key, {
    configurable: true,
    get: () => wrapped,
    set: (fn: unknown) => {
      handler = typeof fn === 'function' ? (fn as HeadersComplete) : undefined;
    },
  });
}

/** One autocannon run in this process, bounded by time, by count and by a watchdog. */
export function runLoad(baseUrl: string, requests: HttpRequest[], opts: Options): Promise<LoadResult> {
  const first = requests[0];
  if (!first) return Promise.reject(new Error('a case needs at least one request'));
  return new Promise((resolve, reject) => {
    const latencies = new Samples();
    let wireBytes = 0;
    const watchdog = setTimeout(() => instance.stop(), (opts.durationSeconds + 30) * 1000);
    const instance = autocannon(
      {
        url: new URL(first.path, baseUrl).toString(),
        connections: opts.connections,
        duration: opts.durationSeconds,
        maxOverallRequests: opts.maxRequests,
        timeout: 10,
        bailout: 1000,
        setupClient: skipBodyOfBodilessStatuses,
        requests: requests.map((r) => ({
          method: r.method,
          path: r.path,
          ...(r.headers ? { headers: r.headers } : {}),
          ...(r.body !== undefined ? { body: r.body } : {}),
        })),
      },
      (error: unknown, result: autocannon.Result) => {
        clearTimeout(watchdog);
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const sorted = latencies.sorted();
        let sum = 0;
        for (const v of sorted) sum += v;
        const statusCounts: Record<string, number> = {};
        for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCounts[code] = stat.count ?? 0;
        const responses = latencies.length;
        resolve({
          requestsPerSecond: result.requests.mean,
          responses,
          durationSeconds: result.duration,
          statusCounts,
          errors: result.errors,
          timeouts: result.timeouts,
          latencyMs: {
            mean: responses ? sum / responses : Number.NaN,
            p50: percentile(sorted, 50),
            p90: percentile(sorted, 90),
            p99: percentile(sorted, 99),
            max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
          },
          wireBytesPerResponse: responses ? wireBytes / responses : 0,
          cpu: null,
        });
      },
    );
    instance.on('response', (_client, _status, resBytes, responseTime) => {
      latencies.push(responseTime);
      wireBytes += resBytes;
    });
  });
}

/** A discarded warm-up run, then the measured one with the CPU split of its window. */
export async function measure(baseUrl: string, requests: HttpRequest[], settings: Settings, serverPid: number | undefined): Promise<LoadResult> {
  if (settings.quietWaitSeconds > 0) await waitForQuiet(settings.quietWaitSeconds, NOISE_CORES);
  if (settings.warmupSeconds > 0) await runLoad(baseUrl, requests, { ...settings, durationSeconds: settings.warmupSeconds });
  const meter = startCpuMeter(serverPid);
  const result = await runLoad(baseUrl, requests, settings);
  return { ...result, cpu: meter.stop() };
}
