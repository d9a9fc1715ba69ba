import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** A free loopback port, as the kernel hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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

/**
 * haproxy in front of the servers, as the shipped configuration has it: round robin without sticky
 * sessions, health checks twice a second, a request whose connection failed sent to the other.
 */
export async function haproxyConfig(dir: string, port: number, servers: { name: string; port: number }[], healthPath: string): Promise<string> {
  const file = path.join(dir, 'haproxy.cfg');
  const lines = [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  retries 3',
    '  option redispatch',
    // Only a request that never reached a server is tried again: a write is never sent twice.
    '  retry-on conn-failure',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    `  option httpchk GET ${healthPath}`,
    '  http-check expect status 200',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check inter 500 fall 2 rise 2`),
    '',
  ];
  await writeFile(file, lines.join('\n'));
  return file;
}
