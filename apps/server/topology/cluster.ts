import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { createDatabase, onServer, type ThrowAwayDatabase } from '../test/postgres.js';
import { connectSocket } from '../test/sockets.js';
import { freePort, haproxyConfig, listening, startChild, startPgbouncer, waitFor, type Child } from './processes.js';

const serverEntry = path.resolve(import.meta.dirname, '../dist/main.js');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const READY = '/api/health/ready';

export type Server = { child: Child; url: string; port: number };

/**
 * The production topology on loopback, from the build: two server processes behind haproxy (with
 * the shipped `deploy/haproxy.cfg`) on one PostgreSQL database, one Redis and one S3-compatible
 * store (s3rver). The first process reaches the database through Debian's PgBouncer in
 * transaction mode (`DATABASE_URL`) with `DATABASE_DIRECT_URL` for its own sessions; the second
 * connects directly. Everything is started here and stopped by `close`.
 */
export async function startCluster() {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: build the server first (npm run build)`);
  const children: Child[] = [];
  const work = await mkdtemp(path.join(tmpdir(), 'platform-topology-'));
  let database: ThrowAwayDatabase | undefined;
  let s3: S3rver | undefined;
  const close = async () => {
    await Promise.all(children.map((c) => c.kill()));
    await s3?.close();
    await database?.drop();
    await rm(work, { recursive: true, force: true });
  };
  try {
    database = await createDatabase(adminUrl, 'topology');
    const pgbouncer = await startPgbouncer(work, new URL(database.url));
    children.push(pgbouncer.child);

    const redisPort = await freePort();
    const redisArgs = ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const redis = { child: startChild('redis', 'redis-server', redisArgs) };
    children.push(redis.child);
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: 'platform', configs: [] }] });
    const { port: s3Port } = await s3.run();

    const secret = randomBytes(48).toString('base64url');
    const ports = [await freePort(), await freePort()];
    const proxyPort = await freePort();
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const servers: Server[] = [];
    for (const [i, port] of ports.entries()) {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, `server-${i}`),
        ...(i === 0 ? { DATABASE_URL: pgbouncer.url, DATABASE_DIRECT_URL: database.url } : { DATABASE_URL: database.url }),
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
    const proxy = startChild('haproxy', 'haproxy', ['-f', config, '-db']);
    children.push(proxy);
    await waitFor(`${proxyUrl}${READY}`, proxy);

    return {
      databaseUrl: database.url,
      pgbouncer,
      servers,
      proxyUrl,
      /** Redis stopped at once, as a crash or a restart of its host does. */
      stopRedis: () => redis.child.kill('SIGKILL'),
      /** Redis started again on the same port, empty, as a restart without persistence leaves it. */
      async startRedis() {
        redis.child = startChild('redis', 'redis-server', redisArgs);
        children.push(redis.child);
        await listening(redisPort, redis.child);
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

type Json = Record<string, unknown>;
export async function call(base: string, method: string, url: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text, json: () => JSON.parse(text) as Json };
}

export const signIn = async (base: string, email: string) => {
  const res = await call(base, 'POST', '/api/v1/auth/login', undefined, { email, password: 'demo-password' });
  expect(res.status, res.body).toBe(200);
  return String(res.json().token);
};

/** A round of the demo startup to post news to; its sockets get `crowdfunding` for each. */
export async function demoRound(databaseUrl: string): Promise<{ id: string; startupId: string }> {
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

export const connect = (base: string, token: string, transports: ('websocket' | 'polling')[]) =>
  connectSocket(base, token, { transports, tryAllTransports: true, timeout: 10_000 });

export const nextEvent = (socket: Socket, event: string, ms = 10_000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
