import { expect, test } from './support/test.js';
import { apiLogin, mailedCode } from './support/api.js';
import { apiSignUp, typeCode, uniqueEmail } from './support/accounts.js';

const NEW_PASSWORD = 'recovered-password';

test('a person who forgot the password sets a new one by e-mail code and logs in with it', async ({ page, request }, testInfo) => {
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'recovery'), 'Forgetful Fund');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Email is not correct')).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
  await typeCode(page, await mailedCode(request, account.email));

  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page.getByText('Password recovered')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);

  // The old password no longer opens the account; the new one does.
  await expect(apiLogin(request, account.email, account.password)).rejects.toThrow(/401/);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company);
});
