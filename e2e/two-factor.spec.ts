import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail, type ApiAccount } from './support/accounts.js';
import { errorText } from '@platform/contract/errors';
import { mailedSigninLink } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { text, type Language } from './support/texts.js';

/**
 * A person turns authenticator codes on in Settings and signs in with them, as an authenticator
 * app would: the key is read from the screen and the codes are computed here. A code works once per
 * 30-second step, so each sign-in takes a later step's code or a recovery code instead of waiting.
 * Each journey uses an account of its own; no demo account gains a factor.
 */

const PERIOD = 30;
/** The code an authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * PERIOD });

type Screen = { width: number; height: number };
const desktop: Screen = { width: 1280, height: 900 };
const phone: Screen = { width: 390, height: 844 };
/** Each language on a desktop and on a phone: the set-up, the recovery codes and the second step must read and work on both. */
const combinations = (['en', 'ru'] as const).flatMap((language) => [desktop, phone].map((screen) => ({ language, screen })));

async function device(browser: Browser, baseURL: string, language: Language, viewport: Screen): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL }]);
  await context.addInitScript((lang) => localStorage.setItem('current_language', lang), language);
  return context.newPage();
}

async function enterPassword(page: Page, language: Language, account: ApiAccount) {
  await page.getByLabel(text(language, 'auth.login.email')).fill(account.email);
  await page.getByLabel(text(language, 'auth.login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text(language, 'auth.login.submit') }).click();
}

/** Types a code into the six boxes; the last digit sends it. */
async function typeCode(page: Page, language: Language, code: string) {
  await page.getByRole('textbox', { name: text(language, 'codeInput.digit', { index: '1', length: '6' }) }).click();
  await page.keyboard.type(code);
}

async function signOut(page: Page, language: Language) {
  const logOut = page.getByRole('button', { name: text(language, 'nav.logout'), exact: true });
  // On a phone the menu is a drawer behind the burger.
  if (!(await logOut.first().isVisible())) await page.getByRole('button', { name: text(language, 'nav.openMenu') }).click();
  await logOut.first().click();
  await expect(page.getByRole('button', { name: text(language, 'auth.login.submit') })).toBeVisible();
}

const secondStepHeading = (page: Page, language: Language) => page.getByRole('heading', { level: 1, name: text(language, 'mfa.signin.title') });

for (const { language, screen } of combinations) {
  const where = `${language}, ${screen.width} px`;
  const tag = `${language}-${screen.width}`;
  test(`(${where}) codes on in Settings, sign-ins with a code, a recovery code and a link; a used code is refused`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const account = await apiSignUp(request, uniqueEmail(testInfo, `totp-${tag}`), `Two Factor Capital ${tag}`, { language });
    const page = await device(browser, baseURL!, language, screen);

    // Signed in with the password alone, the person opens the section by its anchor.
    await page.goto('/login');
    await enterPassword(page, language, account);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company, FIRST_LOAD);
    await page.goto('/cabinet/settings#two-factor');
    const section = page.getByRole('region', { name: text(language, 'mfa.section.title') });
    await expect(section).toHaveAttribute('id', 'two-factor');
    await section.getByRole('button', { name: text(language, 'mfa.off.turnOn') }).click();

    // The QR code and the key as text; the key is what the authenticator app is given.
    await expect(section.getByRole('img', { name: text(language, 'mfa.enrol.qrLabel') })).toBeVisible();
    const secret = ((await section.getByTestId('totp-key').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoSeriousViolations(page, `two-factor set-up (${where})`);
    await typeCode(page, language, await codeAt(secret));
    await section.getByRole('button', { name: text(language, 'mfa.enrol.confirm') }).click();

    // Ten recovery codes, shown once, saved as a text file.
    const list = section.getByRole('list', { name: text(language, 'mfa.codes.listLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recovery = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: text(language, 'mfa.codes.download') }).click()]);
    expect(download.suggestedFilename()).toMatch(/^recovery-codes-.+\.txt$/);
    const saved = await readFile((await download.path())!, 'utf8');
    for (const code of recovery) expect(saved).toContain(code);
    expect(saved).toContain(account.email);
    await expectNoSeriousViolations(page, `recovery codes (${where})`);
    const done = section.getByRole('button', { name: text(language, 'mfa.codes.done') });
    await expect(done).toBeDisabled();
    await section.getByLabel(text(language, 'mfa.codes.saved')).check();
    await done.click();
    await expect(section.getByText(text(language, 'mfa.on.badge'), { exact: true })).toBeVisible();
    await expect(section.getByTestId('recovery-codes-left')).toContainText('10');

    // Password, then a code of the next step (the one used to turn codes on is spent).
    await signOut(page, language);
    await enterPassword(page, language, account);
    await expect(secondStepHeading(page, language)).toBeVisible();
    const codeBox = page.getByRole('textbox', { name: text(language, 'codeInput.digit', { index: '1', length: '6' }) });
    await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeBox).toHaveAttribute('inputmode', 'numeric');
    await expectNoSeriousViolations(page, `the second step of a sign-in (${where})`);
    const code = await codeAt(secret, 1);
    await typeCode(page, language, code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company);

    // The same code again is refused. Meanwhile the step lapses (its token is spent elsewhere, as it
    // would be by another tab): the person is sent back to the password, told why.
    await signOut(page, language);
    const challenged = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/auth/login'));
    await enterPassword(page, language, account);
    const { mfa_token } = (await (await challenged).json()) as { mfa_token: string };
    await expect(secondStepHeading(page, language)).toBeVisible();
    await typeCode(page, language, code);
    await expect(page.getByText(errorText('mfa_code_wrong', language), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: text(language, 'mfa.signin.useRecovery') }).click();
    const recoveryField = page.getByRole('textbox', { name: text(language, 'mfa.signin.recoveryLabel') });
    await expect(recoveryField).toBeFocused();
    await expect(recoveryField).toHaveAttribute('autocomplete', 'one-time-code');
    // Nothing on the field refuses a paste (a handler that did would mark the event as prevented).
    const pasteAllowed = await recoveryField.evaluate((field, value) => {
      const data = new DataTransfer();
      data.setData('text/plain', value);
      return field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, recovery[0]!);
    expect(pasteAllowed).toBe(true);
    await expectNoSeriousViolations(page, `the recovery code step (${where})`);
    const elsewhere = await request.post('/api/v1/auth/mfa', { data: { mfa_token, recovery_code: recovery[1] } });
    expect(elsewhere.ok()).toBe(true);
    await recoveryField.fill(recovery[0]!);
    await page.getByRole('button', { name: text(language, 'mfa.signin.submit') }).click();
    await expect(page.getByRole('alert').filter({ hasText: errorText('mfa_token_invalid', language) })).toBeVisible();
    await expect(page.getByLabel(text(language, 'auth.login.email'))).toHaveValue(account.email);

    // Password again, and a recovery code instead of the app's.
    await page.getByLabel(text(language, 'auth.login.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: text(language, 'auth.login.submit') }).click();
    await page.getByRole('button', { name: text(language, 'mfa.signin.useRecovery') }).click();
    await page.getByRole('textbox', { name: text(language, 'mfa.signin.recoveryLabel') }).fill(recovery[0]!);
    await page.getByRole('button', { name: text(language, 'mfa.signin.submit') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company);

    // A one-time sign-in link proves the first factor only: the same second step follows, then its page.
    await signOut(page, language);
    await page.goto(await mailedSigninLink(request, account.email));
    await expect(secondStepHeading(page, language)).toBeVisible();
    await page.getByRole('button', { name: text(language, 'mfa.signin.useRecovery') }).click();
    await page.getByRole('textbox', { name: text(language, 'mfa.signin.recoveryLabel') }).fill(recovery[2]!);
    await page.getByRole('button', { name: text(language, 'mfa.signin.submit') }).click();
    await expect(page).toHaveURL(/\/cabinet\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company);

    // Three recovery codes spent; turning codes off is confirmed in place (the session is fresh, so no proof is asked).
    await page.goto('/cabinet/settings#two-factor');
    await expect(section.getByTestId('recovery-codes-left')).toContainText('7');
    await section.getByRole('button', { name: text(language, 'mfa.on.turnOff') }).click();
    await expect(section.getByText(text(language, 'mfa.off.confirmText'))).toBeVisible();
    await section.getByRole('button', { name: text(language, 'mfa.off.submit') }).click();
    await expect(page.getByText(text(language, 'mfa.off.done'))).toBeVisible();
    await expect(section.getByRole('button', { name: text(language, 'mfa.off.turnOn') })).toBeVisible();
    await page.context().close();
  });
}
