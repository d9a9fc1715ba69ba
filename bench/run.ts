/**
 * `npm run bench`: the real server against embedded PGlite and PostgreSQL, next to a bare Fastify
 * answering the same bytes from memory. See docs/performance.md for what and why.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cases, dataCases } from './cases/index.js';
import { buildServer } from './lib/build.js';
import { onCleanup, runCleanups } from './lib/cleanup.js';
import { pgliteTarget, postgresTarget, type DatabaseTarget } from './lib/databases.js';
import { probe } from './lib/http.js';
import { measure } from './lib/load.js';
import { describeMachine } from './lib/machine.js';
import { outputDir } from './lib/paths.js';
import { NOISE_CORES } from './lib/cpu.js';
import { isNoisy, judge, linkBaselines, resultsTable, type CaseResult, type PhaseResult, type Report } from './lib/report.js';
import { signIn, startBareServer, startRealServer, type RunningServer } from './lib/servers.js';
import { readSettings, type DatabaseKind, type Settings } from './lib/settings.js';
import type { BenchCase, PreparedCase } from './lib/types.js';
import { expertTicketsOf, populate, type Populated } from './lib/populate.js';
import { planFailures, plansSummary } from './lib/plans.js';
import { targetsSummary } from './lib/targets.js';
import type { FirstScreenRole } from '../apps/web/first-screens.js';
import { browserPartsFailed, browserPartsText, runBrowserParts, type BrowserParts } from './lib/browser-parts.js';
import { runFanout, type FanoutResult } from './lib/fanout.js';
import { fanoutTable } from './lib/fanout-report.js';

const DEMO_EMAIL = 'startup@demo.test';
const DEMO_INVESTOR = 'investor@demo.test';
/** Generated rows from which every list query must read through an index. */
const PLAN_CHECK_FROM = 50_000;
const DEMO_MANAGER = 'manager@demo.test';
const DEMO_EXPERT = 'expert@demo.test';
const DEMO_CORPORATE = 'corporate@demo.test';
const DEMO_PASSWORD = 'demo-password';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one case against a server and judges it; a server that died meanwhile fails the case. */
async function runCase(
  server: RunningServer,
  settings: Settings,
  phase: DatabaseKind,
  meta: Pick<CaseResult, 'caseId' | 'title' | 'server' | 'database' | 'baselineCaseId'>,
  prepared: PreparedCase,
): Promise<CaseResult> {
  process.stdout.write(`  [${phase}] ${meta.title}: ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s … `);
  let latest = await measure(server.baseUrl, prepared.requests, settings, server.child.pid);
  let load = latest;
  let attempts = 1;
  // Another process busy during the window skews it: measure again and keep the quietest attempt.
  while (isNoisy(latest) && attempts <= settings.noisyRetries) {
    process.stdout.write(`other processes used ${latest.cpu?.other.toFixed(2)} cores, again … `);
    latest = await measure(server.baseUrl, prepared.requests, settings, server.child.pid);
    attempts += 1;
    if ((latest.cpu?.other ?? 0) < (load.cpu?.other ?? 0)) load = latest;
  }
  const failures = judge(load, prepared.expectStatus);
  if (!server.child.isRunning()) failures.push(`${server.name} exited`);
  console.log(
    `${Math.round(load.requestsPerSecond).toLocaleString('en-US')} req/s, p99 ${load.latencyMs.p99.toFixed(2)} ms` +
      (failures.length ? ` — FAILED: ${failures.join(', ')}` : ''),
  );
  return {
    phase,
    ...meta,
    bodyBytes: prepared.bodyBytes,
    expectStatus: [...prepared.expectStatus],
    load,
    failures,
    notes: prepared.notes ?? [],
    attempts,
    ratioToBare: null,
  };
}

/** Called once with the first phase's real server, signed in: the browser parts run there. */
type OnServer = (baseUrl: string, tokens: Record<FirstScreenRole, string>) => Promise<void>;

