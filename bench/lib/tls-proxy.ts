import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup.js';
import { freePort } from './http.js';
import { repoRoot } from './paths.js';
import { startChild, type ChildHandle } from './processes.js';

/**
 * The server as its users reach it: behind the shipped proxy (`deploy/haproxy.cfg` with
 * `deploy/haproxy-tls.cfg`, as compose loads them), which terminates TLS and speaks HTTP/2 to
 * browsers. A first screen of some seventy files waits on six connections over plain HTTP/1.1
 * and shares one over HTTP/2, so the phone measurements load through this proxy. Debian's
 * haproxy and openssl; the certificate is made for the run, and the browsers are told to accept it.
 */
export type TlsProxy = { url: string; stop(): Promise<void> };

/** Why the proxy cannot run here, or null when it can. */
export function tlsProxyUnavailable(): string | null {
  for (const tool of ['haproxy', 'openssl']) {
    try {
      execFileSync(tool, [tool === 'haproxy' ? '-v' : 'version'], { stdio: 'ignore' });
    } catch {
      return `no ${tool} (apt-get install -y ${tool})`;
    }
  }
  return null;
}

/** The shipped file with its listening addresses, servers and certificate path moved here. */
function rewrite(work: string, file: string, replace: [RegExp, string][]): string {
  let text = readFileSync(path.join(repoRoot, 'deploy', file), 'utf8');
  for (const [pattern, by] of replace) {
    if (!pattern.test(text)) throw new Error(`deploy/${file} no longer has ${pattern}`);
    text = text.replace(pattern, by);
  }
  const out = path.join(work, file);
  writeFileSync(out, text);
  return out;
}

/** Starts the shipped proxy in front of `serverPort` on loopback; resolves once it answers over TLS. */
export async function startTlsProxy(serverPort: number): Promise<TlsProxy> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-proxy-'));
  const removeWork = onCleanup('remove the proxy files', () => rmSync(work, { recursive: true, force: true }));
  const [plain, tls, redirect] = [await freePort(), await freePort(), await freePort()];
  const key = path.join(work, 'key.pem');
  const cert = path.join(work, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], {
    stdio: 'ignore',
  });
  writeFileSync(path.join(work, 'site.pem'), readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  const main = rewrite(work, 'haproxy.cfg', [
    [/^\s*bind :80$/m, `  bind 127.0.0.1:${plain}`],
    // Both replicas' lines point at the one server measured.
    [/app1:3000/, `127.0.0.1:${serverPort}`],
    [/app2:3000/, `127.0.0.1:${serverPort}`],
  ]);
  const tlsFile = rewrite(work, 'haproxy-tls.cfg', [
    [/bind :8443 ssl crt \S+/, `bind 127.0.0.1:${tls} ssl crt ${path.join(work, 'site.pem')}`],
    [/bind :8080$/m, `bind 127.0.0.1:${redirect}`],
  ]);
  const proxy: ChildHandle = startChild('haproxy', 'haproxy', ['-f', main, '-f', tlsFile, '-db'], { cwd: work, env: process.env });
  const stop = async () => {
    await proxy.stop();
    await removeWork();
  };
  const url = `https://127.0.0.1:${tls}`;
  const deadline = Date.now() + 30_000;
  // The health checks mark the servers up after two passes (2 s apart): until then the proxy answers 503.
  for (;;) {
    const status = await httpsStatus(`${url}/api/health`).catch(() => 0);
    if (status === 200) break;
    if (!proxy.isRunning() || Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not start: ${proxy.output().slice(-500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}

function httpsStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
}
