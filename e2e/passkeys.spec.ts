import type { Browser, Page } from '@playwright/test';
import { errorText } from '@platform/contract/errors';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail, type ApiAccount } from './support/accounts.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { text, type Language } from './support/texts.js';

/**
 * A person adds a passkey in Settings and signs in with it alone, through Chromium's virtual
 * authenticator (a platform authenticator that keeps discoverable credentials and verifies its
 * user). WebAuthn refuses an IP address as the site, so these pages open the server by the name
 * `localhost`, which its `PUBLIC_URL` (the relying party) names too (playwright.config.ts).
 */

const screens = { wide: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

async function device(browser: Browser, baseURL: string, language: Language, screen: keyof typeof screens): Promise<Page> {
  const site = baseURL.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: site, viewport: screens[screen] });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: site }]);
  await context.addInitScript((lang) => localStorage.setItem('current_language', lang), language);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return page;
}

async function signOut(page: Page, language: Language) {
  const logOut = page.getByRole('button', { name: text(language, 'nav.logout'), exact: true });
  // On a phone the menu is a drawer behind the burger.
  if (!(await logOut.first().isVisible())) await page.getByRole('button', { name: text(language, 'nav.openMenu') }).click();
  await logOut.first().click();
  await expect(page.getByRole('button', { name: text(language, 'auth.login.submit') })).toBeVisible();
}

async function enterPassword(page: Page, language: Language, account: ApiAccount) {
  await page.goto('/login');
  await page.getByLabel(text(language, 'auth.login.email')).fill(account.email);
  await page.getByLabel(text(language, 'auth.login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text(language, 'auth.login.submit') }).click();
}

async function signInWithPassword(page: Page, language: Language, account: ApiAccount) {
  await enterPassword(page, language, account);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company, FIRST_LOAD);
}

for (const language of ['en', 'ru'] as const) {
  for (const screen of ['wide', 'phone'] as const) {
    test(`(${language}, ${screens[screen].width} px) a passkey added in Settings signs in alone, and is removed`, async ({
      browser,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const account = await apiSignUp(request, uniqueEmail(testInfo, `passkey-${language}-${screen}`), `Passkey Ventures ${language}`, { language });
      const page = await device(browser, baseURL!, language, screen);
      await signInWithPassword(page, language, account);

      await page.goto('/cabinet/settings#passkeys');
      const section = page.getByRole('region', { name: text(language, 'passkeys.section.title') });
      await expect(section.getByText(text(language, 'passkeys.empty'))).toBeVisible();
      await section.getByRole('button', { name: text(language, 'passkeys.add.open') }).click();
      const name = section.getByRole('textbox', { name: text(language, 'passkeys.add.nameLabel') });
      await expect(name).toBeFocused();
      await name.fill('Work laptop');
      await expectNoSeriousViolations(page, `naming a new passkey (${language}, ${screen})`);
      await section.getByRole('button', { name: text(language, 'passkeys.add.submit') }).click();
      const list = section.getByRole('list', { name: text(language, 'passkeys.listLabel') });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem')).toContainText('Work laptop');
      await expect(list.getByRole('listitem')).toContainText(text(language, 'passkeys.neverUsed'));
      // With passkeys and no codes, the account has no recovery codes: the section says so.
      await expect(section.getByText(text(language, 'passkeys.recoveryHint'))).toBeVisible();
      await expectNoSeriousViolations(page, `the passkeys list (${language}, ${screen})`);

      // Signed out, the person signs in with the passkey alone: no e-mail, no password.
      await signOut(page, language);
      await page.getByRole('button', { name: text(language, 'auth.passkey.button') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company, FIRST_LOAD);

      // The passkey is a second factor now: the password alone stops at a second step the passkey gives.
      await signOut(page, language);
      await enterPassword(page, language, account);
      await expect(page.getByRole('heading', { level: 1, name: text(language, 'mfa.signin.title') })).toBeVisible();
      await expect(page.getByText(text(language, 'mfa.signin.passkeyText'))).toBeVisible();
      await expectNoSeriousViolations(page, `the passkey as the second step (${language}, ${screen})`);
      await page.getByRole('button', { name: text(language, 'mfa.signin.passkeySubmit') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company, FIRST_LOAD);

      // Renamed, then removed after a confirmation.
      await page.goto('/cabinet/settings#passkeys');
      const item = list.getByRole('listitem');
      await expect(item).not.toContainText(text(language, 'passkeys.neverUsed'));
      await section.getByRole('button', { name: text(language, 'passkeys.rename.openLabel', { name: 'Work laptop' }) }).click();
      await section.getByRole('textbox', { name: text(language, 'passkeys.add.nameLabel') }).fill('Old laptop');
      await section.getByRole('button', { name: text(language, 'passkeys.rename.submit') }).click();
      await expect(item).toContainText('Old laptop');
      await section.getByRole('button', { name: text(language, 'passkeys.remove.openLabel', { name: 'Old laptop' }) }).click();
      const dialog = page.getByRole('dialog', { name: text(language, 'passkeys.remove.title') });
      await expect(dialog).toContainText('Old laptop');
      await expectNoSeriousViolations(page, `removing a passkey (${language}, ${screen})`);
      await dialog.getByRole('button', { name: text(language, 'passkeys.remove.confirm') }).click();
      await expect(section.getByText(text(language, 'passkeys.empty'))).toBeVisible();

      // The removed passkey signs in no more: the authenticator still holds it, the site refuses it.
      await signOut(page, language);
      await page.getByRole('button', { name: text(language, 'auth.passkey.button') }).click();
      await expect(page.getByRole('alert').filter({ hasText: errorText('passkey_invalid', language) })).toBeVisible();
      await expect(page.getByRole('button', { name: text(language, 'auth.login.submit') })).toBeVisible();
      await expectNoSeriousViolations(page, `a refused passkey on the log-in screen (${language}, ${screen})`);
      await page.context().close();
    });
  }
}