async function runPhase(kind: DatabaseKind, settings: Settings, workDir: string, onServer?: OnServer): Promise<PhaseResult> {
  let target: DatabaseTarget;
  try {
    if (kind === 'pglite') {
      target = pgliteTarget();
    } else {
      const pgTarget = await postgresTarget(settings.postgresAdminUrl);
      if ('skipped' in pgTarget) {
        console.log(`\n${pgTarget.skipped}; skipping the PostgreSQL part.`);
        return { database: kind, description: 'PostgreSQL', skipped: pgTarget.skipped, results: [] };
      }
      target = pgTarget;
    }
  } catch (error) {
    console.error(`\n[${kind}] could not prepare the database: ${errorText(error)}`);
    return { database: kind, description: kind, error: `could not prepare the database: ${errorText(error)}`, results: [] };
  }
  console.log(`\n${target.description}`);
  const phase: PhaseResult = { database: kind, description: target.description, results: [] };
  const started: RunningServer[] = [];
  try {
    // Generated data goes in before the server opens the database (PGlite allows one process).
    let populated: Populated | null = null;
    if (settings.sizes.startups > 0) {
      console.log(
        `Generating ${settings.sizes.startups.toLocaleString('en-US')} startups, ${settings.sizes.foundations.toLocaleString('en-US')} investors ` +
          `and corporates, ${settings.sizes.tickets.toLocaleString('en-US')} tickets ` +
          `(${expertTicketsOf(settings.sizes.tickets).toLocaleString('en-US')} of them expert tickets), ` +
          `${settings.sizes.crowdfunds.toLocaleString('en-US')} crowdfunding rounds with ${settings.sizes.backers.toLocaleString('en-US')} ` +
          `backers, ${settings.sizes.pilots.toLocaleString('en-US')} pilots …`,
      );
      populated = await populate(target, settings.sizes, (line) => console.log(line));
      phase.generated = { sizes: settings.sizes, seconds: populated.seconds };
      phase.plans = populated.plans;
      // On a few thousand rows a full scan is the right plan; the check holds from the default sizes' order.
      const failures = planFailures(populated.plans);
      if (failures.length > 0 && settings.sizes.startups >= PLAN_CHECK_FROM && settings.sizes.tickets >= PLAN_CHECK_FROM) {
        throw new Error(`query plans read whole tables: ${failures.join('; ')}`);
      }
    }
    // The real server: sign in, then let every case prepare (and check) its requests.
    const real = await startRealServer(target);
    started.push(real);
    const token = await signIn(real.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
    const tokens = {
      investor: await signIn(real.baseUrl, DEMO_INVESTOR, DEMO_PASSWORD),
      manager: await signIn(real.baseUrl, DEMO_MANAGER, DEMO_PASSWORD),
      expert: await signIn(real.baseUrl, DEMO_EXPERT, DEMO_PASSWORD),
    };
    if (onServer) {
      const corporate = await signIn(real.baseUrl, DEMO_CORPORATE, DEMO_PASSWORD);
      await onServer(real.baseUrl, { startup: token, corporate, ...tokens });
    }
    const prepared: { c: BenchCase; p: PreparedCase }[] = [];
    const all = populated ? [...cases, ...dataCases] : cases;
    for (const c of all)
      prepared.push({ c, p: await c.setup({ baseUrl: real.baseUrl, database: kind, token, tokens, workload: populated?.workload ?? null }) });

    // The bare baseline: the same answers from memory, nothing in between. Both servers stay up but
    // only the one under load works, and each bare twin runs right after its real case, so the pair
    // sees the same machine (this one is shared and its speed drifts over minutes).
    const fixtures = prepared.flatMap((x) => (x.p.bare ? [x.p.bare] : []));
    const bare = fixtures.length > 0 ? await startBareServer(fixtures, workDir) : undefined;
    if (bare) started.push(bare);

    for (const { c, p } of prepared) {
      const baselineId = p.bare ? c.id : p.baseline;
      const baselineCaseId = baselineId ? `bare:${baselineId}` : null;
      phase.results.push(await runCase(real, settings, kind, { caseId: c.id, title: c.title, server: 'real', database: kind, baselineCaseId }, p));
      const fixture = p.bare;
      if (!bare || !fixture) continue;
      const check = await probe(bare.baseUrl, p.requests[0]!);
      if (check.status !== fixture.status || check.body.toString('utf8') !== fixture.body) {
        throw new Error(`bare ${fixture.path} does not answer the fixture (status ${check.status}, ${check.body.length} bytes)`);
      }
      const twin: PreparedCase = { requests: p.requests, expectStatus: [fixture.status], bodyBytes: check.body.length };
      phase.results.push(
        await runCase(bare, settings, kind, { caseId: `bare:${c.id}`, title: `bare ${c.title}`, server: 'bare', database: 'none', baselineCaseId: null }, twin),
      );
    }
    linkBaselines(phase.results);
  } catch (error) {
    phase.error = errorText(error);
    console.error(`\n[${kind}] ${phase.error}`);
  } finally {
    // Stopping twice is harmless; after an error this ends whatever is still up before the next phase.
    for (const server of started) await server.stop();
    await target.dispose();
  }
  return phase;
}

async function main(): Promise<number> {
  const settings = readSettings();
  console.log(
    `Benchmark: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per case, databases: ` +
      `${settings.databases.join(', ')}${settings.load ? '' : ', load cases off'}${settings.fanout ? '' : ', fan-out off'}`,
  );
  // The browser parts run on the first load phase's server: without load cases there is none.
  const browser = settings.load && (settings.firstLoad || settings.lighthouse);
  console.log(`Building the contract${browser ? ', the server and the web app' : ' and the server'} …`);
  await buildServer({ web: browser });

  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  onCleanup(`remove ${workDir}`, () => rmSync(workDir, { recursive: true, force: true }));

  const phases: PhaseResult[] = [];
  let parts: BrowserParts | null = null;
  const onServer: OnServer = async (baseUrl, tokens) => {
    parts = await runBrowserParts(settings, baseUrl, tokens);
  };
  if (settings.load) for (const kind of settings.databases) phases.push(await runPhase(kind, settings, workDir, browser && !parts ? onServer : undefined));
  // Its own step with its own databases, after the load cases, so neither disturbs the other.
  const fanout: FanoutResult[] = settings.fanout ? await runFanout(settings) : [];

  const { postgresAdminUrl: _hidden, ...shown } = settings;
  const report: Report = {
    generatedAt: new Date().toISOString(),
    machine: describeMachine(),
    settings: shown,
    phases,
    fanout,
    ...(parts ?? {}),
  };
  mkdirSync(outputDir, { recursive: true });
  const file = path.join(outputDir, 'results.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  for (const phase of phases) {
    if (!phase.plans?.length) continue;
    const text = phase.plans.map((p) => `## ${p.title}\n${p.text}\n`).join('\n');
    writeFileSync(path.join(outputDir, `plans-${phase.database}.txt`), text);
  }

  const m = report.machine;
  console.log(`\n${m.cpus} CPUs (${m.cpuModel}), Node ${m.node}, ${report.generatedAt}`);
  if (phases.length > 0) console.log(`${settings.connections} connections, ${settings.durationSeconds} s per case after ${settings.warmupSeconds} s warm-up\n`);
  if (phases.length > 0) console.log(resultsTable(phases));
  if (fanout.length > 0) console.log(`\n${fanoutTable(fanout)}`);
  if (parts) console.log(`\n${browserPartsText(parts)}`);
  const plans = plansSummary(phases);
  if (plans) console.log(`\n${plans}`);
  const targets = targetsSummary(phases, [...cases, ...dataCases]);
  if (targets) console.log(`\n${targets}`);
  const notes = new Set(phases.flatMap((p) => p.results.flatMap((r) => r.notes.map((n) => `${r.title}: ${n}`))));
  for (const note of notes) console.log(`\nNote — ${note}`);
  console.log(
    `\nCPU = cores' worth of CPU during the measured window: server / load generator (this process) / PostgreSQL / everything else; "noisy" = ` +
      `others used over ${NOISE_CORES} cores.`,
  );
  if (phases.length > 0) {
    console.log(`srv µs/req = server CPU time per request (server cores ÷ requests/s).`);
    console.log(`vs bare = requests/s of the case ÷ requests/s of the bare Fastify route sending the same body (the 304 case: the full 200 body).`);
  }
  if (fanout.length > 0) {
    console.log(
      `Fan-out: POST = from sending the update to its answer; delivery = from sending it to each socket's \`crowdfunding\` event (every socket, ` +
        `every update); p99 of the POSTs is the slowest but one in a hundred (of few updates: the slowest).`,
    );
  }
  console.log(`Results written to ${path.relative(process.cwd(), file) || file}`);

  const failed =
    phases.some((p) => p.error || p.results.some((r) => r.failures.length > 0)) ||
    (parts !== null && browserPartsFailed(parts)) ||
    fanout.some((r) => r.failures.length > 0);
  if (failed) console.error('\nSome cases FAILED (see the result column).');
  return failed ? 1 : 0;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping servers and cleaning up …`);
    runCleanups().finally(() => process.exit(130));
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await runCleanups();
}
process.exitCode = code;
