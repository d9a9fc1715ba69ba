import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { roleSchema, UPLOAD_DAILY_BYTES, UPLOAD_RATE_PER_MINUTE, type RegimeSettings, type Role } from '@platform/contract';
import type { S3Settings } from './platform/storage.js';
import { crowdfundingEnv, regimeSettings } from './config-crowdfunding.js';
import { parseTrustProxy } from './trust-proxy.js';

/** Every environment variable the server reads, parsed once. The README lists the same table. */
/** A schedule of the job queue: a cron expression of five fields (UTC), named in the refusal. */
const cron = (name: string, fallback: string) =>
  z
    .string()
    .regex(/^\S+( \S+){4}$/, `${name} must be a cron expression of five fields (minute hour day month weekday)`)
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_DIRECT_URL: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('0'),
  LOGIN_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_LIMIT_ACCOUNT_TOTAL: z.coerce.number().int().min(1).default(100),
  CODE_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(20),
  CODE_RATE_LIMIT_ADDRESS: z.coerce.number().int().min(1).default(6),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(UPLOAD_RATE_PER_MINUTE),
  UPLOAD_DAILY_BYTES: z.coerce.number().int().min(1).default(UPLOAD_DAILY_BYTES),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Venture platform <no-reply@platform.localhost>'),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an e-mail address').default('support@platform.localhost'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional().or(z.literal('')),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  S3_PREFIX: z.string().default(''),
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  ROUND_ENDING_CRON: cron('ROUND_ENDING_CRON', '5 * * * *'),
  PILOT_CLOCK_CRON: cron('PILOT_CLOCK_CRON', '25 * * * *'),
  BACKING_DEADLINE_CRON: cron('BACKING_DEADLINE_CRON', '35 * * * *'),
  ROUND_REPORTING_CRON: cron('ROUND_REPORTING_CRON', '45 * * * *'),
  BUSINESS_HOLIDAYS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.iso.date('BUSINESS_HOLIDAYS must list dates as yyyy-MM-dd, separated by commas'))),
  MFA_REQUIRED_ROLES: z
    .string()
    .default('manager')
    .transform((v) => [...new Set(v.split(/[\s,]+/).filter(Boolean))])
    .pipe(z.array(z.enum(roleSchema.options, `MFA_REQUIRED_ROLES must list roles (${roleSchema.options.join(', ')}), separated by commas`))),
  SESSION_IDLE_MINUTES_MANAGER: z.coerce.number().int().min(1).max(10_080).default(30),
  SESSION_ABSOLUTE_HOURS_MANAGER: z.coerce.number().int().min(1).max(8_760).default(12),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  SESSION_CACHE_SIZE: z.coerce.number().int().min(1).default(10_000),
  READ_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  READ_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(64),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  NODE_ENV: z.string().optional(),
  ALLOW_EMBEDDED_DB: z.enum(['0', '1']).default('0'),
  MIGRATE: z.enum(['0', '1']).default('1'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional().or(z.literal('')),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional().or(z.literal('')),
  OTEL_SERVICE_NAME: z.string().min(1).default('venture-platform'),
  ...crowdfundingEnv,
});

