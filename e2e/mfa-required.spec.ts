import { expect, test } from './support/test.js';
import { demo, DEMO_PASSWORD } from './support/api.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';

// A server of its own where investors must have a second factor: the shared one requires none,
// since the journeys sign accounts in many times a minute. The demo investor has no factor there.
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer('mfa-required', 1, { MFA_REQUIRED_ROLES: 'investor' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an account that must have a second factor is led to turn one on and kept there, at 1280 and 390 px', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('E-mail').fill(demo.investor);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/cabinet\/settings#two-factor$/);

    // Any other cabinet page leads back until a factor is on.
    await page.goto('/cabinet/applications');
    await expect(page).toHaveURL(/\/cabinet\/settings#two-factor$/);
    await context.close();
  }
});
