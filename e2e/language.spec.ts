import { expect, test } from './support/test.js';
import { apiLogin, demo, DEMO_PASSWORD } from './support/api.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';

// The language is saved on the account, so this journey owns the demo startup for its duration.
test('the demo startup signs in, lands on the profile, switches to Russian and keeps it after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demo.startup);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/cabinet\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordlight Robotics');

  const language = page.getByRole('group', { name: 'Language' });
  await language.getByRole('button', { name: 'RU', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Заявки' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('current_language'))).toBe('ru');

  // Back to English, as a user would, so the shared demo account is left as found.
  await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a language chosen on the log-in page is kept after signing in and saved to the account', async ({ page, request }, testInfo) => {
  // A fresh account whose language is English: the choice on the log-in page must win over it.
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'language'), 'Language Capital');
  await page.goto('/');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'RU', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByLabel('Электронная почта').fill(account.email);
  await page.getByLabel('Пароль', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Войти' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  const token = await apiLogin(request, account.email, account.password);
  await expect
    .poll(
      async () => ((await (await request.get('/api/v1/user/info', { headers: { authorization: `Bearer ${token}` } })).json()) as { language: string }).language,
    )
    .toBe('ru');

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
