import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { bearer, createUser, login, settleAfterInject, startTestApp, type TestApp } from './harness.js';
import { connectSocket } from './sockets.js';

const TOKEN = 'metrics-token-for-the-scraper';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The value of one sample of the exposition text, e.g. `socketio_connected_sockets`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

/** A port with nobody behind it: every SMTP connection to it is refused. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ metrics: { token: TOKEN, port: 0 } });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('metrics-token-for-somebody-else') })).statusCode).toBe(401);
  });

  it('times requests by route pattern and status, never by the address asked', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/v1/calendar/a-secret-feed-token.ics' });
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/an-address-nobody-routes' });
    const text = await scrape(t);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v2/handbooks",status_code="200"}')).toBe(3);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/calendar\/:token\.ics",status_code="\d{3}"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\(unmatched\)",status_code="404"\} \d/);
    expect(text).not.toContain('a-secret-feed-token');
    // Words, not digits: a gauge's value (a heap size of 12345808 bytes, once) may hold any digits.
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('an-address-nobody-routes');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/v2/handbooks",status_code="200"}');
  });

  it('reports the process, the sockets, the job queue, the letters and the pending events', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    const socket = await connectSocket(port, token);
    // A letter (a sign-up code, kept in the outbox without SMTP) and a job waiting for its hour.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/registration', payload: { email: 'metrics-reader@example.test' } })).statusCode,
    ).toBe(200);
    await t.app.jobs.send('files.sweep', {}, { startAfter: 3600 });

    const text = await scrape(t);
    expect(sample(text, 'socketio_connected_sockets')).toBe(1);
    expect(sample(text, 'mail_letters_total{outcome="kept"}')).toBe(1);
    expect(sample(text, 'mail_letters_total{outcome="failed"}')).toBe(0);
    expect(sample(text, 'job_queue_jobs{queue="files.sweep",state="created"}')).toBeGreaterThanOrEqual(1);
    // The sign-up's events were delivered after its answer: none is left waiting.
    expect(sample(text, 'domain_events_pending')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_clients{state="total"}')).toBeGreaterThan(0);
      expect(text).toContain('db_pool_clients{state="waiting"}');
    } else {
      // One embedded connection: there is no pool to report.
      expect(text).not.toContain('db_pool_clients');
    }
    socket.close();
  });

  it('also answers on its own port, without a token, and nothing else there', async () => {
    const port = t.app.metrics.port();
    expect(port).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_request_duration_seconds_count');
    expect((await fetch(`http://127.0.0.1:${port}/api/v2/handbooks`)).status).toBe(404);
  });

  it('counts a letter that failed for good', async () => {
    const failing = await startTestApp({
      metrics: { token: TOKEN, port: undefined },
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      mailDelivery: { attempts: 1, retrySeconds: 1 },
    });
    try {
      expect(
        (await failing.app.inject({ method: 'POST', url: '/api/v1/auth/send-code/registration', payload: { email: 'never-reached@example.test' } })).statusCode,
      ).toBe(200);
      let text = await scrape(failing);
      for (let i = 0; i < 100 && sample(text, 'mail_letters_total{outcome="failed"}') !== 1; i++) {
        await new Promise((r) => setTimeout(r, 200));
        text = await scrape(failing);
      }
      expect(sample(text, 'mail_letters_total{outcome="queued"}')).toBe(1);
      expect(sample(text, 'mail_letters_total{outcome="failed"}')).toBe(1);
      expect(sample(text, 'mail_letters_total{outcome="sent"}')).toBe(0);
    } finally {
      await failing.close();
    }
  }, 60_000);
});

describe('a server without metrics settings', () => {
  it('has no metrics endpoint', async () => {
    const t = await startTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
      expect(t.app.metrics.port()).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('request ids and the access log', () => {
  let t: TestApp;
  let logged: FastifyInstance;
  const lines: string[] = [];
  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  beforeAll(async () => {
    t = await startTestApp();
    // A second server on the same database, logging at the default level into `lines`.
    logged = await buildApp({ ...t.config, logLevel: 'info' }, t.database, { logStream: { write: (line) => void lines.push(line) } });
    await logged.ready();
    settleAfterInject(logged);
  });
  afterAll(async () => {
    await logged.close();
    await t.close();
  });

  it('echoes a sane X-Request-Id and logs one line with method, route, status, duration and the id', async () => {
    const res = await logged.inject({ method: 'GET', url: '/api/v2/handbooks', headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('abc-123');
    const access = entries().filter((e) => e.reqId === 'abc-123' && e.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ level: 30, method: 'GET', route: '/api/v2/handbooks', status: 200 });
    expect(typeof access[0]!.durationMs).toBe('number');
  });

  it('gives a request without an id, or with one that is not sane, a new UUID', async () => {
    for (const headers of [{}, { 'x-request-id': 'a'.repeat(200) }, { 'x-request-id': 'abc 123"}' }]) {
      const res = await logged.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers });
      expect(res.statusCode).toBe(404);
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(UUID);
      expect(entries().find((e) => e.reqId === id && e.msg === 'request')).toMatchObject({ method: 'GET', route: '(unmatched)', status: 404 });
    }
  });

  it('keeps tokens, cookies, passwords and secret addresses out of the log', async () => {
    const user = await createUser(t);
    const res = await logged.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(200);
    const token = res.json<{ token: string }>().token;
    await logged.inject({ method: 'GET', url: '/api/v1/user', headers: { ...bearer(token), cookie: 'session=a-cookie-value' } });
    await logged.inject({ method: 'GET', url: '/api/v1/calendar/a-secret-feed-token.ics' });
    // Debug adds Fastify's own lines, with the address asked: its secrets are cut out there too.
    const debug = await buildApp({ ...t.config, logLevel: 'debug' }, t.database, { logStream: { write: (line) => void lines.push(line) } });
    try {
      await debug.inject({ method: 'GET', url: '/api/v1/calendar/a-secret-feed-token.ics' });
    } finally {
      await debug.close();
    }
    expect(lines.some((l) => l.includes('/api/v1/calendar/[hidden].ics'))).toBe(true);
    const text = lines.join('\n');
    expect(entries().some((e) => e.msg === 'request' && e.route === '/api/v1/auth/login' && e.status === 200)).toBe(true);
    expect(entries().some((e) => e.msg === 'request' && e.route === '/api/v1/calendar/:token.ics')).toBe(true);
    for (const secret of [token, 'a-cookie-value', user.password, 'a-secret-feed-token']) expect(text).not.toContain(secret);
  });
});
