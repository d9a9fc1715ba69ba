import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import type { DependencyMonitor } from './dependencies.js';
import type { Jobs } from './jobs.js';
import type { LetterOutcome } from './mail.js';
import type { Realtime } from './realtime.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export type Metrics = {
  /** This app's own registry: several apps in one process (tests) never share a metric. */
  registry: Registry;
  /** Counts a letter's outcome (the mailer calls it). */
  letter(outcome: LetterOutcome): void;
  /** The port of the separate metrics server once it listens (METRICS_PORT; 0 picks a free one). */
  port(): number | undefined;
};

type AppMetrics = Metrics & {
  observe(method: string, route: string | undefined, status: number, seconds: number): void;
  /** The separate metrics server, when METRICS_PORT is set. */
  server: Server | undefined;
};

/** The label of a request no route matched: unknown addresses must not each become a series. */
const UNMATCHED = '(unmatched)';

/**
 * Prometheus metrics of one app: request durations by route pattern and status, the process's
 * defaults, and gauges read when scraped. The database-wide gauges (queue, pending events) are the
 * same on every process of a deployment: aggregate them with `max`, not `sum`.
 */
export function createMetrics(deps: { database: Database; realtime: Realtime; jobs: Jobs; log: FastifyBaseLogger }): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // A gauge read from the database is left empty when the database does not answer: the scrape
  // still succeeds (process metrics, request durations), and the gap shows on the graph.
  const sampled = async (what: string, read: () => Promise<void>) => {
    try {
      await read();
    } catch (err) {
      deps.log.debug({ err }, `metrics: ${what} not read`);
    }
  };

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const letters = new Counter({
    name: 'mail_letters_total',
    help: 'Letters by outcome: kept in the outbox (no SMTP), queued for SMTP, sent, retrying after a failed attempt, failed for good.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['kept', 'queued', 'sent', 'retrying', 'failed'] as const) letters.labels(outcome).inc(0);

  const poolStats = deps.database.poolStats?.bind(deps.database);
  // PGlite is a single embedded connection: a pool gauge would always read the same, so none.
  if (poolStats) {
    new Gauge({
      name: 'db_pool_clients',
      help: 'PostgreSQL pool clients of this process: total open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.labels('total').set(stats.total);
        this.labels('idle').set(stats.idle);
        this.labels('waiting').set(stats.waiting);
      },
    });
  }
  new Gauge({
    name: 'socketio_connected_sockets',
    help: 'Sockets connected to this process.',
    registers: [registry],
    collect() {
      this.set(deps.realtime.connectedCount());
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of the queue by queue and state (created and retry wait, active run, failed gave up), across all processes.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await sampled('job queue', async () => {
        for (const row of await deps.jobs.counts()) this.labels(row.queue, row.state).set(row.count);
      });
    },
  });
  new Gauge({
    name: 'domain_events_pending',
    help: 'Domain events recorded and not yet dispatched, across all processes.',
    registers: [registry],
    async collect() {
      this.reset();
      await sampled('pending events', async () => {
        const [row] = await deps.database.query('select count(*)::int as n from domain_events where dispatched_at is null');
        this.set(Number(row?.n ?? 0));
      });
    },
  });

  const metrics: AppMetrics = {
    registry,
    server: undefined,
    letter: (outcome) => letters.labels(outcome).inc(),
    port: () => (metrics.server?.listening ? (metrics.server.address() as AddressInfo).port : undefined),
    observe: (method, route, status, seconds) => requests.labels(method, route ?? UNMATCHED, String(status)).observe(seconds),
  };
  return metrics;
}

/**
 * `dependency_up{dependency}`: 1 while a configured dependency answers, 0 while it does not. Each
 * scrape asks them (the costly ones from their cache), so the gauge holds without a probe too.
 */
export function dependencyGauge(registry: Registry, monitor: DependencyMonitor): void {
  new Gauge({
    name: 'dependency_up',
    help: 'Whether a configured dependency answers its check: database (required), redis, smtp, s3 (degraded when 0).',
    labelNames: ['dependency'] as const,
    registers: [registry],
    async collect() {
      const states = await monitor.check();
      for (const name of monitor.names) this.labels(name).set(states[name] === 'ok' ? 1 : 0);
    },
  });
}

/**
 * Serves the registry: on `port` (a plain server of its own, nothing else on it) and/or on the main
 * port at `/metrics` to `Authorization: Bearer <token>`. Neither given: no endpoint at all.
 */
export function serveMetrics(app: FastifyInstance, metrics: AppMetrics, opts: { port: number | undefined; token: string | undefined; host: string }): void {
  const { registry } = metrics;
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observe(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (opts.token) {
    const expected = digest(opts.token);
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'A valid metrics token is required.', code: 'unauthorized' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }
  if (opts.port === undefined) return;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics: scrape failed');
        res.writeHead(500).end();
      },
    );
  });
  metrics.server = server;
  app.addHook(
    'onReady',
    () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host, () => resolve());
      }),
  );
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}

/** Equal-length digests, so the comparison neither throws nor tells the token's length. */
const digest = (text: string) => createHash('sha256').update(text).digest();
