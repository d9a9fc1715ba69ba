import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseTarget } from './databases.js';
import { freePort, waitForJson } from './http.js';
import { repoRoot } from './paths.js';
import { startChild, type ChildHandle } from './processes.js';
import type { Fixture } from './types.js';

export type RunningServer = { name: string; baseUrl: string; child: ChildHandle; stop(): Promise<void> };

/** Variables the server reads; none leak in from the caller's shell, each run sets its own. */
const SERVER_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SEED_DEMO',
  'SESSION_SECRET',
  'REDIS_URL',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'LOGIN_RATE_LIMIT_IP',
  'LOGIN_RATE_LIMIT_ACCOUNT',
  'LOGIN_RATE_LIMIT_ACCOUNT_TOTAL',
  'CODE_RATE_LIMIT_IP',
  'CODE_RATE_LIMIT_ADDRESS',
  'MFA_REQUIRED_ROLES',
  'SMTP_URL',
  'MAIL_FROM',
  'ROUND_ENDING_CRON',
  'SHUTDOWN_GRACE_SECONDS',
  'ALLOW_EMBEDDED_DB',
  'SESSION_SECRET_FILE',
  'DATABASE_URL_FILE',
  'REDIS_URL_FILE',
  'SMTP_URL_FILE',
  'S3_SECRET_ACCESS_KEY_FILE',
];

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  return { ...env, ...extra };
}

const START_TIMEOUT_MS = 60_000;

export const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

/**
 * `node apps/server/dist/main.js` on a free loopback port against the given database. `secret`
 * fixes SESSION_SECRET (the fan-out case signs its own tokens), `env` adds e.g. REDIS_URL.
 */
export async function startRealServer(
  target: DatabaseTarget,
  opts: { secret?: string; env?: Record<string, string>; name?: string } = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing; the build step should have made it`);
  const port = await freePort();
  const env = childEnv({
    ...target.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: opts.secret ?? randomBytes(48).toString('base64url'),
    // Stopped between cases: no load balancer to drain from, so it closes at once.
    SHUTDOWN_GRACE_SECONDS: '0',
    // The benchmark signs in once per run; generous limits keep repeated runs from tripping them.
    LOGIN_RATE_LIMIT_IP: '10000',
    LOGIN_RATE_LIMIT_ACCOUNT: '10000',
    // The benchmark signs the demo manager in with its password alone: no role must have a second factor.
    MFA_REQUIRED_ROLES: '',
    // The generated rounds past their last day stay as generated: a run measures requests, not
    // the hourly job ending thousands of them.
    ROUND_ENDING_CRON: '0 0 1 1 *',
    ...opts.env,
  });
  const child = startChild(opts.name ?? `server (${target.kind})`, process.execPath, [serverEntry], { cwd: repoRoot, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const health = await waitForJson(`${baseUrl}/api/health`, child, START_TIMEOUT_MS);
  const database = typeof health === 'object' && health !== null ? (health as Record<string, unknown>).database : undefined;
  if (database !== target.kind) {
    await child.stop();
    throw new Error(`server reports database ${String(database)}, expected ${target.kind}`);
  }
  return { name: child.name, baseUrl, child, stop: child.stop };
}

/** The bare Fastify baseline (bench/bare-server.ts through tsx) serving the fixtures from memory. */
export async function startBareServer(fixtures: Fixture[], workDir: string): Promise<RunningServer> {
  const file = path.join(workDir, `bare-fixtures-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(fixtures));
  const port = await freePort();
  const env = childEnv({ BARE_FIXTURES: file, PORT: String(port), HOST: '127.0.0.1' });
  const script = path.join(repoRoot, 'bench/bare-server.ts');
  const child = startChild('bare fastify', process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForJson(`${baseUrl}/__bare/health`, child, START_TIMEOUT_MS);
  return { name: child.name, baseUrl, child, stop: child.stop };
}

/** Password sign-in; returns the bearer token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`sign-in as ${email} answered ${res.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as unknown;
  const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).token : undefined;
  if (typeof token !== 'string') throw new Error(`sign-in as ${email}: no token in ${text.slice(0, 300)}`);
  return token;
}
