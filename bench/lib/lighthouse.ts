import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { firstScreens, type FirstScreen } from '../../apps/web/first-screens.js';
import { chromiumArgs, chromiumPath, firstLoadUnavailable, sessionScript, type Account } from './first-load.js';
import { freePort } from './http.js';
import { fixed, renderTable } from './table.js';
import type * as LH from 'lighthouse/types/lh.js';

export type Preset = 'mobile' | 'desktop';
/**
 * The issue on speed at scale: on a phone (Lighthouse's mobile preset and its default, simulated
 * throttling) every first screen scores ≥ 90 for performance and 100 for accessibility, with LCP
 * ≤ 2.5 s and TBT ≤ 200 ms; the desktop preset keeps the 95 the issue "Fast and accessible" set.
 * CLS keeps that issue's 0.02, tighter than the 0.1 asked now.
 */
export const LIGHTHOUSE_TARGETS: Record<Preset, { performance: number; accessibility: number; lcp: number; tbt: number }> = {
  mobile: { performance: 90, accessibility: 100, lcp: 2500, tbt: 200 },
  desktop: { performance: 95, accessibility: 100, lcp: 2500, tbt: 200 },
};
export const CLS_TARGET = 0.02;

export type LighthouseResult = {
  routeId: string;
  path: string;
  title: string;
  preset: Preset;
  performance: number | null;
  accessibility: number | null;
  /** Milliseconds, except CLS. */
  metrics: { fcp: number | null; lcp: number | null; tbt: number | null; cls: number | null; speedIndex: number | null };
  /** Lighthouse's own measure of the machine's CPU at the run (higher is faster). */
  benchmarkIndex?: number;
  /** With several runs: every run's performance score and TBT, the reported one being their median run. */
  runs?: { performance: number | null; tbt: number | null; error?: string }[];
  error?: string;
};
type Run = { result: LighthouseResult; lhr?: LH.Result };
export type LighthouseSection = { skipped?: string; lighthouse?: string; results: LighthouseResult[] };

const errorText = (error: unknown) => (error instanceof Error ? error.message.split('\n', 1)[0]! : String(error));

/**
 * One Lighthouse run in a fresh Chromium profile (empty cache). For a signed-in route the session
 * is put in the origin's storage from a page that loads none of the app's files, and Lighthouse is
 * told to keep storage, so the measured load is still a first one.
 */
async function runOnce(baseUrl: string, route: FirstScreen, preset: Preset, token: string | null): Promise<Run> {
  const result: LighthouseResult = {
    routeId: route.id,
    path: route.path,
    title: route.title,
    preset,
    performance: null,
    accessibility: null,
    metrics: { fcp: null, lcp: null, tbt: null, cls: null, speedIndex: null },
  };
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  let lhr: LH.Result | undefined;
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    if (token) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate(sessionScript(token));
      await page.close();
    }
    const runner = await lighthouse(
      `${baseUrl}${route.path}`,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: token !== null },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const report = runner?.lhr;
    if (!report) throw new Error('Lighthouse returned no result');
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    if (token && new URL(report.finalDisplayedUrl).pathname !== route.path) throw new Error(`ended at ${report.finalDisplayedUrl}, not signed in?`);
    lhr = report;
    const score = (id: string) => {
      const value = report.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const metric = (id: string) => {
      const value = report.audits[id]?.numericValue;
      return typeof value === 'number' ? value : null;
    };
    result.benchmarkIndex = report.environment.benchmarkIndex;
    result.performance = score('performance');
    result.accessibility = score('accessibility');
    result.metrics = {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
    };
  } catch (error) {
    result.error = errorText(error);
    lhr = undefined;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return { result, lhr };
}

/**
 * A screen's score moves by several points between loads minutes apart on this machine (the first
 * paint lands before or after the same long tasks), so a phone's screen is loaded `runs` times and
 * the run Lighthouse itself calls the median (`computeMedianRun`: nearest the median first paint and
 * time to interactive, as Lighthouse CI and PageSpeed report) stands for it, the others beside it.
 */
async function medianOf(baseUrl: string, route: FirstScreen, preset: Preset, token: string | null, runs: number): Promise<LighthouseResult> {
  const done: Run[] = [];
  // A run Lighthouse could not finish (it happens: NO_NAVSTART) is taken again, twice at most.
  for (let tries = 0; done.filter((run) => run.lhr).length < runs && tries < runs + 2; tries++) {
    done.push(await runOnce(baseUrl, route, preset, token));
  }
  if (runs === 1 && done.length === 1) return done[0]!.result;
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  const valid = filterToValidRuns(done.flatMap((run) => (run.lhr ? [run.lhr] : [])));
  const median = valid.length > 0 ? computeMedianRun(valid) : undefined;
  const chosen = done.find((run) => run.lhr !== undefined && run.lhr === median) ?? done.find((run) => run.result.error) ?? done[0]!;
  return { ...chosen.result, runs: done.map(({ result }) => ({ performance: result.performance, tbt: result.metrics.tbt, error: result.error })) };
}

