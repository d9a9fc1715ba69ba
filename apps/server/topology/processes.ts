import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export { freePort } from '../test/processes.js';

export type Child = { name: string; proc: ChildProcess; output(): string; kill(signal?: NodeJS.Signals): Promise<void> };

/** A child process of this test only, its output kept for the failure message; stopped by pid. */
export function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Child {
  const proc = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return {
    name,
    proc,
    output: () => output,
    kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const force = setTimeout(() => proc.kill('SIGKILL'), 10_000);
        proc.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        proc.kill(signal);
      });
    },
  };
}

/** Polls `url` until it answers `status`, or fails with the child's output. */
export async function waitFor(url: string, child: Child, status = 200, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === status) return;
    } catch {
      // Not listening yet.
    }
    if (child.proc.exitCode !== null) throw new Error(`${child.name} exited with ${child.proc.exitCode}:\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms:\n${child.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The haproxy configuration the project ships for its compose topology. */
const shipped = path.resolve(import.meta.dirname, '../../../deploy/haproxy.cfg');

/**
 * The shipped haproxy configuration (`deploy/haproxy.cfg`), bound to a loopback port and pointed
 * at these servers: the balancing, the checks and the retries under test are the shipped ones.
 */
export async function haproxyConfig(dir: string, port: number, servers: { name: string; port: number }[]): Promise<string> {
  const lines = (await readFile(shipped, 'utf8')).split('\n');
  const bind = lines.findIndex((l) => /^\s*bind :80$/.test(l));
  const first = lines.findIndex((l) => /^\s*server app1 /.test(l));
  if (bind < 0 || first < 0) throw new Error(`${shipped} no longer has the bind and server lines this test replaces`);
  const check = lines[first]!.replace(/^\s*server app1 app1:3000/, '');
  const out = lines.map((l, i) => (i === bind ? `  bind 127.0.0.1:${port}` : l)).filter((l) => !/^\s*server app\d /.test(l));
  out.splice(first - 0, 0, ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port}${check}`));
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, out.join('\n'));
  return file;
}
