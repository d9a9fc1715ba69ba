import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository's root: built entry points are started from there, as the npm scripts do. */
export const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Builds the server incrementally: after `npm run typecheck` (as in `npm test`) it only checks that
 * the output is current, so the processes started below run the code under test.
 */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/server'], { cwd: root, stdio: 'inherit' });
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Process = { child: ChildProcess; exited: Promise<number | null>; output: () => string };
export type Server = Process & { port: number };

/** A built entry point (`apps/server/dist/...`) with `env` over this process's environment. */
export function startProcess(entry: string, env: Record<string, string>): Process {
  const child = spawn(process.execPath, [entry], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The built server, as `npm start` runs it, on the given database. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  return {
    port,
    ...startProcess('apps/server/dist/main.js', { HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SHUTDOWN_GRACE_SECONDS: '0', ...env }),
  };
}

/** Waits until the server answers its health check; fails with its output when it exits first. */
export async function serving(server: Server, withinMs: number): Promise<void> {
  let gone: number | null | undefined;
  void server.exited.then((code) => (gone = code));
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (gone !== undefined) throw new Error(`server on :${server.port} exited with ${gone}:\n${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on :${server.port} did not answer within ${withinMs} ms:\n${server.output()}`);
}

export async function stop(server: Process): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}
