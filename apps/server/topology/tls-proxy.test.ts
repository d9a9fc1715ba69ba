import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChild, type Child } from './processes.js';

/**
 * The shipped proxy configuration with its TLS part (`deploy/haproxy.cfg` + `deploy/haproxy-tls.cfg`,
 * as compose loads them) in Debian's haproxy, with a certificate made here, in front of a server
 * that answers with the headers it received: what the platform server believes about the request
 * (its protocol, hence HSTS; its host) comes from these headers with TRUST_PROXY=1.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let work: string;
let proxy: Child;
let echo: http.Server;
const ports = { plain: 0, tls: 0, redirect: 0, echo: 0 };

/** The shipped files with their listening addresses and the certificate path moved here. */
function rewrite(file: string, replace: [RegExp, string][]): string {
  let text = readFileSync(path.join(root, 'deploy', file), 'utf8');
  for (const [pattern, by] of replace) {
    expect(text, `${file} ${pattern}`).toMatch(pattern);
    text = text.replace(pattern, by);
  }
  const out = path.join(work, file);
  writeFileSync(out, text);
  return out;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'tls-proxy-'));
  for (const name of Object.keys(ports) as (keyof typeof ports)[]) ports[name] = await freePort();
  const key = path.join(work, 'key.pem');
  const cert = path.join(work, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], {
    stdio: 'ignore',
  });
  writeFileSync(path.join(work, 'site.pem'), readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));

  echo = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.headers));
  });
  await new Promise<void>((resolve) => echo.listen(ports.echo, '127.0.0.1', resolve));

  const main = rewrite('haproxy.cfg', [
    [/^\s*bind :80$/m, `  bind 127.0.0.1:${ports.plain}`],
    [/app1:3000/, `127.0.0.1:${ports.echo}`],
    [/app2:3000/, `127.0.0.1:${ports.echo}`],
  ]);
  const tls = rewrite('haproxy-tls.cfg', [
    [/bind :8443 ssl crt \S+/, `bind 127.0.0.1:${ports.tls} ssl crt ${path.join(work, 'site.pem')}`],
    [/bind :8080$/m, `bind 127.0.0.1:${ports.redirect}`],
  ]);
  proxy = startChild('haproxy', 'haproxy', ['-f', main, '-f', tls, '-db']);
  const deadline = Date.now() + 30_000;
  while ((await get(`http://127.0.0.1:${ports.plain}/`).catch(() => undefined))?.status !== 200) {
    if (proxy.proc.exitCode !== null || Date.now() > deadline) throw new Error(`haproxy did not start:\n${proxy.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 60_000);

afterAll(async () => {
  await proxy?.kill();
  await new Promise((resolve) => echo?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { headers, rejectUnauthorized: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

describe('the shipped proxy with TLS', () => {
  it('answers plain HTTP on the public port with a permanent redirect to HTTPS, keeping the address', async () => {
    const res = await get(`http://127.0.0.1:${ports.redirect}/login?next=%2Fcabinet`, { host: 'platform.example' });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://platform.example/login?next=%2Fcabinet');
  });

  it('tells the server a TLS request came over https, whatever the client claimed, and drops a forged host', async () => {
    const res = await get(`https://127.0.0.1:${ports.tls}/api/v1/whatever`, { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' });
    expect(res.status).toBe(200);
    const seen = JSON.parse(res.body) as Record<string, string>;
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen['x-forwarded-host']).toBeUndefined();
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('never lets a client on the plain frontend pass itself off as https', async () => {
    const res = await get(`http://127.0.0.1:${ports.plain}/api/v1/whatever`, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    const seen = JSON.parse(res.body) as Record<string, string>;
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBeUndefined();
  });
});
