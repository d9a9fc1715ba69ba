import { createServer } from 'node:net';
import type { ChildHandle } from './processes.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request of a case: sent by the probe and, as is, by autocannon. */
export type HttpRequest = {
  method: HttpMethod;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type ProbeResponse = { status: number; headers: Headers; body: Buffer };

/** A port the kernel just handed out on loopback; free unless something grabs it in between. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}

/** Sends one request and reads the whole answer. */
export async function probe(baseUrl: string, request: HttpRequest): Promise<ProbeResponse> {
  const res = await fetch(new URL(request.path, baseUrl), {
    method: request.method,
    headers: request.headers ?? {},
    ...(request.body !== undefined ? { body: request.body } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}

/** Probes and insists on one of the expected statuses. */
export async function expectProbe(baseUrl: string, request: HttpRequest, expectStatus: readonly number[]): Promise<ProbeResponse> {
  const res = await probe(baseUrl, request);
  if (!expectStatus.includes(res.status)) {
    throw new Error(`${request.method} ${request.path} answered ${res.status}, expected ${expectStatus.join('/')}: ${res.body.toString('utf8').slice(0, 300)}`);
  }
  return res;
}

/** Polls a URL until it answers 200 with JSON; gives up when the child exits or time runs out. */
export async function waitForJson(url: string, child: ChildHandle, timeoutMs: number): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (!child.isRunning()) {
      const info = await child.exited;
      throw new Error(`${child.name} exited (${info.error?.message ?? info.code ?? info.signal}) before ${url} answered:\n${child.output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return (await res.json()) as unknown;
      lastError = `status ${res.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError}):\n${child.output()}`);
}
