import { expect, test } from './support/test.js';

test('the cookie banner stays until accepted, and stays gone after a reload', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link')).toHaveAttribute('href', /cookie-usage-policy/);
  await page.reload();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'isCookieAgreementAccepted');
  expect(cookie?.value).toBe('1');

  await page.reload();
  await page.goto('/static-pages/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the static pages carry their text without signing in', async ({ page }) => {
  for (const path of ['/static-pages/privacy-policy', '/static-pages/cookie-usage-policy', '/static-pages/user-agreement']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(text.length, path).toBeGreaterThan(1500);
  }
});
