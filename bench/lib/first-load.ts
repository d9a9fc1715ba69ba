import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Request } from '@playwright/test';
import { repoRoot } from './paths.js';
import { firstScreens, type FirstScreen, type FirstScreenRole } from '../../apps/web/first-screens.js';
import { fixed, renderTable } from './table.js';

/** Debian's Chromium, as the journeys use it; nothing downloads a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The phone measurements go through the shipped proxy on loopback, with a certificate made for the run.
  '--ignore-certificate-errors',
];
export const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

/** A signed-in screen's role, whose demo account's token opens it. */
export type Account = FirstScreenRole;

export type Bytes = { sent: number; decoded: number };
export type FirstLoadResult = {
  routeId: string;
  path: string;
  title: string;
  /** Scripts and stylesheets the page downloaded. */
  files: number;
  /** `sent`: body bytes on the wire (brotli where the server had a copy); `decoded`: the files themselves, as sent without compression. */
  js: Bytes;
  css: Bytes;
  /** How many files came with each `Content-Encoding` (`identity` = none). */
  encodings: Record<string, number>;
  error?: string;
};
export type FirstLoadSection = { skipped?: string; results: FirstLoadResult[] };

/** Why the section cannot run here, or null when it can. */
export function firstLoadUnavailable(): string | null {
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (!existsSync(webIndex)) return 'the web app is not built (npm run build)';
  return null;
}

/** A signed-in device: the session token and an English interface, as the journeys set them. */
export function sessionScript(token: string): string {
  return `if (!localStorage.getItem('token')) localStorage.setItem('token', ${JSON.stringify(token)});
if (!localStorage.getItem('current_language')) localStorage.setItem('current_language', 'en');`;
}

async function loadRoute(browser: Browser, baseUrl: string, route: FirstScreen, token: string | null): Promise<FirstLoadResult> {
  // A new context per route: an empty cache, as on a first visit.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const result: FirstLoadResult = {
    routeId: route.id,
    path: route.path,
    title: route.title,
    files: 0,
    js: { sent: 0, decoded: 0 },
    css: { sent: 0, decoded: 0 },
    encodings: {},
  };
  const pending: Promise<void>[] = [];
  const record = async (request: Request) => {
    const kind = request.resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    const response = await request.response();
    if (!response) return;
    // A worker that has closed itself takes its script's body along: its bytes as sent stand in.
    const [sizes, body, headers] = await Promise.all([request.sizes(), response.body().catch(() => null), response.allHeaders()]);
    const bucket = kind === 'script' ? result.js : result.css;
    bucket.sent += sizes.responseBodySize;
    bucket.decoded += body?.length ?? sizes.responseBodySize;
    result.files += 1;
    const encoding = headers['content-encoding'] ?? 'identity';
    result.encodings[encoding] = (result.encodings[encoding] ?? 0) + 1;
  };
  try {
    if (token) await context.addInitScript({ content: sessionScript(token) });
    const page = await context.newPage();
    page.on('requestfinished', (request) => pending.push(record(request)));
    await page.goto(route.path);
    // The screen is there when its heading is; then nothing more is on its way.
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    await Promise.all(pending);
    if (route.role && new URL(page.url()).pathname !== route.path) throw new Error(`ended at ${page.url()}, not signed in?`);
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n', 1)[0] : String(error);
  } finally {
    await context.close();
  }
  return result;
}

/** Loads each route in Chromium against the running server and sums what it downloaded. */
export async function measureFirstLoad(baseUrl: string, tokens: Record<Account, string>): Promise<FirstLoadSection> {
  const section: FirstLoadSection = { results: [] };
  const unavailable = firstLoadUnavailable();
  if (unavailable) return { ...section, skipped: unavailable };
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  } catch (error) {
    return { ...section, skipped: `Chromium did not start: ${error instanceof Error ? error.message.split('\n', 1)[0] : String(error)}` };
  }
  try {
    for (const route of firstScreens) {
      const result = await loadRoute(browser, baseUrl, route, route.role ? tokens[route.role] : null);
      section.results.push(result);
      console.log(
        `  ${route.title}: ${result.error ? `FAILED: ${result.error}` : `${result.files} files, JS ${kb(result.js.sent)}, CSS ${kb(result.css.sent)}`}`,
      );
    }
  } finally {
    await browser.close();
  }
  return section;
}

const kb = (bytes: number) => `${fixed(bytes / 1024, 1)} KB`;
const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)} %` : '—');

const budgetOf = (routeId: string) => firstScreens.find((screen) => screen.id === routeId);

/** The screens that did not load or went over their budget (`apps/web/first-screens.ts`). */
export function firstLoadFailures(section: FirstLoadSection): string[] {
  const failures: string[] = [];
  for (const r of section.results) {
    const budget = budgetOf(r.routeId);
    if (r.error) failures.push(`${r.title}: ${r.error}`);
    else if (budget && (r.js.sent > budget.js || r.css.sent > budget.css)) {
      failures.push(`${r.title}: JS ${kb(r.js.sent)} / CSS ${kb(r.css.sent)} over the budget ${kb(budget.js)} / ${kb(budget.css)}`);
    }
  }
  return failures;
}

export function firstLoadTable(section: FirstLoadSection): string {
  const columns = [
    { header: 'route', align: 'left' as const },
    { header: 'files', align: 'right' as const },
    { header: 'JS sent', align: 'right' as const },
    { header: 'JS uncompressed', align: 'right' as const },
    { header: 'CSS sent', align: 'right' as const },
    { header: 'CSS uncompressed', align: 'right' as const },
    { header: 'sent / uncompressed', align: 'right' as const },
    { header: 'encodings', align: 'left' as const },
    { header: 'budget JS / CSS', align: 'left' as const },
  ];
  const rows = section.results.map((r) => {
    if (r.error) return [r.title, '', '', '', '', '', '', '', `FAILED: ${r.error}`];
    const budget = budgetOf(r.routeId);
    const target = budget ? `≤ ${kb(budget.js)} / ≤ ${kb(budget.css)}` : '';
    const encodings = Object.entries(r.encodings)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    return [
      r.title,
      String(r.files),
      kb(r.js.sent),
      kb(r.js.decoded),
      kb(r.css.sent),
      kb(r.css.decoded),
      share(r.js.sent + r.css.sent, r.js.decoded + r.css.decoded),
      encodings,
      target,
    ];
  });
  return renderTable(columns, rows);
}
