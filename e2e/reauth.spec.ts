import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { REAUTH_WINDOW_MS, TOTP_PERIOD_SECONDS } from '@platform/contract';
import { errorText } from '@platform/contract/errors';
import { expect, test } from './support/test.js';
import { apiLogin, mailedCode } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { cabinetDevice } from './support/cabinet.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';
import { text } from './support/texts.js';

/**
 * A session whose last proof of identity is older than five minutes changes its e-mail: the
 * server asks for a fresh proof, the page asks for the password in place, and the change goes
 * through; an account with authenticator codes on is asked for a code instead. The journey's own
 * server moves its clock six minutes forward between sign-in and the change, as the time passing would.
 */
const words = {
  en: {
    settings: 'Settings',
    region: 'E-mail',
    newEmail: 'New e-mail',
    send: 'Send code',
    dialog: "Confirm it's you",
    password: 'Password',
    confirm: 'Confirm',
    cancel: 'Cancel',
    refused: "Confirm it's you to continue",
    wrong: 'The current password is wrong',
    firstDigit: 'Digit 1 of 6',
    codeSent: (email: string) => `Enter the code we sent to ${email}.`,
    changed: (email: string) => `E-mail changed to ${email}`,
  },
  ru: {
    settings: 'Настройки',
    region: 'Электронная почта',
    newEmail: 'Новый адрес электронной почты',
    send: 'Отправить код',
    dialog: 'Подтвердите, что это вы',
    password: 'Пароль',
    confirm: 'Подтвердить',
    cancel: 'Отмена',
    refused: 'Подтвердите, что это вы, чтобы продолжить',
    wrong: 'Текущий пароль указан неверно',
    firstDigit: 'Цифра 1 из 6',
    codeSent: (email: string) => `Введите код, который мы отправили на ${email}.`,
    changed: (email: string) => `Адрес электронной почты изменён на ${email}`,
  },
} as const;

test.describe.configure({ mode: 'serial' });

const CLOCK_STEP_MINUTES = 6;
/**
 * How far the server's clock is ahead of this one: it checks authenticator codes by its own clock,
 * so a code is computed for the server's time, as an app on a phone in step with it would show.
 */
let serverAheadMs = 0;
/** Six minutes pass on the server after a sign-in: its proof no longer covers a change of the e-mail. */
async function sixMinutesPass() {
  await server.shiftClock();
  serverAheadMs += CLOCK_STEP_MINUTES * 60_000;
}

/** The code an authenticator app shows `steps` 30-second steps from the server's now. */
const authenticatorCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor((Date.now() + serverAheadMs) / 1000) + steps * TOTP_PERIOD_SECONDS });

/** Opens Settings and asks for a code at `newEmail`: the call that needs a fresh proof. */
async function startEmailChange(page: Page, language: keyof typeof words, newEmail: string) {
  const w = words[language];
  await page.goto('/cabinet/settings');
  await expect(page.getByRole('heading', { level: 1, name: w.settings })).toBeVisible();
  const emails = page.getByRole('region', { name: w.region });
  await emails.getByLabel(w.newEmail).fill(newEmail);
  await emails.getByRole('button', { name: w.send }).click();
  return emails;
}

let server: OwnServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer('reauth', 41, { E2E_CLOCK_STEP_MINUTES: String(CLOCK_STEP_MINUTES) });
  api = await apiRequest.newContext({ baseURL: server.baseURL });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

