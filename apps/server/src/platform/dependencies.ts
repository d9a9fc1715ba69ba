import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { S3Settings } from './storage.js';

/** A dependency that has not answered within this is counted as down: probes expect an answer fast. */
export const READINESS_TIMEOUT_MS = 2_000;
/**
 * The clients' own time limits, a second past the probe's: the probe's bound decides what a silent
 * service reads as (`timeout`), and the client then closes its socket. With equal limits the two
 * timers raced, and a loaded machine sometimes let the client's fire first (`failed`).
 */
const CLIENT_GIVE_UP_MS = READINESS_TIMEOUT_MS + 1_000;
/** How often the costly checks ask at most: an SMTP session and an S3 request are not free. */
export const SMTP_CHECK_EVERY_MS = 60_000;
export const S3_CHECK_EVERY_MS = 30_000;

export type CheckState = 'ok' | 'failed' | 'timeout';
export type Dependency = 'database' | 'redis' | 'smtp' | 's3';
export type Check = () => Promise<CheckState>;

/**
 * Runs `probe` at most once at a time: while one is in flight (a database that accepts connections
 * and never answers), further callers wait for it instead of queueing more work on a stuck
 * connection. Each caller still gives up after the timeout.
 */
export function boundedCheck(probe: () => Promise<unknown>, timeoutMs = READINESS_TIMEOUT_MS): Check {
  let running: Promise<unknown> | undefined;
  return async () => {
    running ??= probe().finally(() => (running = undefined));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<CheckState>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    try {
      return await Promise.race([
        running.then(
          (): CheckState => 'ok',
          (): CheckState => 'failed',
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * A check asked at most once per `everyMs`: callers in between get its last answer, so a balancer
 * probing every two seconds on every process never turns into a stream of requests to the service.
 */
export function cachedCheck(check: Check, everyMs: number, now: () => number = Date.now): Check {
  let last: { state: CheckState; at: number } | undefined;
  let running: Promise<CheckState> | undefined;
  return async () => {
    if (last && now() - last.at < everyMs) return last.state;
    running ??= check().then((state) => {
      last = { state, at: now() };
      running = undefined;
      return state;
    });
    return running;
  };
}

/** An SMTP session up to the greeting, TLS and login the letters need, then closed (nodemailer's `verify`). */
export function smtpCheck(smtpUrl: string): Check {
  const limits = { connectionTimeout: CLIENT_GIVE_UP_MS, greetingTimeout: CLIENT_GIVE_UP_MS, socketTimeout: CLIENT_GIVE_UP_MS };
  const transport = nodemailer.createTransport({ url: smtpUrl, ...limits });
  return cachedCheck(
    boundedCheck(() => transport.verify()),
    SMTP_CHECK_EVERY_MS,
  );
}

/**
 * A `HeadBucket` on the configured bucket: answered only when the store is up, the credentials hold
 * and the bucket exists (the S3 user needs `s3:ListBucket` on it). Its own client, with short
 * timeouts, so a hung store never holds a file transfer's connections.
 */
export function s3Check(settings: S3Settings): { check: Check; close(): void } {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 1,
    requestHandler: { connectionTimeout: CLIENT_GIVE_UP_MS, requestTimeout: CLIENT_GIVE_UP_MS },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const check = cachedCheck(
    boundedCheck(() => client.send(new HeadBucketCommand({ Bucket: settings.bucket }))),
    S3_CHECK_EVERY_MS,
  );
  return { check, close: () => client.destroy() };
}

/** What a process does without each dependency, said in the log line of its loss. */
const FALLBACKS: Record<Dependency, string> = {
  database: 'readiness answers 503 until it answers again',
  redis: 'rate limits are counted in each process and pushes reach only the sockets of the process that sends them',
  smtp: 'letters wait in the queue and are retried',
  s3: 'stored files cannot be uploaded or downloaded; everything else is served',
};

export type DependencyMonitor = {
  /** The configured dependencies, the database first. */
  names: Dependency[];
  /** Asks every configured dependency (the costly ones from their cache) and records the answers. */
  check(): Promise<Partial<Record<Dependency, CheckState>>>;
  /** The app is closing: checks failing as its clients go away are no news for the log. */
  close(): void;
};

/**
 * Asks the dependencies on each call (a readiness probe, a metrics scrape) and logs a warning when
 * one stops answering and when it answers again: one line per change, never one per probe.
 */
export function createDependencyMonitor(checks: Partial<Record<Dependency, Check>>, log: FastifyBaseLogger): DependencyMonitor {
  const names = (['database', 'redis', 'smtp', 's3'] as const).filter((name) => checks[name]);
  const up = new Map<Dependency, boolean>();
  let closed = false;
  const record = (name: Dependency, state: CheckState) => {
    const answers = state === 'ok';
    const before = up.get(name);
    up.set(name, answers);
    // A process that starts without a dependency says so too; one that starts with it says nothing.
    if (closed || before === answers || (before === undefined && answers)) return;
    if (answers) log.warn({ dependency: name }, `${name} answers again`);
    else log.warn({ dependency: name, check: state }, `${name} is not answering (${state}): ${FALLBACKS[name]}`);
  };
  return {
    names,
    async check() {
      const states = await Promise.all(names.map(async (name) => [name, await checks[name]!()] as const));
      for (const [name, state] of states) record(name, state);
      return Object.fromEntries(states);
    },
    close: () => void (closed = true),
  };
}
