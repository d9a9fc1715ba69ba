import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import { text } from './support/texts.js';

// A server of its own where investors must have a second factor: the shared one requires none,
// since the journeys sign accounts in many times a minute. Each journey signs up an investor of its
// own, in its language (the account's language is the one the interface takes at sign-in). The
// journeys share that server, so they run one after another in one worker.
test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer('mfa-required', 1, { MFA_REQUIRED_ROLES: 'investor' });
  api = await apiRequest.newContext({ baseURL: server.baseURL });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

for (const language of ['en', 'ru'] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const where = `${language}, ${viewport.width} px`;
    test(`an account that must have a second factor is led to turn one on and kept there (${where})`, async ({ browser }, testInfo) => {
      test.setTimeout(120_000);
      const tag = `${language}-${viewport.width}`;
      const account = await apiSignUp(api, uniqueEmail(testInfo, `mfa-required-${tag}`), `Required Factor Capital ${tag}`, { language });
      const context = await browser.newContext({ baseURL: server.baseURL, viewport });
      await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: server.baseURL }]);
      // The device keeps the same language as the account, so the log-in page reads in it too.
      await context.addInitScript((lang) => localStorage.setItem('current_language', lang), language);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByLabel(text(language, 'auth.login.email')).fill(account.email);
      await page.getByLabel(text(language, 'auth.login.password'), { exact: true }).fill(account.password);
      await page.getByRole('button', { name: text(language, 'auth.login.submit') }).click();
      await expect(page).toHaveURL(/\/cabinet\/settings#two-factor$/, FIRST_LOAD);

      // The two-factor section, in the person's language, with the way to turn codes on.
      const section = page.getByRole('region', { name: text(language, 'mfa.section.title') });
      await expect(section.getByRole('heading', { name: text(language, 'mfa.section.title') })).toBeVisible();
      await expect(section.getByRole('button', { name: text(language, 'mfa.off.turnOn') })).toBeVisible();
      await expectNoSeriousViolations(page, `the enrolment a role requires (${where})`);

      // Any other cabinet page leads back until a factor is on.
      await page.goto('/cabinet/applications');
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
      const toApplications = page.getByRole('link', { name: text(language, 'nav.applications'), exact: true }).first();
      if (!(await toApplications.isVisible())) await page.getByRole('button', { name: text(language, 'nav.openMenu') }).click();
      await toApplications.click();
      await expect(page).toHaveURL(/\/cabinet\/applications$/);
      await expect(section).toHaveCount(0);
      await expect(page).toHaveURL(/\/cabinet\/applications$/);
      await context.close();
    });
  }
}
