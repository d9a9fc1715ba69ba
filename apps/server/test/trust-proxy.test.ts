import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

/** Tests that start servers of their own, each on a fresh database: slow on a busy machine. */
const SERVERS_TIMEOUT_MS = 120_000;

const attempt = (t: TestApp, peer: string, forwardedFor: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `guess${i}@example.test`, password: 'wrong-password' },
  });

describe('TRUST_PROXY: the client address behind proxies', () => {
  it(
    'with one hop, keys the per-address sign-in limit on what the proxy saw, not on forged left-most values',
    async () => {
      const t = await startTestApp({ trustProxy: 1, rateLimit: { loginPerIp: 30 } });
      try {
        // The proxy (10.0.0.2) appends the client it saw (203.0.113.7) to whatever the client sent.
        const statuses = [];
        for (let i = 0; i < 40; i++) statuses.push((await attempt(t, '10.0.0.2', `198.51.100.${i}, 192.0.2.${i}, 203.0.113.7`, i)).statusCode);
        expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
        expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
        // Another client behind the same proxy has its own count.
        expect((await attempt(t, '10.0.0.2', '198.51.100.1, 203.0.113.8', 99)).statusCode).toBe(401);
      } finally {
        await t.close();
      }
    },
    SERVERS_TIMEOUT_MS,
  );

  it(
    'with a list of proxies, believes X-Forwarded-For only from them',
    async () => {
      const t = await startTestApp({ trustProxy: ['10.0.0.0/8', '192.168.5.5'], rateLimit: { loginPerIp: 3 } });
      try {
        // An untrusted peer: its X-Forwarded-For is ignored, so all its attempts count as its own.
        const direct = [];
        for (let i = 0; i < 4; i++) direct.push((await attempt(t, '198.51.100.20', `203.0.113.${i}`, i)).statusCode);
        expect(direct).toEqual([401, 401, 401, 429]);
        // Trusted proxies: each forwarded client is counted apart, through a chain of two proxies too.
        for (let i = 0; i < 4; i++) expect((await attempt(t, '10.1.2.3', `203.0.113.${i}`, i)).statusCode).toBe(401);
        for (let i = 0; i < 4; i++) expect((await attempt(t, '192.168.5.5', `203.0.113.${10 + i}, 10.9.9.9`, i)).statusCode).toBe(401);
        // ...and a client behind them still meets its own limit.
        const forwarded = [];
        for (let i = 0; i < 4; i++) forwarded.push((await attempt(t, '10.1.2.3', '203.0.113.50', i)).statusCode);
        expect(forwarded).toEqual([401, 401, 401, 429]);
      } finally {
        await t.close();
      }
    },
    SERVERS_TIMEOUT_MS,
  );

  it(
    'with no proxy trusted (0), ignores X-Forwarded-For entirely',
    async () => {
      const t = await startTestApp({ trustProxy: 0, rateLimit: { loginPerIp: 3 } });
      try {
        const statuses = [];
        for (let i = 0; i < 4; i++) statuses.push((await attempt(t, '198.51.100.30', `203.0.113.${i}`, i)).statusCode);
        expect(statuses).toEqual([401, 401, 401, 429]);
      } finally {
        await t.close();
      }
    },
    SERVERS_TIMEOUT_MS,
  );
});
