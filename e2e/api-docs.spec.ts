import { expect, test } from './support/test.js';

test('the API docs page lists the operations and opens one, under the security policy', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Venture platform API/ })).toBeVisible();
  const login = page.locator('.opblock-summary-path', { hasText: '/api/v1/auth/login' });
  await expect(login).toBeVisible();
  await login.click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
});
