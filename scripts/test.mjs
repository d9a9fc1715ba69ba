// `npm test`: type checks, lint, unit tests, API integration tests (on PostgreSQL when
// TEST_DATABASE_URL is set, with the engine's own files on PGlite too; else all on PGlite), then
// the end-to-end journeys in Chromium against a fresh build and the production topology (two
// processes behind haproxy) from the same build.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const steps = [];
let passed = 0;
let failed = 0;

/**
 * Runs one step and tallies it. A `buffered` step keeps its output and prints it in one piece when
 * it ends, so two steps can run side by side without their lines interleaving.
 */
async function step(name, cmd, args, { env, counts, buffered = false } = {}) {
  if (!buffered) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let output = '';
  const options = { env: { ...process.env, ...env } };
  const code = await run(cmd, args, buffered ? { ...options, stdio: ['ignore', 'pipe', 'pipe'], collect: (chunk) => (output += chunk) } : options);
  if (buffered) process.stdout.write(`\n=== ${name} ===\n${output}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const tally = counts?.();
  if (tally) {
    passed += tally.passed;
    failed += tally.failed;
  } else if (code !== 0) failed += 1;
  if (code !== 0 && tally && tally.failed === 0) failed += 1;
  steps.push({ name, ok: code === 0, seconds, tally });
  return code === 0;
}

/** Failed tests by file and title, named in the summary: a record that keeps only the last lines still says what failed. */
const failures = [];

function vitestCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    for (const result of r.testResults ?? []) {
      const where = path.relative(root, result.name);
      const bad = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of bad) failures.push(`${where} › ${t.fullName}`);
      // A file that failed outside its tests (an import, a hook) has no failed test to name.
      if (!bad.length && result.status === 'failed') failures.push(`${where}: ${(result.message ?? '').split('\n')[0]}`);
    }
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numPendingTests ?? 0) };
  };
}

/** Titles of the journeys that passed only on their retry, to be named in the summary. */
const flaky = [];

function flakyTitles(suite, trail = []) {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    if (spec.tests.some((t) => t.status === 'flaky')) flaky.push([...here, spec.title].join(' › '));
  }
  for (const child of suite.suites ?? []) flakyTitles(child, here);
}

function failedTitles(suite, trail = []) {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    if (spec.tests.some((t) => t.status === 'unexpected')) failures.push([...here, spec.title].join(' › '));
  }
  for (const child of suite.suites ?? []) failedTitles(child, here);
}

function playwrightCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    for (const suite of report.suites ?? []) flakyTitles(suite);
    for (const suite of report.suites ?? []) failedTitles(suite);
    const s = report.stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected + s.skipped };
  };
}

const vitest = (project, file) => ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

/** The realtime tests also cover the Redis adapter when a Redis answers on the usual port. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisEnv = (await redisAnswers(redisUrl)) ? { TEST_REDIS_URL: redisUrl } : {};
if (!redisEnv.TEST_REDIS_URL) console.log(`No Redis at ${redisUrl}: the cross-process realtime test does not run.`);

await ensureInstalled({ tools: true });
// The compiler and the linter each keep one core busy; side by side they share the machine's two.
// The linter ends first and the unit tests take its core; the build for the journeys follows the
// compiler, whose `tsc -b` has already written the contract's and the server's output.
const unitFile = path.join(out, 'unit.json');
let built = true;
async function build() {
  console.log('\n=== build ===');
  const started = Date.now();
  try {
    await ensureBuilt();
    steps.push({ name: 'build', ok: true, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  } catch (err) {
    console.error(err.message);
    built = false;
    failed += 1;
    steps.push({ name: 'build', ok: false, seconds: '-' });
  }
}
await Promise.all([
  (async () => {
    await step('type check', 'npm', ['run', '--silent', 'typecheck'], { buffered: true });
    await build();
  })(),
  (async () => {
    await step('lint', 'npm', ['run', '--silent', 'lint'], { buffered: true });
    await step('unit tests', 'npx', vitest('unit', unitFile), { counts: vitestCounts(unitFile), buffered: true });
  })(),
]);
/**
 * The integration files whose subject is the database engine itself: migrations and their lock,
 * backups, outages and readiness, the session cache's notifications, claims and leases of the
 * event dispatcher and the jobs, concurrent writes, the demo seed and what PostgreSQL refuses. With
 * a PostgreSQL server at hand every file runs on it, and these run on the embedded PGlite as well,
 * where a single connection serialises what PostgreSQL runs side by side. The rest of the suite
 * is the same SQL on the same engine (PGlite is PostgreSQL compiled to WebAssembly), and the
 * end-to-end journeys run on PGlite. Without a server every file runs on PGlite.
 */
const engineFiles = [
  'migrate',
  'concurrent-start',
  'backup',
  'database-outage',
  'health',
  'health-redis',
  'session-cache',
  'read-cache',
  'fanout-large',
  'reauth',
  'backoffice-managers',
  'events-delivery',
  'jobs-two-servers',
  'idempotency',
  'crowdfunding-join',
  'demo-seed',
  'demo-seed-content',
  'demo-seed-coherence',
  'demo-seed-investing',
  'input-limits',
  // The account's security (second factors, passkeys, re-authentication, sessions, the sign-in log)
  // holds on both engines too: its row locks and spent-once statements are what keep a code or a
  // challenge from passing twice, and PGlite's single connection orders them differently.
  'mfa-enrol',
  'mfa-signin',
  'mfa-limits',
  'mfa-required',
  'passkeys',
  'passkey-factor',
  'reauth-proofs',
  'sessions',
  'signin-log',
  'session-lifetimes',
  'sessions-migration',
  'demo-second-factor',
  // A backer's yearly limit is held by an advisory lock under concurrent joins, on both engines.
  'backer-checks',
  'backer-checks-ecsp',
].map((name) => `apps/server/test/${name}.test.ts`);
const missing = engineFiles.filter((file) => !existsSync(path.join(root, file)));
if (missing.length) throw new Error(`scripts/test.mjs names integration files that do not exist: ${missing.join(', ')}`);

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const pgliteFile = path.join(out, 'integration-pglite.json');
const onPglite = (buffered) =>
  step(
    onServer ? 'API integration tests of the engine on PGlite' : 'API integration tests on PGlite',
    'npx',
    [...vitest('integration', pgliteFile), ...(onServer ? engineFiles : [])],
    { env: { TEST_DATABASE_URL: '', ...redisEnv }, counts: vitestCounts(pgliteFile), buffered },
  );
if (onServer) {
  // Side by side: the engine's files on PGlite spend most of their time waiting (for a schedule's
  // next minute, a lease to lapse, a server to notice an outage), which the PostgreSQL run fills.
  const pgFile = path.join(out, 'integration-postgres.json');
  await Promise.all([
    step('API integration tests on PostgreSQL', 'npx', vitest('integration', pgFile), { env: redisEnv, counts: vitestCounts(pgFile), buffered: true }),
    onPglite(true),
  ]);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the integration tests run on PGlite only.');
  await onPglite(false);
}

if (built) {
  const e2eFile = path.join(out, 'e2e.json');
  await step('end-to-end journeys in Chromium', 'npx', ['playwright', 'test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
    counts: playwrightCounts(e2eFile),
  });
  // Two built server processes behind haproxy, with Redis, s3rver and PostgreSQL (the local
  // server, or TEST_DATABASE_URL's). It needs haproxy and redis-server, which .ci/run installs.
  const topologyFile = path.join(out, 'topology.json');
  await step('production topology: two processes behind haproxy', 'npx', vitest('topology', topologyFile), { counts: vitestCounts(topologyFile) });
}

console.log('\n=== summary ===');
for (const s of steps) {
  const t = s.tally ? ` (${s.tally.passed} passed, ${s.tally.failed} failed)` : '';
  console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name}${t} ${s.seconds}s`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
if (failures.length) console.log(`failed:\n${failures.map((t) => `  ${t}`).join('\n')}`);
if (flaky.length) console.log(`passed only on their retry (flaky):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
process.exit(steps.every((s) => s.ok) && failed === 0 ? 0 : 1);
