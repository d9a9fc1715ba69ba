import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { settleAfterInject, startTestApp, type TestApp } from './harness.js';

/** Health probes arrive every few seconds from each balancer: the access log keeps them at debug. */
describe('health probes in the access log', () => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
  });

  /** A second server on the same database, logging at `level` into the returned lines. */
  async function logging(level: string) {
    const lines: string[] = [];
    const app = await buildApp({ ...t.config, logLevel: level }, t.database, { logStream: { write: (line) => void lines.push(line) } });
    apps.push(app);
    await app.ready();
    settleAfterInject(app);
    const requests = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.msg === 'request');
    return { app, requests };
  }

  const probes = ['/api/health', '/api/health/live', '/api/health/ready'];

  it('writes no info line for a probe, and still one for a user request', async () => {
    const { app, requests } = await logging('info');
    for (const url of probes) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    expect(requests()).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/v2/handbooks' });
    expect(requests()).toEqual([expect.objectContaining({ level: 30, route: '/api/v2/handbooks', status: 200 })]);
  });

  it('writes a probe at debug, with its route and status', async () => {
    const { app, requests } = await logging('debug');
    for (const url of probes) await app.inject({ method: 'GET', url });
    const lines = requests().filter((e) => String(e.route).startsWith('/api/health'));
    expect(lines.map((e) => [e.level, e.route, e.status])).toEqual(probes.map((route) => [20, route, 200]));
  });
});
