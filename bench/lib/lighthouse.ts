import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, firstLoadUnavailable, sessionScript, type Account } from './first-load.js';
import { freePort } from './http.js';
import { fixed, renderTable } from './table.js';

export type Preset = 'mobile' | 'desktop';
export type LighthouseRoute = { id: string; path: string; account: Account | null; title: string };

export const lighthouseRoutes: LighthouseRoute[] = [
  { id: 'login', path: '/login', account: null, title: '/login, signed out' },
  { id: 'startup-profile', path: '/cabinet/profile', account: 'startup', title: '/cabinet/profile, startup' },
];

/** Scores the issue "Fast and accessible" asks for (performance; CLS ≤ 0.02 on every run). */
export const LIGHTHOUSE_TARGETS: Record<string, Record<Preset, number>> = {
  login: { mobile: 90, desktop: 95 },
  'startup-profile': { mobile: 80, desktop: 95 },
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
  error?: string;
};
export type LighthouseSection = { skipped?: string; lighthouse?: string; results: LighthouseResult[] };

const errorText = (error: unknown) => (error instanceof Error ? error.message.split('\n', 1)[0]! : String(error));

/**
 * One Lighthouse run in a fresh Chromium profile (empty cache). For a signed-in route the session
 * is put in the origin's storage from a page that loads none of the app's files, and Lighthouse is
 * told to keep storage, so the measured load is still a first one.
 */
async function runOnce(baseUrl: string, route: LighthouseRoute, preset: Preset, token: string | null): Promise<LighthouseResult> {
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
    const lhr = runner?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (token && new URL(lhr.finalDisplayedUrl).pathname !== route.path) throw new Error(`ended at ${lhr.finalDisplayedUrl}, not signed in?`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      return typeof value === 'number' ? value : null;
    };
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
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return result;
}

/** Lighthouse's performance and accessibility scores of each route, mobile and desktop presets. */
export async function measureLighthouse(baseUrl: string, tokens: Record<Account, string>): Promise<LighthouseSection> {
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
  for (const route of lighthouseRoutes) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const r = await runOnce(baseUrl, route, preset, route.account ? tokens[route.account] : null);
      section.results.push(r);
      console.log(`  ${route.title}, ${preset}: ${r.error ? `FAILED: ${r.error}` : `performance ${r.performance}, accessibility ${r.accessibility}`}`);
    }
  }
  return section;
}

/** Runs that failed, scored below the issue's targets or shifted more than CLS allows. */
export function lighthouseMisses(section: LighthouseSection): string[] {
  const misses: string[] = [];
  for (const r of section.results) {
    const target = LIGHTHOUSE_TARGETS[r.routeId]?.[r.preset];
    if (r.error) misses.push(`${r.title}, ${r.preset}: ${r.error}`);
    else if (target !== undefined && (r.performance ?? 0) < target) misses.push(`${r.title}, ${r.preset}: performance ${r.performance} < ${target}`);
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
  ];
  const s = (ms: number | null) => (ms === null ? '—' : fixed(ms / 1000, 1));
  const rows = section.results.map((r) => {
    if (r.error) return [r.title, r.preset, `FAILED: ${r.error}`, '', '', '', '', '', '', ''];
    const target = LIGHTHOUSE_TARGETS[r.routeId]?.[r.preset];
    return [
      r.title,
      r.preset,
      String(r.performance ?? '—'),
      target === undefined ? '' : `≥ ${target}`,
      String(r.accessibility ?? '—'),
      s(r.metrics.fcp),
      s(r.metrics.lcp),
      r.metrics.tbt === null ? '—' : fixed(r.metrics.tbt, 0),
      r.metrics.cls === null ? '—' : fixed(r.metrics.cls, 3),
      s(r.metrics.speedIndex),
    ];
  });
  return renderTable(columns, rows);
}
