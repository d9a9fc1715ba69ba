import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

import { freePort } from '../test/processes.js';

export { freePort };

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
  // Name resolution options mean nothing for the loopback addresses put here.
  const check = lines[first]!.replace(/^\s*server app1 app1:3000/, '').replace(/\s+(resolvers|init-addr)\s+\S+/g, '');
  const out = lines.map((l, i) => (i === bind ? `  bind 127.0.0.1:${port}` : l)).filter((l) => !/^\s*server app\d /.test(l));
  out.splice(first - 0, 0, ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port}${check}`));
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, out.join('\n'));
  return file;
}

/** Waits until something accepts connections on the loopback `port`. */
export async function listening(port: number, child: Child, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    if (child.proc.exitCode !== null) throw new Error(`${child.name} exited with ${child.proc.exitCode}:\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`${child.name} did not listen on :${port} within ${timeoutMs} ms:\n${child.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Debian installs PgBouncer in /usr/sbin, which a non-root PATH may not hold. */
const pgbouncerBinary = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((file) => existsSync(file)) ?? 'pgbouncer';

/** The PgBouncer configuration the project ships as a sample. */
const shippedPgbouncer = path.resolve(import.meta.dirname, '../../../deploy/pgbouncer.ini');

/**
 * Debian's PgBouncer running the shipped `deploy/pgbouncer.ini` (transaction mode, its pool sizes,
 * no startup parameter ignored) in front of one database, on a loopback port: the database entry,
 * the address and the authentication (trust for `user`, listed in its auth file as PgBouncer
 * requires) are this test's. PgBouncer refuses to run as root, so under root it drops to `nobody`
 * after reading its files.
 */
export async function startPgbouncer(dir: string, target: URL): Promise<{ child: Child; url: string; adminUrl: string }> {
  const port = await freePort();
  const database = target.pathname.slice(1);
  const user = decodeURIComponent(target.username);
  const authFile = path.join(dir, 'pgbouncer-users.txt');
  await writeFile(authFile, `"${user}" ""\n`);
  const own: Record<string, string> = {
    listen_addr: '127.0.0.1',
    listen_port: String(port),
    unix_socket_dir: '',
    auth_type: 'trust',
    auth_file: authFile,
    admin_users: user,
  };
  const lines = (await readFile(shippedPgbouncer, 'utf8')).split('\n');
  if (!lines.some((l) => /^pool_mode = transaction$/.test(l))) throw new Error(`${shippedPgbouncer} no longer sets pool_mode = transaction`);
  let section = '';
  const out: string[] = [];
  for (const line of lines) {
    if (/^\[\w+\]$/.test(line)) section = line;
    const key = /^(\w+) =/.exec(line)?.[1];
    if (section === '[databases]' && key) out.push(`${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database}`);
    else if (key && key in own) out.push(`${key} = ${own[key]}`);
    else out.push(line);
    if (key) delete own[key];
  }
  out.splice(out.indexOf('[pgbouncer]') + 1, 0, ...Object.entries(own).map(([key, value]) => `${key} = ${value}`));
  const ini = path.join(dir, 'pgbouncer.ini');
  await writeFile(ini, out.join('\n') + '\n');
  const child = startChild('pgbouncer', pgbouncerBinary, [...(process.getuid?.() === 0 ? ['-u', 'nobody'] : []), ini]);
  await listening(port, child);
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/pgbouncer';
  return { child, url: url.toString(), adminUrl: adminUrl.toString() };
}
