import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiLogin, mailedCode } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { cabinetDevice } from './support/cabinet.js';
import { startOwnServer, type OwnServer } from './support/own-server.js';

/**
 * A session whose last proof of identity is older than five minutes changes its e-mail: the
 * server asks for a fresh proof, the page asks for the password in place, and the change goes
 * through. The journey's own server moves its clock six minutes forward between sign-in and the
 * change, as the time passing would.
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

let server: OwnServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer('reauth', 41, { E2E_CLOCK_STEP_MINUTES: '6' });
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
      // Six minutes pass after the sign-in: its proof no longer covers a change of the e-mail.
      server.shiftClock();

      const { context, page } = await cabinetDevice(browser, server.baseURL, token, language, { width, height: 900 });
      await page.goto('/cabinet/settings');
      await expect(page.getByRole('heading', { level: 1, name: w.settings })).toBeVisible();
      const emails = page.getByRole('region', { name: w.region });
      const newEmail = uniqueEmail(testInfo, `reauth-new-${tag}`);
      await emails.getByLabel(w.newEmail).fill(newEmail);
      await emails.getByRole('button', { name: w.send }).click();

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
