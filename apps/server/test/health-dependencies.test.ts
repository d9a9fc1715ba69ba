import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_TIMEOUT_MS } from '../src/platform/dependencies.js';
import { createUser, login, startTestApp } from './harness.js';
import { ready } from './fixtures/health.js';
import { startSmtpSink } from './fixtures/smtp-sink.js';
import { freePort } from './processes.js';

/**
 * A TCP relay in front of a local service that counts what passes: connections, and HTTP requests
 * by their request line, so a test sees how often readiness really asks the service.
 */
async function countingRelay(targetPort: number) {
  const counts = { connections: 0, requests: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    counts.connections += 1;
    const upstream = net.connect(targetPort, '127.0.0.1');
    client.on('data', (chunk: Buffer) => (counts.requests += (chunk.toString('latin1').match(/^(HEAD|GET|PUT|POST|DELETE) \//gm) ?? []).length));
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    counts,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const s3Settings = (port: number, bucket: string) => ({
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  bucket,
  forcePathStyle: true,
  prefix: '',
});

describe('health: S3', () => {
  let s3: S3rver;
  let s3Port: number;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'health-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'health-files', configs: [] }] });
    s3Port = (await s3.run()).port;
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('asks the bucket once for many probes, and reports it answering', async () => {
    const relay = await countingRelay(s3Port);
    const t = await startTestApp({ s3: s3Settings(relay.port, 'health-files') });
    try {
      for (let i = 0; i < 20; i++) {
        const res = await ready(t.app);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ ready: true, failed: [], degraded: [], checks: { database: 'ok', s3: 'ok', draining: false } });
      }
      expect(relay.counts.requests).toBe(1);
    } finally {
      await t.close();
      await relay.close();
    }
  });

  it('stays ready and reports degraded when the store is away or the bucket is missing, while sign-in works', async () => {
    const away = await startTestApp({ s3: s3Settings(await freePort(), 'health-files') });
    const missing = await startTestApp({ s3: s3Settings(s3Port, 'no-such-bucket') });
    try {
      for (const t of [away, missing]) {
        const res = await ready(t.app);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ ready: true, failed: [], degraded: ['s3'], checks: { database: 'ok', s3: 'failed', draining: false } });
      }
      const user = await createUser(away);
      expect(await login(away, user.email, user.password)).toEqual(expect.any(String));
    } finally {
      await away.close();
      await missing.close();
    }
  });
});

describe('health: SMTP', () => {
  it('opens one SMTP session for many probes, and reports the server answering', async () => {
    const sink = await startSmtpSink();
    const relay = await countingRelay(sink.port);
    const t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${relay.port}` });
    try {
      for (let i = 0; i < 20; i++) expect((await ready(t.app)).json()).toMatchObject({ ready: true, degraded: [], checks: { smtp: 'ok' } });
      expect(relay.counts.connections).toBe(1);
    } finally {
      await t.close();
      await relay.close();
      await sink.close();
    }
  });

  it('stays ready and reports degraded, within the probe limit, when the server refuses or never greets', async () => {
    const sockets = new Set<net.Socket>();
    const mute = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const refused = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    const silent = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${(mute.address() as net.AddressInfo).port}` });
    try {
      const first = await ready(refused.app);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ ready: true, degraded: ['smtp'], checks: { smtp: 'failed' } });
      const started = Date.now();
      const second = await ready(silent.app);
      expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 1_000);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ ready: true, degraded: ['smtp'], checks: { smtp: 'timeout' } });
    } finally {
      await refused.close();
      await silent.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => mute.close(() => resolve()));
    }
  });
});
