import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, onServer, type ThrowAwayDatabase } from '../test/postgres.js';
import { connectSocket } from '../test/sockets.js';
import { freePort, haproxyConfig, startChild, waitFor, type Child } from './processes.js';

/**
 * The production topology on loopback, from the build: two server processes behind haproxy (with
 * the shipped `deploy/haproxy.cfg`), on
 * one PostgreSQL database, one Redis and one S3-compatible store (s3rver), each started and
 * stopped here. What an operator relies on is checked across the processes.
 */
const serverEntry = path.resolve(import.meta.dirname, '../dist/main.js');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const READY = '/api/health/ready';

let work: string;
let database: ThrowAwayDatabase | undefined;
let databaseUrl: string;
let redis: Child;
let s3: S3rver;
let proxy: Child;
const servers: { child: Child; url: string; port: number }[] = [];
let proxyUrl: string;
const children: Child[] = [];

beforeAll(async () => {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: build the server first (npm run build)`);
  work = await mkdtemp(path.join(tmpdir(), 'platform-topology-'));
  database = await createDatabase(adminUrl, 'topology');
  databaseUrl = database.url;

  const redisPort = await freePort();
  redis = startChild('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  children.push(redis);
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: 'platform', configs: [] }] });
  const { port: s3Port } = await s3.run();

  const secret = randomBytes(48).toString('base64url');
  const ports = [await freePort(), await freePort()];
  const proxyPort = await freePort();
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  for (const [i, port] of ports.entries()) {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, `server-${i}`),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      SESSION_SECRET: secret,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      PUBLIC_URL: proxyUrl,
      LOG_LEVEL: 'warn',
      S3_BUCKET: 'platform',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      LOGIN_RATE_LIMIT_IP: '1000',
      SHUTDOWN_GRACE_SECONDS: '0',
    };
    const child = startChild(`server ${i}`, process.execPath, [serverEntry], env);
    children.push(child);
    servers.push({ child, port, url: `http://127.0.0.1:${port}` });
  }
  await Promise.all(servers.map((s) => waitFor(`${s.url}${READY}`, s.child)));
  const config = await haproxyConfig(
    work,
    proxyPort,
    servers.map((s, i) => ({ name: `app${i + 1}`, port: s.port })),
  );
  proxy = startChild('haproxy', 'haproxy', ['-f', config, '-db']);
  children.push(proxy);
  await waitFor(`${proxyUrl}${READY}`, proxy);
}, 180_000);