for (const language of ['en', 'ru'] as const) {
  for (const width of [1280, 390]) {
    test(`a stale session changes its e-mail after confirming it's the owner, in place (${language}, ${width} px)`, async ({ browser }, testInfo) => {
      test.setTimeout(120_000);
      const w = words[language];
      const tag = `${language}-${width}`;
      const account = await apiSignUp(api, uniqueEmail(testInfo, `reauth-${tag}`), `Reauth Capital ${tag}`, { language });
      const token = await apiLogin(api, account.email, account.password);
      await sixMinutesPass();

      const { context, page } = await cabinetDevice(browser, server.baseURL, token, language, { width, height: 900 });
      const newEmail = uniqueEmail(testInfo, `reauth-new-${tag}`);
      const emails = await startEmailChange(page, language, newEmail);

      // Cancelled: the form keeps what was typed and says why nothing happened.
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog.getByLabel(w.password, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: w.cancel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(emails.getByText(w.refused)).toBeVisible();
      await expect(emails.getByLabel(w.newEmail)).toHaveValue(newEmail);

      // Asked again: a wrong password is refused in the dialog, the right one lets the change go through.
      await emails.getByRole('button', { name: w.send }).click();
      await expect(dialog.getByLabel(w.password, { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, `the "Confirm it's you" dialog, ${language}, ${width} px`);
      if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await dialog.getByLabel(w.password, { exact: true }).fill('not-my-password');
      await dialog.getByRole('button', { name: w.confirm }).click();
      await expect(dialog.getByText(w.wrong)).toBeVisible();
      await dialog.getByLabel(w.password, { exact: true }).fill(account.password);
      await dialog.getByRole('button', { name: w.confirm }).click();
      await expect(dialog).toHaveCount(0);

      await expect(emails.getByText(w.codeSent(newEmail))).toBeVisible();
      await page.getByRole('textbox', { name: w.firstDigit }).click();
      await page.keyboard.type(await mailedCode(api, newEmail));
      await expect(page.getByText(w.changed(newEmail))).toBeVisible();
      await expect(emails.getByTestId('settings-current-email')).toHaveText(newEmail);
      await context.close();
    });
  }
}

for (const [language, width] of [
  ['en', 390],
  ['ru', 1280],
] as const) {
  test(`a stale session of an account with authenticator codes on confirms with a code before changing its e-mail (${language}, ${width} px)`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const w = words[language];
    const tag = `totp-${language}-${width}`;
    const account = await apiSignUp(api, uniqueEmail(testInfo, `reauth-${tag}`), `Reauth Capital ${tag}`, { language });

    // Codes turned on through the API, as the Settings section does it, with the key an app would be given.
    const fresh = { authorization: `Bearer ${await apiLogin(api, account.email, account.password)}` };
    const enrolled = await api.post('/api/v1/user/mfa/totp', { headers: fresh });
    expect(enrolled.ok()).toBe(true);
    const { secret } = (await enrolled.json()) as { secret: string };
    const confirmed = await api.post('/api/v1/user/mfa/totp/confirm', { headers: fresh, data: { code: await authenticatorCode(secret) } });
    expect(confirmed.ok()).toBe(true);

    // Signing in now takes the password and a code; the step used to turn codes on is spent, so the next one's.
    const challenge = await api.post('/api/v1/auth/login', { data: { email: account.email, password: account.password } });
    const { mfa_token } = (await challenge.json()) as { mfa_token: string };
    const signedIn = await api.post('/api/v1/auth/mfa', { data: { mfa_token, code: await authenticatorCode(secret, 1) } });
    expect(signedIn.ok()).toBe(true);
    const { token } = (await signedIn.json()) as { token: string };
    await sixMinutesPass();

    const { context, page } = await cabinetDevice(browser, server.baseURL, token, language, { width, height: 900 });
    const newEmail = uniqueEmail(testInfo, `reauth-new-${tag}`);
    const emails = await startEmailChange(page, language, newEmail);

    // The dialog asks for a code from the app, not the password: the password alone is the weaker factor.
    const dialog = page.getByRole('dialog', { name: w.dialog });
    const code = dialog.getByLabel(text(language, 'reauth.code'));
    await expect(code).toBeVisible();
    await expect(dialog.getByText(text(language, 'reauth.textCode', { minutes: String(REAUTH_WINDOW_MS / 60_000) }))).toBeVisible();
    await expect(dialog.getByLabel(w.password, { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(page, `the "Confirm it's you" dialog asking for a code, ${language}, ${width} px`);
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A wrong code is refused in the dialog; the next step's code (the sign-in's is spent) lets the change go on.
    const right = await authenticatorCode(secret, 1);
    await code.fill(right.replace(/\d/g, (digit) => String((Number(digit) + 5) % 10)));
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(dialog.getByText(errorText('mfa_code_wrong', language), { exact: true })).toBeVisible();
    await code.fill(right);
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(dialog).toHaveCount(0);

    await expect(emails.getByText(w.codeSent(newEmail))).toBeVisible();
    await page.getByRole('textbox', { name: w.firstDigit }).click();
    await page.keyboard.type(await mailedCode(api, newEmail));
    await expect(page.getByText(w.changed(newEmail))).toBeVisible();
    await expect(emails.getByTestId('settings-current-email')).toHaveText(newEmail);
    await context.close();
  });
}
