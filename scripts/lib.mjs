// Shared helpers of the start and test scripts: run commands, and rebuild only what changed.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command; with `collect`, its piped output goes there instead of the terminal. */
export function run(cmd, args, { collect, ...opts } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    if (collect) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => collect(chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${code}`);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const st = statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

// What runs the platform; `tools` (tests, lint, benchmarks) is installed only by the commands that use it.
const runtimeWorkspaces = ['packages/contract', 'apps/server', 'apps/web'];

/**
 * Installs dependencies when node_modules is missing or older than the lock file. `npm start` asks
 * for the running workspaces only, which keeps a first start quick; `npm test` and `npm run bench`
 * ask for the tools as well, and reinstall when a start left them out.
 */
export async function ensureInstalled({ tools = false } = {}) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  const toolsThere = existsSync(path.join(root, 'node_modules', 'vitest', 'package.json'));
  if (fresh && (!tools || toolsThere)) return;
  const only = tools ? [] : [...runtimeWorkspaces.flatMap((w) => ['-w', w]), '--include-workspace-root'];
  console.log(tools ? 'Installing dependencies and the test tools…' : 'Installing dependencies…');
  await mustRun('npm', ['ci', '--no-audit', '--no-fund', ...only]);
}

const workspaces = [
  { dir: 'packages/contract', inputs: ['src', 'tsconfig.json', 'package.json'] },
  { dir: 'apps/server', inputs: ['src', 'tsconfig.json', 'package.json'] },
  { dir: 'apps/web', inputs: ['src', 'index.html', 'vite.config.ts', 'package.json', 'public'] },
];

/** Builds each workspace whose sources (or an earlier workspace) changed since its last build. */
export async function ensureBuilt({ force = false } = {}) {
  let upstreamRebuilt = false;
  for (const ws of workspaces) {
    const stamp = path.join(root, ws.dir, 'dist', '.build-stamp');
    const sourcesAt = Math.max(...ws.inputs.map((i) => newestMtime(path.join(root, ws.dir, i))));
    const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
    if (!force && !upstreamRebuilt && builtAt >= sourcesAt) continue;
    console.log(`Building ${ws.dir}…`);
    await mustRun('npm', ['run', 'build', '-w', ws.dir]);
    writeFileSync(stamp, new Date().toISOString());
    upstreamRebuilt = true;
  }
}