afterAll(async () => {
  await Promise.all(children.map((c) => c.kill()));
  await s3?.close();
  await database?.drop();
  if (work) await rm(work, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
async function call(base: string, method: string, url: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text, json: () => JSON.parse(text) as Json };
}
const signIn = async (base: string, email: string) => {
  const res = await call(base, 'POST', '/api/v1/auth/login', undefined, { email, password: 'demo-password' });
  expect(res.status, res.body).toBe(200);
  return String(res.json().token);
};

/** A round of the demo startup to post news to; its sockets get `crowdfunding` for each. */
async function demoRound(): Promise<{ id: string; startupId: string }> {
  return onServer(databaseUrl, async (c) => {
    const {
      rows: [startup],
    } = await c.query<{ id: string }>(`select id from users where email = 'startup@demo.test'`);
    const {
      rows: [ticket],
    } = await c.query<{ id: string }>(`insert into tickets (type, owner_id, form, crowdfunding) values ('startup_investment', $1, '{}', true) returning id`, [
      startup!.id,
    ]);
    const {
      rows: [round],
    } = await c.query<{ id: string }>(
      `insert into crowdfunds (ticket_id, startup_id, status, investment_min, investment_max, conditions_of_deal, expire, min_ticket) values ($1, ` +
        `$2, 'active', 100000, 1000000, 'Convertible note', current_date + 30, 10000) returning id`,
      [ticket!.id, startup!.id],
    );
    return { id: round!.id, startupId: startup!.id };
  });
}

const connect = (base: string, token: string, transports: ('websocket' | 'polling')[]) =>
  connectSocket(base, token, { transports, tryAllTransports: true, timeout: 10_000 });
const nextEvent = (socket: Socket, event: string, ms = 10_000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('two processes behind a proxy', () => {
  it('take a sign-in on one and a logout on the other', async () => {
    const [a, b] = servers;
    const token = await signIn(a!.url, 'investor@demo.test');
    expect((await call(b!.url, 'GET', '/api/v1/user/info', token)).status).toBe(200);
    expect((await call(b!.url, 'POST', '/api/v1/auth/logout', token)).status).toBe(200);
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 5_000 && (status = (await call(a!.url, 'GET', '/api/v1/user/info', token)).status) === 200)
      await new Promise((r) => setTimeout(r, 50));
    expect(status).toBe(401);
  });

  it('store an upload through one and serve it through the other', async () => {
    const [a, b] = servers;
    const token = await signIn(a!.url, 'startup@demo.test');
    const bytes = Buffer.from(`%PDF-1.4 a deck sent through one process ${randomUUID()}`);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'deck.pdf');
    const up = await fetch(`${a!.url}/api/v1/files/upload?type=pitch_deck`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(up.status, await up.clone().text()).toBe(200);
    const { id } = (await up.json()) as { id: string };
    const down = await fetch(`${b!.url}/api/v1/files/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(down.status).toBe(200);
    expect(Buffer.from(await down.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('push a write on one to a socket on the other, and to 20 sockets through the proxy', async () => {
    const [a, b] = servers;
    const round = await demoRound();
    const token = await signIn(a!.url, 'startup@demo.test');
    const onB = await connect(b!.url, token, ['websocket']);
    // The web's transports, through a proxy that spreads connections without sticky sessions.
    const viaProxy = await Promise.all(Array.from({ length: 20 }, () => connect(proxyUrl, token, ['websocket', 'polling'])));
    try {
      const heard = [onB, ...viaProxy].map((s) => nextEvent(s, 'crowdfunding'));
      const posted = await call(a!.url, 'POST', `/api/v1/startup/crowdfunding/${round.id}/updates`, token, {
        text: 'News told across the processes.',
        files: [],
      });
      expect(posted.status, posted.body).toBe(200);
      const payloads = await Promise.all(heard);
      expect(payloads).toHaveLength(21);
      for (const p of payloads) expect(p).toMatchObject({ id: round.id });
    } finally {
      for (const s of [onB, ...viaProxy]) s.close();
    }
  });

  it('lose no acknowledged write when one is killed under load, and the proxy fails over', async () => {
    const round = await demoRound();
    const token = await signIn(proxyUrl, 'startup@demo.test');
    const acknowledged = new Set<string>();
    const keys: string[] = [];
    let refused = 0;
    let stop = false;
    const afterKill: number[] = [];
    let killedAt = 0;
    const worker = async () => {
      while (!stop) {
        const key = randomUUID();
        keys.push(key);
        // A client retries what the proxy could not answer, with the same key: never twice stored.
        for (let attempt = 0; attempt < 5; attempt++) {
          const res = await call(
            proxyUrl,
            'POST',
            `/api/v1/startup/crowdfunding/${round.id}/updates`,
            token,
            { text: `Load update ${key}`, files: [] },
            { 'idempotency-key': key },
          ).catch(() => ({ status: 0, body: '', json: () => ({}) }));
          if (killedAt && Date.now() - killedAt > 3_000) afterKill.push(res.status);
          if (res.status === 200) {
            acknowledged.add(key);
            break;
          }
          if (res.status === 409) break;
          refused += 1;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    };
    const load = Array.from({ length: 6 }, worker);
    await new Promise((r) => setTimeout(r, 2_000));
    killedAt = Date.now();
    await servers[0]!.child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 6_000));
    stop = true;
    await Promise.all(load);

    const rows = await onServer(
      databaseUrl,
      async (c) =>
        (await c.query<{ text: string; n: number }>(`select text, count(*)::int as n from crowdfund_updates where crowdfund_id = $1 group by text`, [round.id]))
          .rows,
    );
    const stored = new Map(rows.map((r) => [r.text.replace('Load update ', ''), r.n]));
    expect(acknowledged.size).toBeGreaterThan(20);
    // Every acknowledged write is there, and no key was stored twice.
    for (const key of acknowledged) expect(stored.get(key), key).toBe(1);
    for (const [key, n] of stored) expect(n, key).toBe(1);
    expect([...stored.keys()].every((k) => keys.includes(k))).toBe(true);
    // Once the proxy has taken the dead process out, every write goes through.
    expect(afterKill.length).toBeGreaterThan(5);
    expect(afterKill.every((s) => s === 200)).toBe(true);
    console.log(`topology: ${acknowledged.size} writes acknowledged, ${refused} answers retried around the kill, ${afterKill.length} after it all 200`);
  }, 60_000);
});
