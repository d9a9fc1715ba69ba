import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './support/test.js';
import { demo, DEMO_PASSWORD } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import { text } from './support/texts.js';

// A server of its own with the default rule, managers must have a second factor: the shared one
// requires none, since the journeys sign managers in many times a minute. There the demo manager
// has the key the README publishes; it invites each journey's new manager, in the journey's
// language, and the new manager signs in with the invitation's link, with no factor yet. The
// journeys share that server, so they run one after another in one worker.
test.describe.configure({ mode: 'serial' });

/** The demo manager's authenticator key, as the README and `npm start` print it. */
const DEMO_MANAGER_KEY = 'D3TUBGNULGC4D2B3BQNXW56FC5K3YEAY';

let server: OwnServer;
let api: APIRequestContext;
let demoManager: Record<string, string>;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer('mfa-required', 1, { MFA_REQUIRED_ROLES: 'manager' });
  api = await apiRequest.newContext({ baseURL: server.baseURL });
  const step = await (await api.post('/api/v1/auth/login', { data: { email: demo.manager, password: DEMO_PASSWORD } })).json();
  const signedIn = await api.post('/api/v1/auth/mfa', { data: { mfa_token: step.mfa_token, code: await generate({ secret: DEMO_MANAGER_KEY }) } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  demoManager = { authorization: `Bearer ${(await signedIn.json()).token}` };
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** A new manager invited by the demo manager; answers the path of its invitation's sign-in link. */
async function invitedManager(email: string, language: 'en' | 'ru'): Promise<string> {
  const created = await api.post('/api/v1/manager/managers', { headers: demoManager, data: { email, first_name: 'Nova', last_name: 'Manager', language } });
  expect(created.ok(), await created.text()).toBe(true);
  const outbox = await api.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, { headers: demoManager });
  const { mails } = (await outbox.json()) as { mails: { text: string }[] };
  const link = /\/\?key=[\w-]+/.exec(mails[0]?.text ?? '')?.[0];
  expect(link, 'the invitation carries a sign-in link').toBeTruthy();
  return link!;
}

for (const language of ['en', 'ru'] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const where = `${language}, ${viewport.width} px`;
    test(`a new manager is led to turn a second factor on and kept there until it does (${where})`, async ({ browser }, testInfo) => {
      test.setTimeout(120_000);
      const email = `manager-${language}-${viewport.width}-${testInfo.workerIndex}-${Date.now()}@e2e.test`;
      const link = await invitedManager(email, language);
      const context = await browser.newContext({ baseURL: server.baseURL, viewport });
      await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: server.baseURL }]);
      // The device keeps the same language as the account, so the pages read in it from the start.
      await context.addInitScript((lang) => localStorage.setItem('current_language', lang), language);
      const page = await context.newPage();
      await page.goto(link);
      await expect(page).toHaveURL(/\/cabinet\/settings#two-factor$/, FIRST_LOAD);

      // The two-factor section, in the person's language, with the way to turn codes on.
      const section = page.getByRole('region', { name: text(language, 'mfa.section.title') });
      await expect(section.getByRole('heading', { name: text(language, 'mfa.section.title') })).toBeVisible();
      await expect(section.getByRole('button', { name: text(language, 'mfa.off.turnOn') })).toBeVisible();
      await expectNoSeriousViolations(page, `the enrolment a role requires (${where})`);

      // Any other page leads back until a factor is on.
      await page.goto('/manage/companies');
      await expect(page).toHaveURL(/\/cabinet\/settings#two-factor$/);
      await expect(section.getByRole('heading', { name: text(language, 'mfa.section.title') })).toBeVisible();
      // Passkeys are a second factor too: their card is open to the account, empty.
      const passkeys = page.getByRole('region', { name: text(language, 'passkeys.section.title') });
      await expect(passkeys.getByText(text(language, 'passkeys.empty'))).toBeVisible();

      // Codes turned on, the account is let go at once: the same session reaches other pages.
      await section.getByRole('button', { name: text(language, 'mfa.off.turnOn') }).click();
      const secret = ((await section.getByTestId('totp-key').textContent()) ?? '').replace(/\s+/g, '');
      await page.getByRole('textbox', { name: text(language, 'codeInput.digit', { index: '1', length: '6' }) }).click();
      await page.keyboard.type(await generate({ secret }));
      await section.getByRole('button', { name: text(language, 'mfa.enrol.confirm') }).click();
      await section.getByLabel(text(language, 'mfa.codes.saved')).check();
      await section.getByRole('button', { name: text(language, 'mfa.codes.done') }).click();
      await expect(section.getByText(text(language, 'mfa.on.badge'), { exact: true })).toBeVisible();
      // Through the menu, not a reload: the page learns of the factor without being opened afresh.
      const toCompanies = page.getByRole('link', { name: text(language, 'nav.companies'), exact: true }).first();
      if (!(await toCompanies.isVisible())) await page.getByRole('button', { name: text(language, 'nav.openMenu') }).click();
      await toCompanies.click();
      await expect(page).toHaveURL(/\/manage\/companies/);
      await expect(section).toHaveCount(0);
      await expect(page).toHaveURL(/\/manage\/companies/);
      await context.close();
    });
  }
}
