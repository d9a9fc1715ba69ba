import { expect, test } from './support/test.js';
import { demo, mailedSigninLink } from './support/api.js';

test('the expert signs in through a one-time /?key= link from its letter, and the link does not work twice', async ({ page, request, browser }) => {
  const link = await mailedSigninLink(request, demo.expert);
  await page.goto(link);
  await expect(page).toHaveURL(/\/cabinet\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clearview Due Diligence');

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await expect(second.getByText('This sign-in link has already been used')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Log in' })).toBeVisible();
  await other.close();
});
