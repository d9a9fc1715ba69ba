import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { firstScreens } from '../apps/web/first-screens.js';
import { apiLogin, demo } from './support/api.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';

/**
 * What `/login` may download is its entry in `apps/web/first-screens.ts`: 150 KB of JS (the issue
 * on speed at scale; the issue "Fast and accessible" asked for 170) and 25 KB of CSS. `/login`
 * sends under 150 KB of JS since its form checks with code loaded on first focus and the cabinet's
 * routes load with the cabinet (docs/performance.md, "`/login` under 150 KB"). Every other first
 * screen has its own budget in the same list.
 */
const CLS_LIMIT = 0.02;

interface Asset {
  url: string;
  kind: 'script' | 'stylesheet';
  transferred: number;
  raw: number;
  encoding: string;
  cacheControl: string;
}

/** Records every script and stylesheet a page downloads: bytes on the wire and bytes once decoded. */
function recordAssets(page: Page): Asset[] {
  const assets: Asset[] = [];
  page.on('requestfinished', (request) => {
    const kind = request.resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    void (async () => {
      const response = await request.response();
      if (!response) return;
      // A worker that has closed itself takes its script's body along: its bytes as sent stand in.
      const [sizes, body, headers] = await Promise.all([request.sizes(), response.body().catch(() => null), response.allHeaders()]);
      assets.push({
        url: request.url(),
        kind,
        transferred: sizes.responseBodySize,
        raw: body?.length ?? sizes.responseBodySize,
        encoding: headers['content-encoding'] ?? 'identity',
        cacheControl: headers['cache-control'] ?? '',
      });
    })();
  });
  return assets;
}

/** Sums layout shifts not caused by input, the way CLS counts them, from the start of the page. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const w = window as unknown as { __shift: number; __shifted: string[] };
    w.__shift = 0;
    w.__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        for (const source of entry.sources ?? [])
          w.__shifted.push(source.node instanceof Element ? `${source.node.tagName} ${source.node.className}` : String(source.node?.nodeName));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
/** What moved, for the message of a failed check. */
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted.join('; '));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const login = firstScreens.find((screen) => screen.id === 'login')!;
const sum = (assets: Asset[], kind: Asset['kind'], field: 'transferred' | 'raw') => assets.filter((a) => a.kind === kind).reduce((n, a) => n + a[field], 0);

test('/login downloads little compressed JS and CSS, cached for good, and nothing shifts', async ({ page }) => {
  const assets = recordAssets(page);
  await watchLayoutShifts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const js = { transferred: sum(assets, 'script', 'transferred'), raw: sum(assets, 'script', 'raw') };
  const css = { transferred: sum(assets, 'stylesheet', 'transferred'), raw: sum(assets, 'stylesheet', 'raw') };
  test.info().annotations.push({
    type: 'first load of /login',
    description: `${assets.length} files; JS ${kb(js.transferred)} sent, ${kb(js.raw)} raw; CSS ${kb(css.transferred)} sent, ${kb(css.raw)} raw`,
  });

  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    // The build keeps no compressed copy of a file it cannot shrink (a few hundred bytes at most).
    if (asset.raw >= 1024) expect.soft(asset.encoding, asset.url).toBe('br');
    expect.soft(asset.cacheControl, asset.url).toContain('immutable');
  }
  expect(js.transferred).toBeLessThanOrEqual(login.js);
  expect(css.transferred).toBeLessThanOrEqual(login.css);
  expect(await layoutShift(page), await shifted(page)).toBeLessThanOrEqual(CLS_LIMIT);

  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
});

/**
 * Every other first screen within its budget, on a device of its own with an empty cache; a
 * signed-in screen opens with a session made through the API, as signing in leaves it.
 */
for (const screen of firstScreens.filter((s) => s !== login)) {
  test(`${screen.title} downloads within its budget`, async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      const assets = recordAssets(page);
      if (screen.role) await openCabinetAs(page, await apiLogin(request, demo[screen.role]), screen.path);
      else await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(screen.path);
      const js = sum(assets, 'script', 'transferred');
      const css = sum(assets, 'stylesheet', 'transferred');
      test.info().annotations.push({ type: `first load of ${screen.title}`, description: `${assets.length} files; JS ${kb(js)}, CSS ${kb(css)}` });
      expect(assets.length).toBeGreaterThan(0);
      expect(js, `JS of ${screen.title}`).toBeLessThanOrEqual(screen.js);
      expect(css, `CSS of ${screen.title}`).toBeLessThanOrEqual(screen.css);
    } finally {
      await context.close();
    }
  });
}

test('the startup profile opens without its footer jumping', async ({ page, request }) => {
  await watchLayoutShifts(page);
  await openCabinetAs(page, await apiLogin(request, demo.startup));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  await page.waitForLoadState('networkidle');
  // The footer starts below the first screen, so the profile's data arriving does not move it in view.
  const moved = (await shifted(page)).split('; ');
  expect(moved.filter((node) => node.startsWith('FOOTER'))).toEqual([]);
  test.info().annotations.push({ type: 'layout shift of the startup profile', description: `${(await layoutShift(page)).toFixed(3)}: ${moved.join('; ')}` });
});

test('while the session is checked the screen says it is loading, with a loader that turns a spoke at a time', async ({ page, request }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/user/info', async (route) => {
    await held;
    await route.continue();
  });
  await openCabinetAs(page, await apiLogin(request, demo.startup));
  const status = page.getByRole('status', { name: 'Loading' });
  await expect(status).toBeVisible(FIRST_LOAD);
  // The loader's turn, read until it has moved twice: always a whole spoke (30°), never between.
  const loader = status.locator('.mantine-Loader-root');
  const angles = new Set<number>();
  await expect
    .poll(async () => {
      const angle = await loader.evaluate((element) => {
        const turn = new DOMMatrix(getComputedStyle(element).transform);
        return Math.round((Math.atan2(turn.b, turn.a) * 180) / Math.PI);
      });
      angles.add(angle);
      return angles.size;
    })
    .toBeGreaterThan(2);
  expect([...angles].filter((angle) => Math.abs(angle) % 30 !== 0)).toEqual([]);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(status).toHaveCount(0);
});
