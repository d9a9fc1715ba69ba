import { apiLogin, demo } from './support/api.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { expect, test } from './support/test.js';

// Every journey fails on a policy violation (support/test.ts); these two look at the parts of the
// policy the others might not reach: the API docs page and the realtime socket.

test('the API docs page lists the operations and opens one, under the security policy', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI's bundle is large: its first render is the slowest first screen of the journeys.
  await expect(page.getByRole('heading', { name: /Venture platform API/ })).toBeVisible(FIRST_LOAD);
  const login = page.locator('.opblock-summary-path', { hasText: '/api/v1/auth/login' });
  await expect(login).toBeVisible();
  await login.click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
});

test('a signed-in page opens its realtime socket over a websocket under the security policy', async ({ page, request }) => {
  const socket = page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), ...FIRST_LOAD });
  await openCabinetAs(page, await apiLogin(request, demo.expert));
  const ws = await socket;
  // The web connects by websocket first: socket.io's connect answer (`40{"sid":...}`) arrives over
  // it once the server has accepted the session.
  await ws.waitForEvent('framereceived', { predicate: (frame) => typeof frame.payload === 'string' && frame.payload.startsWith('40'), ...FIRST_LOAD });
  expect(ws.isClosed()).toBe(false);
});

// A refusal the page catches itself (a library probing `new Function`) raises the policy's event
// but writes nothing to the console, so the guard in support/test.ts cannot see it; the event can.
test('a signed-in screen checks its answers without the policy refusing anything', async ({ page, request }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyRefusals: string[] }).policyRefusals = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await openCabinetAs(page, await apiLogin(request, demo.startup));
  // The profile's heading follows the session's and the profile's answers, both checked by the schemas.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('card-brief')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { policyRefusals: string[] }).policyRefusals)).toEqual([]);
});

// The locale's formatting data loads on a worker of the app's own (app/intl-warmup.ts); a policy
// that refused it would cost every signed-in first screen that wait again, without a word.
test('a signed-in screen loads its formatting data on a worker the policy allows', async ({ page, request }) => {
  // The close is watched from the moment the worker appears: the worker may start and end while the
  // sign-in is still being awaited, before a listener added after it could hear the close.
  const seen = { started: false, closed: false };
  page.on('worker', (w) => {
    if (!w.url().includes('intl-warmup')) return;
    seen.started = true;
    w.on('close', () => (seen.closed = true));
  });
  await openCabinetAs(page, await apiLogin(request, demo.investor));
  await expect.poll(() => seen.started, FIRST_LOAD).toBe(true);
  // The worker closes itself once the formats are built.
  await expect.poll(() => seen.closed, FIRST_LOAD).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
});
