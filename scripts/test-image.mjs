// `npm run test:image`: builds the Dockerfile with Debian's buildah on a locally made base of the
// pinned Node.js (no registry is reachable here), then runs the image's own commands against the
// local PostgreSQL (127.0.0.1:5432, trust auth) the way compose runs them: migrate, create the
// first manager, serve (readiness 200, the manager signs in, an upload), back up, restore into a
// second database and serve that (the same manager and the same file's bytes). Each step prints
// its time. It needs root, buildah and debootstrap (`apt-get install -y buildah debootstrap`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root } from './lib.mjs';
import { buildahIn, makeBase, pinnedNode, removeStorage, sh } from './image-base.mjs';

const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
const log = (line) => console.log(`[${seconds(started).padStart(6)} s] ${line}`);

async function step(name, fn) {
  const at = Date.now();
  log(`▶ ${name}`);
  const result = await fn();
  log(`✓ ${name} (${seconds(at)} s)`);
  return result;
}

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The processes under `pid`, from each process's parent in /proc. */
function descendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [];
  for (let wave = [pid]; wave.length;) {
    wave = [...parents].filter(([, parent]) => wave.includes(parent)).map(([child]) => child);
    found.push(...wave);
  }
  return found;
}

function tryKill(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

const work = mkdtempSync('/var/tmp/platform-image-test-');
const buildah = buildahIn(work);
const psql = (sql) => sh('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qAtc', sql]);
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const databases = [`image_test_${suffix}`, `image_test_${suffix}_restored`];
const servers = new Set();
let container;

/** Secrets reach the image as files, as compose's `secrets:` give them (`*_FILE`). */
const secrets = path.join(work, 'secrets');
const secretEnv = (database) => {
  writeFileSync(path.join(secrets, `database_url_${database}`), `postgres://postgres@127.0.0.1:5432/${database}\n`);
  return [`DATABASE_URL_FILE=/run/secrets/database_url_${database}`, 'SESSION_SECRET_FILE=/run/secrets/session_secret'];
};

/** A command of the image, in the test's container, on the host's network (chroot isolation). */
function inImage(args, env) {
  const mount = ['--mount', `type=bind,source=${secrets},destination=/run/secrets,ro`];
  return buildah(['run', '--isolation', 'chroot', ...mount, container, '--', 'env', ...env, ...args]);
}

