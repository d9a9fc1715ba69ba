import { expect, test } from './support/test.js';
import { demo, DEMO_PASSWORD } from './support/api.js';

test('a new visitor at / gets the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a wrong password is refused with the server message, and the form stays', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demo.investor);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong e-mail or password');
  await expect(page).toHaveURL(/\/$|\/login$/);
});

test('the demo investor signs in, opens a cabinet page, signs out, and is sent to / when opening it again', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demo.investor);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/cabinet\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bluewater Ventures');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page).toHaveURL(/\/cabinet\/applications$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/cabinet/applications');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a signed-out visitor asking for a cabinet page returns to it after signing in', async ({ page }) => {
  await page.goto('/cabinet/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(demo.corporate);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/cabinet\/settings$/);
});
