import { chromium, type Browser } from '@playwright/test';
import { firstScreens, type FirstScreen } from '../../apps/web/first-screens.js';
import { chromiumArgs, chromiumPath, firstLoadUnavailable, sessionScript, type Account } from './first-load.js';
import { fixed, renderTable } from './table.js';

/**
 * Lighthouse's mobile preset, applied instead of simulated: every round trip 150 ms longer,
 * 1.6 Mbit/s down and 750 kbit/s up (at the 90 % Lighthouse's own applied mode takes of them), the
 * CPU slowed 4×. Lighthouse's simulation estimates a load from an unthrottled one; this is a load
 * that actually waited for the network and the CPU, so it shows what a change does to the screen a
 * person on a phone waits for, which the simulation can hide or invent.
 */
const PHONE = { latency: 150, download: (1.6 * 1024 * 1024 * 0.9) / 8, upload: (750 * 1024 * 0.9) / 8, cpu: 4 };
/** Loads per screen; the table shows their median. */
const RUNS = 3;

export type PhoneLoadResult = {
  routeId: string;
  title: string;
  /** Milliseconds from navigation: the first text painted, and the screen's heading in the page. */
  firstText: number | null;
  heading: number | null;
  /** Milliseconds of long tasks beyond 50 ms each, from the first text to the heading (Lighthouse's TBT, up to the screen). */
  blocking: number | null;
  error?: string;
};
export type PhoneLoadSection = { skipped?: string; results: PhoneLoadResult[] };

// Set before the app's code runs: notes the heading's arrival and the long tasks as they end.
const observers = `window.__phone = { heading: null, tasks: [] };
new MutationObserver((_, observer) => {
  if (document.querySelector('h1')) { window.__phone.heading = performance.now(); observer.disconnect(); }
}).observe(document, { subtree: true, childList: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__phone.tasks.push([e.startTime, e.duration]); })
  .observe({ type: 'longtask', buffered: true });`;

type Sample = { firstText: number; heading: number; blocking: number };

async function loadOnce(browser: Browser, baseUrl: string, route: FirstScreen, token: string | null): Promise<Sample> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    if (token) await context.addInitScript({ content: sessionScript(token) });
    await context.addInitScript({ content: observers });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latency,
      downloadThroughput: PHONE.download,
      uploadThroughput: PHONE.upload,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    await page.goto(route.path, { timeout: 60_000 });
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    if (route.role && new URL(page.url()).pathname !== route.path) throw new Error(`ended at ${page.url()}, not signed in?`);
    const seen = await page.evaluate(() => {
      const phone = (window as unknown as { __phone: { heading: number | null; tasks: [number, number][] } }).__phone;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { heading: phone.heading, tasks: phone.tasks, firstText: paint ? paint.startTime : null };
    });
    if (seen.heading === null || seen.firstText === null) throw new Error('no heading or no first text painted');
    const { heading, firstText } = seen;
    const blocking = seen.tasks
      .filter(([start]) => start >= firstText && start < heading)
      .reduce((sum, [start, duration]) => sum + Math.max(0, Math.min(duration, heading - start) - 50), 0);
    return { firstText, heading, blocking };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each first screen loaded RUNS times on an emulated phone (empty cache each time); the medians. */
export async function measurePhoneLoad(baseUrl: string, tokens: Record<Account, string>): Promise<PhoneLoadSection> {
  const unavailable = firstLoadUnavailable();
  if (unavailable) return { skipped: unavailable, results: [] };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const section: PhoneLoadSection = { results: [] };
  try {
    for (const route of firstScreens) {
      const result: PhoneLoadResult = { routeId: route.id, title: route.title, firstText: null, heading: null, blocking: null };
      try {
        const samples: Sample[] = [];
        for (let i = 0; i < RUNS; i++) samples.push(await loadOnce(browser, baseUrl, route, route.role ? tokens[route.role] : null));
        result.firstText = median(samples.map((s) => s.firstText));
        result.heading = median(samples.map((s) => s.heading));
        result.blocking = median(samples.map((s) => s.blocking));
      } catch (error) {
        result.error = error instanceof Error ? error.message.split('\n', 1)[0] : String(error);
      }
      section.results.push(result);
      const seconds = (ms: number | null) => `${fixed((ms ?? 0) / 1000, 2)} s`;
      const line = result.error ? `FAILED: ${result.error}` : `first text ${seconds(result.firstText)}, heading ${seconds(result.heading)}`;
      console.log(`  ${route.title}: ${line}`);
    }
  } finally {
    await browser.close();
  }
  return section;
}

export function phoneLoadTable(section: PhoneLoadSection): string {
  const columns = [
    { header: 'screen', align: 'left' as const },
    { header: 'first text s', align: 'right' as const },
    { header: 'heading s', align: 'right' as const },
    { header: 'blocking ms', align: 'right' as const },
  ];
  const seconds = (ms: number | null) => fixed((ms ?? 0) / 1000, 2);
  const rows = section.results.map((r) =>
    r.error ? [r.title, '', '', `FAILED: ${r.error}`] : [r.title, seconds(r.firstText), seconds(r.heading), fixed(r.blocking ?? 0, 0)],
  );
  return renderTable(columns, rows);
}
