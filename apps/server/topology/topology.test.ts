import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../test/postgres.js';
import path from 'node:path';
import { call, connect, demoRound, nextEvent, READY, signIn, startCluster, type Cluster } from './cluster.js';
import { startChild, type Child } from './processes.js';

/**
 * What an operator relies on, checked across the two processes of the production topology on
 * loopback (`cluster.ts`): one through PgBouncer in transaction mode, both behind the shipped
 * haproxy configuration, sharing PostgreSQL, Redis and S3.
 */
let cluster: Cluster;
let servers: Cluster['servers'];
let proxyUrl: string;
let databaseUrl: string;

beforeAll(async () => {
  cluster = await startCluster();
  ({ servers, proxyUrl, databaseUrl } = cluster);
}, 180_000);

afterAll(() => cluster?.close());

const migrateEntry = path.resolve(import.meta.dirname, '../dist/cli/migrate.js');

function exitCode(child: Child, withinMs: number): Promise<number | null> {
  if (child.proc.exitCode !== null) return Promise.resolve(child.proc.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${child.name} still running after ${withinMs} ms:\n${child.output()}`)), withinMs);
    child.proc.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Asks a process's readiness until `accept` takes its body; every answer on the way must be 200. */
async function readinessUntil(base: string, accept: (body: { degraded: string[] }) => boolean, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const res = await call(base, 'GET', READY);
    expect(res.status, res.body).toBe(200);
    if (accept(res.json() as { degraded: string[] })) return;
    if (Date.now() > deadline) throw new Error(`${base} readiness still ${res.body} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

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
    const round = await demoRound(databaseUrl);
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

  it('run one process through PgBouncer in transaction mode, with the request limit, and no lock left on a pooled connection', async () => {
    const { pgbouncer } = cluster;
    const name = new URL(databaseUrl).pathname.slice(1);
    const admin = (command: string) => onServer(pgbouncer.adminUrl, async (c) => (await c.query(command)).rows as Record<string, unknown>[]);
    // The first process's statements (its start, seed, sign-ins and writes above) went through it.
    expect((await admin('SHOW POOLS')).find((p) => p.database === name)).toMatchObject({ pool_mode: 'transaction' });
    expect(Number((await admin('SHOW STATS')).find((p) => p.database === name)?.total_xact_count)).toBeGreaterThan(50);
    // No client may send the limit when it connects, yet a pooled session has it.
    const shown = await onServer(pgbouncer.url, (c) => c.query<{ statement_timeout: string }>('show statement_timeout'));
    expect(shown.rows[0]!.statement_timeout).toBe('8s');
    // The migration step, given the pooler and the direct address, while both processes serve: done each time.
    for (let run = 0; run < 2; run++) {
      const job = startChild('migrate', process.execPath, [migrateEntry], {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: pgbouncer.url,
        DATABASE_DIRECT_URL: databaseUrl,
      });
      expect(await exitCode(job, 60_000), job.output()).toBe(0);
      expect(job.output()).toMatch(/0 migration\(s\) applied now/);
    }
    const locks = await onServer(databaseUrl, (c) => c.query<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory'`));
    expect(locks.rows[0]!.n).toBe(0);
  });

  it('keep signing users in through the proxy while Redis is down, and push across processes again once it is back', async () => {
    const [a, b] = servers;
    const round = await demoRound(databaseUrl);
    const token = await signIn(a!.url, 'startup@demo.test');
    await cluster.stopRedis();
    // Each process notices, and stays ready: Redis is reported, never a reason to leave the balancer.
    for (const s of servers) await readinessUntil(s.url, (r) => r.degraded.includes('redis'));
    // A write still reaches the sockets of its own process.
    const onA = await connect(a!.url, token, ['websocket']);
    try {
      const event = nextEvent(onA, 'crowdfunding', 5_000);
      const posted = await call(a!.url, 'POST', `/api/v1/startup/crowdfunding/${round.id}/updates`, token, { text: 'Told here alone.', files: [] });
      expect(posted.status, posted.body).toBe(200);
      await event;
    } finally {
      onA.close();
    }
    // For longer than two failed checks of the shipped proxy (inter 2s, fall 2) it keeps both.
    const statuses: number[] = [];
    for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      statuses.push((await call(proxyUrl, 'POST', '/api/v1/auth/login', undefined, { email: 'investor@demo.test', password: 'demo-password' })).status);
    }
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const viaProxy = await call(proxyUrl, 'GET', READY);
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.json()).toMatchObject({ ready: true, failed: [], degraded: ['redis'] });
    // The push that Redis could not carry left no error line behind (the outage is logged once).
    expect(a!.child.output()).not.toContain('unhandled rejection');

    // Redis again on the same port, empty: the processes connect again by themselves.
    await cluster.startRedis();
    for (const s of servers) await readinessUntil(s.url, (r) => r.degraded.length === 0);
    const onB = await connect(b!.url, token, ['websocket']);
    try {
      // The socket adapter's own connections come back on their own schedule, within seconds.
      let heard = false;
      for (const until = Date.now() + 20_000; !heard && Date.now() < until;) {
        const event = nextEvent(onB, 'crowdfunding', 2_000).then(
          () => true,
          () => false,
        );
        const posted = await call(a!.url, 'POST', `/api/v1/startup/crowdfunding/${round.id}/updates`, token, { text: 'Told again across.', files: [] });
        expect(posted.status, posted.body).toBe(200);
        heard = await event;
      }
      expect(heard).toBe(true);
    } finally {
      onB.close();
    }
  }, 60_000);

  it('lose no acknowledged write when one is killed under load, and the proxy fails over', async () => {
    const round = await demoRound(databaseUrl);
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
