import { runToCompletion } from './processes.js';
import { repoRoot } from './paths.js';

/**
 * `npm run build -w packages/contract && npm run build -w apps/server`, and `-w apps/web` when asked.
 * The first two are `tsc -b`, so an up-to-date dist costs about a second. Uses the npm that
 * launched `npm run bench` when there is one.
 */
export async function buildServer({ web = false }: { web?: boolean } = {}): Promise<void> {
  const npmCli = process.env.npm_execpath;
  const [command, prefix] = npmCli && /npm-cli\.[cm]?js$/.test(npmCli) ? [process.execPath, [npmCli]] : ['npm', []];
  // The web app (vite build, under a minute) only when the first-load or Lighthouse part runs.
  for (const workspace of ['packages/contract', 'apps/server', ...(web ? ['apps/web'] : [])]) {
    const started = Date.now();
    await runToCompletion(`build ${workspace}`, command, [...prefix, 'run', 'build', '-w', workspace], { cwd: repoRoot, env: process.env });
    console.log(`  built ${workspace} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
