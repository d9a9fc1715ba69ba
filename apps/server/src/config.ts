import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { UPLOAD_DAILY_BYTES, UPLOAD_RATE_PER_MINUTE } from '@platform/contract';
import type { S3Settings } from './platform/storage.js';

/** Every environment variable the server reads, parsed once. The README lists the same table. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
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
  ROUND_ENDING_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'ROUND_ENDING_CRON must be a cron expression of five fields (minute hour day month weekday)')
    .default('5 * * * *'),
  MIGRATE: z.enum(['0', '1']).default('1'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional().or(z.literal('')),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional().or(z.literal('')),
  OTEL_SERVICE_NAME: z.string().min(1).default('venture-platform'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  /** Seed demo accounts and content: always for the embedded database, on request for PostgreSQL. */
  seedDemo: boolean;
  sessionSecret: string;
  redisUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
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
  schedules: { uploadSweep: string; eventRecovery: string; roundEnding: string; idempotencySweep: string };
  /** Where a company writes to the platform: shown with a blocked account's refused sign-in. */
  supportEmail: string;
  /** S3-compatible file storage; without it files live on local disk in `dataDir/uploads`. */
  s3: S3Settings | undefined;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const databaseUrl = 'databaseUrl' in overrides ? overrides.databaseUrl : e.DATABASE_URL || undefined;
  const smtpUrl = 'smtpUrl' in overrides ? overrides.smtpUrl : e.SMTP_URL || undefined;
  const webDist = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    seedDemo: databaseUrl ? e.SEED_DEMO === '1' : e.SEED_DEMO !== '0',
    sessionSecret: sessionSecret(e.SESSION_SECRET, dataDir),
    redisUrl: e.REDIS_URL || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1',
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
    schedules: { uploadSweep: '17 * * * *', eventRecovery: '* * * * *', roundEnding: e.ROUND_ENDING_CRON, idempotencySweep: '47 * * * *' },
    supportEmail: e.SUPPORT_EMAIL,
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
