import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './processes.js';

const root = path.resolve(import.meta.dirname, '../../..');
let dataDir: string | undefined;
/** npm's process groups: whatever a failed run left of one is ended at the end. */
const groups: number[] = [];
afterAll(async () => {
  for (const group of groups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // Gone already, as it should be.
    }
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the server when the npm process gets ${signal}`, async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'platform-npm-start-'));
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_SECONDS: '1',
      };
      // A group of its own, as a terminal gives it; the signal goes to npm alone.
      const npm = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      if (npm.pid) groups.push(npm.pid);
      let output = '';
      npm.stdout.on('data', (c: Buffer) => (output += c.toString()));
      npm.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
      const url = `http://127.0.0.1:${port}/api/health/live`;
      const until = Date.now() + 120_000;
      while ((await answers(url)) !== 200) {
        if (Date.now() > until || npm.exitCode !== null) throw new Error(`npm start did not serve:\n${output}`);
        await new Promise((r) => setTimeout(r, 300));
      }
      npm.kill(signal);
      await exited;
      // The server itself, not only npm, is gone within its grace and a little more.
      const gone = Date.now() + 10_000;
      while ((await answers(url)) !== 0 && Date.now() < gone) await new Promise((r) => setTimeout(r, 200));
      expect(await answers(url), output).toBe(0);
      await rm(dataDir, { recursive: true, force: true });
    }, 150_000);
  }
});