/** `node apps/server/dist/main.js` of the image on a free loopback port, until `stop`. */
async function serve(database, dataDir) {
  const port = await freePort();
  // The first manager signs in with the password alone here: this checks the image, not the second
  // factor, which the integration tests prove with managers required to have one.
  const env = [...secretEnv(database), `DATA_DIR=${dataDir}`, 'HOST=127.0.0.1', `PORT=${port}`, 'MIGRATE=0', 'SHUTDOWN_GRACE_SECONDS=0', 'MFA_REQUIRED_ROLES='];
  const mount = ['--mount', `type=bind,source=${secrets},destination=/run/secrets,ro`];
  const args = [...buildah.flags, 'run', '--isolation', 'chroot', ...mount, container, '--', 'env', ...env, 'node', 'apps/server/dist/main.js'];
  const child = spawn('buildah', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-8000)));
  const server = {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      servers.delete(server);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // buildah and every process under it (the server in its chroot): all started by this script.
      const ours = [child.pid, ...descendants(child.pid)];
      const signal = (name) => ours.forEach((pid) => void tryKill(pid, name));
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      const deadline = Date.now() + 15_000;
      while (
        await fetch(`${this.url}/api/health/live`).then(
          () => true,
          () => false,
        )
      ) {
        if (Date.now() > deadline) throw new Error(`the server on ${this.url} still answers after its stop`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
  };
  servers.add(server);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`${server.url}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return server;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not become ready (last answer ${status}):\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function signIn(server, email, password) {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`Sign-in as ${email} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).token;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function cleanup() {
  for (const server of [...servers]) await server.stop().catch(() => undefined);
  await removeStorage(buildah, work);
  for (const db of databases) await psql(`drop database if exists ${db} with (force)`).catch(() => undefined);
}

async function main() {
  if (process.getuid?.() !== 0) throw new Error('buildah needs root here: run as root');
  for (const tool of ['buildah', 'debootstrap', 'psql'])
    await sh('sh', ['-c', `command -v ${tool}`]).catch(() => {
      throw new Error(`${tool} is missing: apt-get install -y buildah debootstrap postgresql-client`);
    });
  const nodeVersion = pinnedNode(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const cache = path.join(root, 'node_modules/.cache/image-test');

  const base = await step(`base image: Debian 12 + Node.js ${nodeVersion}`, () => makeBase(buildah, { nodeVersion, cache, log }));
  const image = 'localhost/platform-image-test/venture-platform:test';
  await step('buildah bud --isolation chroot --format docker (npm ci, build, apt for the PostgreSQL client)', () =>
    buildah(['bud', '--isolation', 'chroot', '--format', 'docker', '--pull=never', '--build-arg', `NODE_IMAGE=${base}`, '-t', image, '.']),
  );
  await step('the image keeps its HEALTHCHECK and names its user, port and command', async () => {
    const config = JSON.parse(await buildah(['inspect', '--type', 'image', image])).Docker.config;
    check(config.Healthcheck?.Test?.join(' ').includes('/api/health/ready'), `no HEALTHCHECK in ${JSON.stringify(config)}`);
    check(config.User === 'node' && config.Cmd.join(' ') === 'node apps/server/dist/main.js', `unexpected config ${JSON.stringify(config)}`);
  });

  container = await buildah(['from', '--pull=never', image]);
  mkdirSync(secrets);
  writeFileSync(path.join(secrets, 'session_secret'), `${randomBytes(36).toString('base64url')}\n`);
  await step('tools in the image: node, pg_dump, platform; no source map in the served folder', async () => {
    const out = await inImage(
      [
        'sh',
        '-c',
        'node --version; pg_dump --version; platform help | head -1; find apps/web/dist -name "*.map" | wc -l; find apps/web/sourcemaps -name "*.map" | wc -l',
      ],
      [],
    );
    const [node, pgDump, usage, served, kept] = out.split('\n');
    check(node === `v${nodeVersion}`, `node ${node}`);
    check(/ 15\.\d+/.test(pgDump), `pg_dump ${pgDump}`);
    check(usage.startsWith('Usage: platform'), `platform help: ${usage}`);
    check(served === '0' && Number(kept) > 0, `source maps: ${served} served, ${kept} kept`);
  });

  const [database, restored] = databases;
  for (const db of databases) await psql(`create database ${db}`);
  await step('platform migrate', async () => log(await inImage(['platform', 'migrate'], secretEnv(database))));
  const email = 'first.manager@example.test';
  const password = await step('platform manager-create (the first manager)', async () => {
    const out = await inImage(['platform', 'manager-create', '--email', email, '--name', 'First Manager'], secretEnv(database));
    const shown = /Password \(shown once\): (\S+)/.exec(out);
    check(shown, `no password shown:\n${out}`);
    return shown[1];
  });

  const pdf = Buffer.from(`%PDF-1.4\n% image test ${suffix}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
  const fileId = await step('serve: readiness 200, the image HEALTHCHECK passes, the manager signs in and uploads', async () => {
    const server = await serve(database, '/data');
    const healthcheck = JSON.parse(await buildah(['inspect', '--type', 'image', image])).Docker.config.Healthcheck.Test.slice(1);
    const port = new URL(server.url).port;
    await inImage(healthcheck, [`PORT=${port}`]);
    const token = await signIn(server, email, password);
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'round-trip.pdf');
    const res = await fetch(`${server.url}/api/v1/files/upload?type=message_attachment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.text();
    check(res.status === 200, `upload answered ${res.status}: ${body}`);
    check((await fetch(`${server.url}/assets/app.js.map`)).status === 404, 'a source map address did not answer 404');
    await server.stop();
    return JSON.parse(body).id;
  });

  await step('platform backup', async () => log(await inImage(['platform', 'backup', '--out', 'backups/round-trip'], secretEnv(database))));
  await step('platform restore into a second, empty database and a new data folder', async () =>
    log(await inImage(['platform', 'restore', '--from', 'backups/round-trip'], [...secretEnv(restored), 'DATA_DIR=/tmp/restored'])),
  );
  await step('serve the restored copy: the manager signs in, the file has the same bytes', async () => {
    const server = await serve(restored, '/tmp/restored');
    const token = await signIn(server, email, password);
    const res = await fetch(`${server.url}/api/v1/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
    const bytes = Buffer.from(await res.arrayBuffer());
    check(res.status === 200 && bytes.equals(pdf), `the restored file answered ${res.status} with ${bytes.length} bytes`);
    await server.stop();
  });
}

let failed = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanup().finally(() => process.exit(1)));
try {
  await main();
} catch (err) {
  failed = true;
  console.error(`\n✗ ${err instanceof Error ? err.message : err}`);
  for (const server of servers) console.error(`--- server output ---\n${server.output()}`);
} finally {
  await step('clean up: containers, images, storage, databases', cleanup);
}
log(failed ? 'image test FAILED' : 'image test passed');
console.log(failed ? '0 passed, 1 failed' : '1 passed, 0 failed');
process.exit(failed ? 1 : 0);
