import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './harness.js';

/** A stand-in OpenTelemetry collector: keeps what is posted to it over OTLP/HTTP. */
let collector: Server;
const received: { path: string; type: string; body: string }[] = [];
beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports a span per request, named by its route and continuing the caller’s trace', async () => {
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const t = await startTestApp({ tracing: { endpoint, serviceName: 'platform-under-test' } });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/handbooks', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(res.statusCode).toBe(200);
    // Closing flushes the batch of spans to the collector.
    await t.close();
    const traces = received.filter((r) => r.path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const text = traces.map((r) => r.body).join('\n');
    expect(text).toContain('platform-under-test');
    expect(text).toContain(traceId);
    expect(text).toContain('/api/v2/handbooks');
  }, 60_000);
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('sends nothing anywhere', async () => {
    const before = received.length;
    const t = await startTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/handbooks' })).statusCode).toBe(200);
    await t.close();
    expect(received.length).toBe(before);
  });
});