/** Secrets an operator may hand over as files (Docker and Kubernetes secrets) instead of values. */
export const SECRET_FILE_VARIABLES = ['SESSION_SECRET', 'DATABASE_URL', 'DATABASE_DIRECT_URL', 'REDIS_URL', 'SMTP_URL', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * `NAME_FILE` names a file holding `NAME`'s value: it is read once, without the line end an editor
 * or `echo` leaves. Both set is refused: which one wins would be a guess.
 */
function withSecretFiles(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; problems: string[] } {
  const out = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) {
      problems.push(`${name}, ${name}_FILE: set one of them, not both`);
      continue;
    }
    try {
      out[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (err) {
      problems.push(`${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
    }
  }
  return { env: out, problems };
}

const invalid = (lines: string[]) => new Error(`Invalid configuration:\n${lines.join('\n')}`);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  /** The database past any pooler in `databaseUrl`: migrations, the startup lock, long runs, LISTEN. */
  databaseDirectUrl: string | undefined;
  /** Seed demo accounts and content: always for the embedded database, on request for PostgreSQL. */
  seedDemo: boolean;
  sessionSecret: string;
  redisUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  /**
   * Which proxies' `X-Forwarded-*` headers are believed: a hop count (`0` none) or the proxies'
   * addresses and ranges. `req.ip` is the first address the trusted chain does not vouch for.
   */
  trustProxy: number | string[];
  /** Seconds between SIGTERM (readiness answers 503) and closing the server. */
  shutdownGraceSeconds: number;
  /** Folder with the built web app; served when it exists. */
  webDist: string | undefined;
  /**
   * `loginPerAccount` counts wrong passwords for one account from one address; `loginPerAccountTotal`
   * counts them for the account from everywhere, a much higher ceiling against spread-out guessing.
   */
  rateLimit: { loginPerIp: number; loginPerAccount: number; loginPerAccountTotal: number; codePerIp: number; codePerAddress: number };
  /** Per account (or sign-up proof): uploads started per minute, and bytes stored per 24 hours. */
  uploads: { perMinute: number; dailyBytes: number };
  /** nodemailer SMTP URL; without it mail lands in the outbox table and the log only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Delivery through SMTP: attempts per letter before it is `failed`, and the first wait between
   * attempts (doubled after each failure).
   */
  mailDelivery: { attempts: number; retrySeconds: number };
  /** When scheduled work runs (cron, UTC), once across every server process. */
  schedules: Record<'uploadSweep' | 'eventRecovery' | 'roundEnding' | 'pilotClock' | 'backingDeadline' | 'roundReporting' | 'idempotencySweep', string>;
  /** Days that are not business days besides weekends (yyyy-MM-dd), for the backers' deadlines. */
  holidays: ReadonlySet<string>;
  /** The crowdfunding regulation whose backer checks run, and its figures (`config-crowdfunding.ts`). */
  crowdfunding: RegimeSettings;
  /** Where a company writes to the platform: shown with a blocked account's refused sign-in. */
  supportEmail: string;
  /** S3-compatible file storage; without it files live on local disk in `dataDir/uploads`. */
  s3: S3Settings | undefined;
  /**
   * Signed-in sessions kept in memory (`platform/session-cache.ts`): the longest a kept copy goes
   * unchecked (0 turns the cache off), and how many sessions one process keeps.
   */
  sessionCache: { ttlSeconds: number; size: number };
  /** Busy list reads kept in memory while their sources are unchanged (`platform/read-cache.ts`). */
  readCache: { ttlSeconds: number; maxBytes: number };
  /** Accounts of these roles are signed in only to enrol a second factor until they have one. */
  mfaRequiredRoles: readonly Role[];
  /** How long a session lives unused (idle) and at most (absolute), fixed at sign-in by the account's role. */
  sessionLifetimes: Record<'manager' | 'company', SessionLifetime>;
  /**
   * `false` (MIGRATE=0) leaves migrations to a separate `npm run migrate` step: the server only
   * checks that the database is at its latest migration and refuses to start otherwise.
   */
  migrate: boolean;
  /**
   * Prometheus metrics: `port` serves them on a port of their own (no token; keep it off the
   * public network), `token` serves them on the main port at `/metrics` to `Bearer <token>`.
   * Neither set: no metrics endpoint at all.
   */
  metrics: { port: number | undefined; token: string | undefined };
  /** OpenTelemetry: traces go to the collector at `endpoint` (OTLP/HTTP) only when it is set. */
  tracing: { endpoint: string | undefined; serviceName: string };
};

export type SessionLifetime = { idleSeconds: number; absoluteSeconds: number };

/** Reads the secret from the environment, else keeps a generated one beside the data. */
function sessionSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Refusals that keep a production start safe: a shared database needs a shared, given secret (a
 * generated one would differ per process and per container restart, signing everyone out), and a
 * production process without `DATABASE_URL` would silently keep its data in a local folder.
 */
function unsafeStart(e: z.infer<typeof envSchema>, databaseUrl: string | undefined, secretGiven: boolean): string[] {
  const problems: string[] = [];
  if (databaseUrl && !secretGiven) {
    problems.push(
      'SESSION_SECRET: required with DATABASE_URL (32+ characters, the same for every server process), or SESSION_SECRET_FILE naming a file that holds it',
    );
  }
  if (e.DATABASE_DIRECT_URL && !databaseUrl) problems.push('DATABASE_DIRECT_URL: only with DATABASE_URL (the address through the pooler)');
  if (!databaseUrl && e.NODE_ENV === 'production' && e.ALLOW_EMBEDDED_DB !== '1') {
    problems.push('DATABASE_URL: required with NODE_ENV=production; set ALLOW_EMBEDDED_DB=1 to keep the data in the embedded database under DATA_DIR');
  }
  return problems;
}

/**
 * `signsSessions: false` is for the command-line tools (migrate, backup, manager:create): they
 * sign no session, so they need no `SESSION_SECRET` and never write a generated one.
 */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}, { signsSessions = true } = {}): Config {
  const files = withSecretFiles(rawEnv);
  if (files.problems.length) throw invalid(files.problems);
  const parsed = envSchema.safeParse(files.env);
  if (!parsed.success) throw invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const databaseUrl = 'databaseUrl' in overrides ? overrides.databaseUrl : e.DATABASE_URL || undefined;
  const problems = unsafeStart(e, databaseUrl, !signsSessions || Boolean(e.SESSION_SECRET || overrides.sessionSecret));
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, problems);
  if (problems.length) throw invalid(problems);
  const smtpUrl = 'smtpUrl' in overrides ? overrides.smtpUrl : e.SMTP_URL || undefined;
  const webDist = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    databaseDirectUrl: e.DATABASE_DIRECT_URL || databaseUrl,
    seedDemo: databaseUrl ? e.SEED_DEMO === '1' : e.SEED_DEMO !== '0',
    sessionSecret: overrides.sessionSecret ?? (signsSessions ? sessionSecret(e.SESSION_SECRET, dataDir) : (e.SESSION_SECRET ?? '')),
    redisUrl: e.REDIS_URL || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    rateLimit: {
      loginPerIp: e.LOGIN_RATE_LIMIT_IP,
      loginPerAccount: e.LOGIN_RATE_LIMIT_ACCOUNT,
      loginPerAccountTotal: e.LOGIN_RATE_LIMIT_ACCOUNT_TOTAL,
      codePerIp: e.CODE_RATE_LIMIT_IP,
      codePerAddress: e.CODE_RATE_LIMIT_ADDRESS,
    },
    uploads: { perMinute: e.UPLOAD_RATE_LIMIT, dailyBytes: e.UPLOAD_DAILY_BYTES },
    smtpUrl,
    mailFrom: e.MAIL_FROM,
    mailDelivery: { attempts: e.MAIL_ATTEMPTS, retrySeconds: e.MAIL_RETRY_SECONDS },
    schedules: {
      uploadSweep: '17 * * * *',
      eventRecovery: '* * * * *',
      roundEnding: e.ROUND_ENDING_CRON,
      pilotClock: e.PILOT_CLOCK_CRON,
      backingDeadline: e.BACKING_DEADLINE_CRON,
      roundReporting: e.ROUND_REPORTING_CRON,
      idempotencySweep: '47 * * * *',
    },
    holidays: new Set(e.BUSINESS_HOLIDAYS),
    crowdfunding: regimeSettings(e),
    supportEmail: e.SUPPORT_EMAIL,
    sessionCache: { ttlSeconds: e.SESSION_CACHE_TTL_SECONDS, size: e.SESSION_CACHE_SIZE },
    readCache: { ttlSeconds: e.READ_CACHE_TTL_SECONDS, maxBytes: e.READ_CACHE_MB * 1024 * 1024 },
    mfaRequiredRoles: e.MFA_REQUIRED_ROLES,
    sessionLifetimes: {
      manager: { idleSeconds: e.SESSION_IDLE_MINUTES_MANAGER * 60, absoluteSeconds: e.SESSION_ABSOLUTE_HOURS_MANAGER * 3600 },
      company: { idleSeconds: e.SESSION_IDLE_DAYS * 86_400, absoluteSeconds: e.SESSION_ABSOLUTE_DAYS * 86_400 },
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          // Self-hosted servers (a custom endpoint) usually want the bucket in the path.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' : Boolean(e.S3_ENDPOINT),
          prefix: e.S3_PREFIX,
        }
      : undefined,
    migrate: e.MIGRATE === '1',
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN || undefined },
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT || undefined, serviceName: e.OTEL_SERVICE_NAME },
    ...overrides,
  };
}
