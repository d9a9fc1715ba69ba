import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiLogin, mailedCode } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { apiSignUp, typeCode, uniqueEmail, type ApiAccount } from './support/accounts.js';

async function logIn(page: Page, account: ApiAccount) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company);
}

async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('a user switches the language in settings, deletes the account and can no longer log in', async ({ page, request }, testInfo) => {
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'leaving'), 'Leaving Ventures');
  await logIn(page, account);
  await openSettings(page);

  await page.getByRole('radio', { name: 'Русский' }).click();
  await expect(page.getByRole('radio', { name: 'Русский' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  await expect(page.getByText('Язык сохранён')).toBeVisible();
  const token = await apiLogin(request, account.email, account.password);
  const info = await request.get('/api/v1/user/info', { headers: { authorization: `Bearer ${token}` } });
  expect(((await info.json()) as { language: string }).language).toBe('ru');

  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
  const confirm = dialog.getByRole('button', { name: 'Удалить аккаунт' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('someone-else@e2e.test');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(account.email.toUpperCase());
  await expect(confirm).toBeEnabled();
  // Deletion ends the session on the server; the page only forgets it, with no logout call.
  const logoutCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/auth/logout')) logoutCalls.push(sent.url());
  });
  await confirm.click();

  await expect(page.getByText('Ваш аккаунт удалён')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  expect(logoutCalls).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByLabel('Электронная почта').fill(account.email);
  await page.getByLabel('Пароль', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Неверный e-mail или пароль' })).toBeVisible();
  await expect(apiLogin(request, account.email, account.password)).rejects.toThrow(/401/);
});

test('a user changes the password and the e-mail in settings', async ({ page, request }, testInfo) => {
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'mover'), 'Moving Partners');
  await logIn(page, account);
  await openSettings(page);

  const passwords = page.getByRole('region', { name: 'Password' });
  await passwords.getByLabel('Current password').fill('not-my-password');
  await passwords.getByLabel('New password').fill('second-password');
  await passwords.getByLabel('Confirm password').fill('second-password');
  await passwords.getByRole('button', { name: 'Change password' }).click();
  await expect(passwords.getByText('The current password is wrong')).toBeVisible();
  await passwords.getByLabel('Current password').fill(account.password);
  await passwords.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Other sessions have ended.')).toBeVisible();
  await expect(passwords.getByLabel('Current password')).toHaveValue('');

  const newEmail = uniqueEmail(testInfo, 'moved');
  const emails = page.getByRole('region', { name: 'E-mail' });
  await emails.getByLabel('New e-mail').fill(account.email);
  await emails.getByRole('button', { name: 'Send code' }).click();
  await expect(emails.getByText('This is already your e-mail')).toBeVisible();
  await emails.getByLabel('New e-mail').fill(newEmail);
  await emails.getByRole('button', { name: 'Send code' }).click();
  await expect(emails.getByText(`Enter the code we sent to ${newEmail}.`)).toBeVisible();
  await typeCode(page, await mailedCode(request, newEmail));
  await expect(page.getByText(`E-mail changed to ${newEmail}`)).toBeVisible();
  await expect(emails.getByTestId('settings-current-email')).toHaveText(newEmail);

  await expect(apiLogin(request, newEmail, 'second-password')).resolves.toBeTruthy();
});

/** A browser somewhere else: its own context in `timezoneId`, cookies accepted. */
async function browserIn(browser: Browser, baseURL: string, timezoneId: string, phone = false): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId, viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL }]);
  return context.newPage();
}

test('the time zone stays as chosen when signing in elsewhere; the settings offer the device’s zone on a phone, in English and Russian', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'traveller'), 'Travelling Partners');
  const token = await apiLogin(request, account.email, account.password);
  const storedZone = async () => {
    const info = await request.get('/api/v1/user/info', { headers: { authorization: `Bearer ${token}` } });
    return ((await info.json()) as { timeZone: string | null }).timeZone;
  };
  expect(await storedZone()).toBeNull();

  // The first sign-in, from Tokyo: the new account takes that browser's zone.
  const tokyo = await browserIn(browser, baseURL!, 'Asia/Tokyo');
  await logIn(tokyo, account);
  await expect.poll(storedZone).toBe('Asia/Tokyo');
  await tokyo.context().close();

  // Later, on a phone in São Paulo: signing in changes nothing; a note offers the phone's zone, and
  // closing it keeps the account's.
  const page = await browserIn(browser, baseURL!, 'America/Sao_Paulo', true);
  await logIn(page, account);
  const notice = page.getByRole('region', { name: 'Time zone' });
  await expect(notice).toContainText('This device is in the GMT-03:00 America/Sao_Paulo time zone; your e-mails give times in GMT+09:00 Asia/Tokyo.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'cabinet with the time zone note, en, 390 px');
  await notice.getByRole('button', { name: 'Keep Asia/Tokyo' }).click();
  await expect(notice).toHaveCount(0);
  expect(await storedZone()).toBe('Asia/Tokyo');

  // The settings still offer it.
  await page.goto('/cabinet/settings');
  const section = page.getByRole('region', { name: 'Time zone' });
  await expect(section.getByRole('combobox', { name: 'Time zone of e-mails' })).toHaveValue('GMT+09:00 Asia/Tokyo');
  await expect(section.getByText('This device is in the GMT-03:00 America/Sao_Paulo time zone.')).toBeVisible();
  expect(await storedZone()).toBe('Asia/Tokyo');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'settings with a zone offer, en, 390 px');

  await page.getByRole('radio', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  const russian = page.getByRole('region', { name: 'Часовой пояс' });
  await expect(russian.getByText('Это устройство в часовом поясе GMT-03:00 America/Sao_Paulo.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'settings with a zone offer, ru, 390 px');

  await russian.getByRole('button', { name: 'Использовать America/Sao_Paulo' }).click();
  await expect(page.getByText('Часовой пояс сохранён: America/Sao_Paulo')).toBeVisible();
  await expect(russian.getByText(/Это устройство/)).toHaveCount(0);
  expect(await storedZone()).toBe('America/Sao_Paulo');

  await page.reload();
  const kept = page.getByRole('region', { name: 'Часовой пояс' });
  await expect(kept.getByRole('combobox', { name: 'Часовой пояс писем' })).toHaveValue('GMT-03:00 America/Sao_Paulo');
  await expect(kept.getByText(/Это устройство/)).toHaveCount(0);
  await page.context().close();
});
