import { request as apiRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { REAUTH_WINDOW_MS } from '@platform/contract';
import { errorText } from '@platform/contract/errors';
import { expect, test } from './support/test.js';
import { mailedCode } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import { text, type Language } from './support/texts.js';

/**
 * An account whose second factor is a passkey changes its e-mail from a session whose last proof
 * is older than five minutes: the "Confirm it's you" dialog asks for the passkey alone (its
 * password no longer proves it), Chromium's virtual authenticator gives it, and the change goes on.
 * The journey's own server moves its clock six minutes forward, as the time passing would.
 */

test.describe.configure({ mode: 'serial' });

const CLOCK_STEP_MINUTES = 6;
/** Slot 42: 1, 40 and 41 are other journeys' own servers. */
const PORT = Number(process.env.E2E_PORT ?? 3390) + 42;
/**
 * WebAuthn refuses an IP address as the site, so the server names itself `localhost` (its relying
 * party) and the pages open it by that name, as passkeys.spec.ts does with the shared server.
 */
const SITE = `http://localhost:${PORT}`;

let server: OwnServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer('reauth-passkey', 42, { E2E_CLOCK_STEP_MINUTES: String(CLOCK_STEP_MINUTES), PUBLIC_URL: SITE });
  api = await apiRequest.newContext({ baseURL: server.baseURL });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** A device in `language` whose platform authenticator keeps discoverable credentials and verifies its user. */
async function device(browser: Browser, language: Language, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: SITE, viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: SITE }]);
  await context.addInitScript((lang) => localStorage.setItem('current_language', lang), language);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { context, page };
}

for (const language of ['en', 'ru'] as const) {
  for (const width of [1280, 390]) {
    test(`a stale session of an account with a passkey confirms with the passkey before changing its e-mail (${language}, ${width} px)`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const tag = `${language}-${width}`;
      const account = await apiSignUp(api, uniqueEmail(testInfo, `reauth-passkey-${tag}`), `Passkey Reauth ${tag}`, { language });
      const { context, page } = await device(browser, language, width);

      // Signed in with the password (no second factor yet), the person adds a passkey in Settings.
      await page.goto('/login');
      await page.getByLabel(text(language, 'auth.login.email')).fill(account.email);
      await page.getByLabel(text(language, 'auth.login.password'), { exact: true }).fill(account.password);
      await page.getByRole('button', { name: text(language, 'auth.login.submit') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company, FIRST_LOAD);
      await page.goto('/cabinet/settings#passkeys');
      const passkeys = page.getByRole('region', { name: text(language, 'passkeys.section.title') });
      await passkeys.getByRole('button', { name: text(language, 'passkeys.add.open') }).click();
      await passkeys.getByRole('textbox', { name: text(language, 'passkeys.add.nameLabel') }).fill('Work laptop');
      await passkeys.getByRole('button', { name: text(language, 'passkeys.add.submit') }).click();
      await expect(passkeys.getByRole('list', { name: text(language, 'passkeys.listLabel') }).getByRole('listitem')).toContainText('Work laptop');
      // Without authenticator codes the section warns under the list. It comes with the second factors'
      // answer, after the list's, and moves the e-mail form down: the journey goes on once it is there.
      await expect(passkeys.getByText(text(language, 'passkeys.recoveryHint'))).toBeVisible();

      // Six minutes pass on the server: the sign-in's proof no longer covers a change of the e-mail.
      await server.shiftClock();

      const emails = page.getByRole('region', { name: text(language, 'settings.email.title') });
      const newEmail = uniqueEmail(testInfo, `reauth-passkey-new-${tag}`);
      await emails.getByLabel(text(language, 'settings.email.new')).fill(newEmail);
      const send = emails.getByRole('button', { name: text(language, 'settings.email.send') });
      await send.click();

      // The dialog asks for the passkey and offers no password field: with a passkey, the password alone is the weaker proof.
      const dialog = page.getByRole('dialog', { name: text(language, 'reauth.title') });
      const usePasskey = dialog.getByRole('button', { name: text(language, 'reauth.usePasskey') });
      await expect(usePasskey).toBeVisible();
      await expect(dialog.getByText(text(language, 'reauth.textPasskey', { minutes: String(REAUTH_WINDOW_MS / 60_000) }))).toBeVisible();
      await expect(dialog.getByLabel(text(language, 'reauth.password'), { exact: true })).toHaveCount(0);

      // Cancelled: nothing changes, the form keeps what was typed and says why.
      await dialog.getByRole('button', { name: text(language, 'common.cancel') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(emails.getByText(errorText('reauth_required', language))).toBeVisible();
      await expect(emails.getByLabel(text(language, 'settings.email.new'))).toHaveValue(newEmail);
      await expect(emails.getByTestId('settings-current-email')).toHaveText(account.email);

      // Asked again, the passkey is given: the dialog closes and the change goes on where it stood.
      await send.click();
      await expect(usePasskey).toBeVisible();
      await expectNoSeriousViolations(page, `the "Confirm it's you" dialog asking for a passkey, ${language}, ${width} px`);
      if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await usePasskey.click();
      await expect(dialog).toHaveCount(0);

      // The code step's text is a template with the address in markup; the person reads it plain.
      const codeSent = text(language, 'settings.email.codeSent', { email: newEmail }).replace(/<\/?email>/g, '');
      await expect(emails.getByText(codeSent)).toBeVisible();
      await page.getByRole('textbox', { name: text(language, 'codeInput.digit', { index: '1', length: '6' }) }).click();
      await page.keyboard.type(await mailedCode(api, newEmail));
      await expect(page.getByText(text(language, 'settings.email.done', { email: newEmail }))).toBeVisible();
      await expect(emails.getByTestId('settings-current-email')).toHaveText(newEmail);
      await context.close();
    });
  }
}
