import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * A server of a journey's own, from the same build as the shared one, on a fresh embedded database
 * with the demo seed: for a journey that moves the server's clock (`shiftClock`), which the shared
 * server, read by every other journey at once, must never do.
 */
export type OwnServer = {
  baseURL: string;
  /** Moves the server's clock on (see clock-shift.mjs), once the server has done it. */
  shiftClock(): Promise<void>;
  stop(): Promise<void>;
};

export async function startOwnServer(name: string, portOffset: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 3390) + portOffset;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = path.join('test-results', `e2e-own-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', './e2e/support/clock-shift.mjs', 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SHUTDOWN_GRACE_SECONDS: '0',
      LOGIN_RATE_LIMIT_IP: '10000',
      LOGIN_RATE_LIMIT_ACCOUNT: '10000',
      CODE_RATE_LIMIT_IP: '10000',
      CODE_RATE_LIMIT_ADDRESS: '10000',
      // As in the shared journeys' server: managers sign in often, an authenticator code works once per 30 s.
      MFA_REQUIRED_ROLES: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  // The clock's moves as the server reports them (clock-shift.mjs), read across chunk boundaries.
  let recent = '';
  let shifted = 0;
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    errors = (errors + text).slice(-4000);
    recent = (recent + text).slice(-1000);
    for (const match of recent.matchAll(/clock-shift (\d+)\n/g)) shifted = Math.max(shifted, Number(match[1]));
  });
  let asked = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the journey's server exited: ${errors}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the journey's server did not answer within 120 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseURL,
    async shiftClock() {
      const want = ++asked;
      child.kill('SIGUSR2');
      const until = Date.now() + 10_000;
      while (shifted < want) {
        if (Date.now() > until) throw new Error(`the journey's server did not move its clock: ${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