/** Lighthouse's performance and accessibility scores of each route, mobile and desktop presets. */
export async function measureLighthouse(baseUrl: string, tokens: Record<Account, string>, mobileRuns = 1): Promise<LighthouseSection> {
  const unavailable = firstLoadUnavailable();
  if (unavailable) return { skipped: unavailable, results: [] };
  let version: string;
  try {
    const { createRequire } = await import('node:module');
    version = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
  } catch {
    return { skipped: 'the lighthouse package is not installed (npm ci)', results: [] };
  }
  const section: LighthouseSection = { lighthouse: version, results: [] };
  for (const route of firstScreens) {
    for (const preset of ['mobile', 'desktop'] as const) {
      // Desktop keeps one run: item 4 is about phones, and desktop scored 96–100 on every screen.
      const r = await medianOf(baseUrl, route, preset, route.role ? tokens[route.role] : null, preset === 'mobile' ? mobileRuns : 1);
      section.results.push(r);
      const runs = r.runs ? ` (runs ${r.runs.map((run) => (run.error ? `failed: ${run.error}` : (run.performance ?? '—'))).join(', ')})` : '';
      console.log(`  ${route.title}, ${preset}: ${r.error ? `FAILED: ${r.error}` : `performance ${r.performance}${runs}, accessibility ${r.accessibility}`}`);
    }
  }
  return section;
}

/** Runs that failed, scored below the issue's targets or shifted more than CLS allows. */
export function lighthouseMisses(section: LighthouseSection): string[] {
  const misses: string[] = [];
  for (const r of section.results) {
    const target = LIGHTHOUSE_TARGETS[r.preset];
    const at = `${r.title}, ${r.preset}`;
    if (r.error) {
      misses.push(`${at}: ${r.error}`);
      continue;
    }
    if ((r.performance ?? 0) < target.performance) misses.push(`${at}: performance ${r.performance} < ${target.performance}`);
    if ((r.accessibility ?? 0) < target.accessibility) misses.push(`${at}: accessibility ${r.accessibility} < ${target.accessibility}`);
    if ((r.metrics.lcp ?? Infinity) > target.lcp) misses.push(`${at}: LCP ${fixed((r.metrics.lcp ?? 0) / 1000, 2)} s > ${target.lcp / 1000} s`);
    if ((r.metrics.tbt ?? Infinity) > target.tbt) misses.push(`${at}: TBT ${fixed(r.metrics.tbt ?? 0, 0)} ms > ${target.tbt} ms`);
    if (r.metrics.cls !== null && r.metrics.cls > CLS_TARGET) misses.push(`${r.title}, ${r.preset}: CLS ${fixed(r.metrics.cls, 3)} > ${CLS_TARGET}`);
  }
  return misses;
}

export function lighthouseTable(section: LighthouseSection): string {
  const columns = [
    { header: 'route', align: 'left' as const },
    { header: 'preset', align: 'left' as const },
    { header: 'performance', align: 'right' as const },
    { header: 'target', align: 'right' as const },
    { header: 'accessibility', align: 'right' as const },
    { header: 'FCP s', align: 'right' as const },
    { header: 'LCP s', align: 'right' as const },
    { header: 'TBT ms', align: 'right' as const },
    { header: 'CLS', align: 'right' as const },
    { header: 'Speed Index s', align: 'right' as const },
    { header: 'every run: score / TBT ms', align: 'left' as const },
  ];
  const s = (ms: number | null) => (ms === null ? '—' : fixed(ms / 1000, 1));
  const rows = section.results.map((r) => {
    if (r.error) return [r.title, r.preset, `FAILED: ${r.error}`, '', '', '', '', '', '', '', ''];
    const target = LIGHTHOUSE_TARGETS[r.preset].performance;
    return [
      r.title,
      r.preset,
      String(r.performance ?? '—'),
      `≥ ${target}`,
      String(r.accessibility ?? '—'),
      s(r.metrics.fcp),
      s(r.metrics.lcp),
      r.metrics.tbt === null ? '—' : fixed(r.metrics.tbt, 0),
      r.metrics.cls === null ? '—' : fixed(r.metrics.cls, 3),
      s(r.metrics.speedIndex),
      r.runs ? r.runs.map((run) => (run.error ? 'failed' : `${run.performance ?? '—'} / ${run.tbt === null ? '—' : fixed(run.tbt, 0)}`)).join(', ') : '',
    ];
  });
  return renderTable(columns, rows);
}

/**
 * The CPU Lighthouse found at each run. Its simulation multiplies the main thread's observed work
 * by four, whatever this machine's speed; the index says how far the figures may move between
 * machines and between runs of one build.
 */
export function benchmarkIndexText(section: LighthouseSection): string | null {
  const indexes = section.results.flatMap((r) => (r.benchmarkIndex === undefined ? [] : [r.benchmarkIndex]));
  if (indexes.length === 0) return null;
  return `Lighthouse's CPU benchmark index of this machine during the runs: ${fixed(Math.min(...indexes), 0)}–${fixed(Math.max(...indexes), 0)}`;
}
