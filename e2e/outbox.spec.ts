import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { demo, DEMO_PASSWORD, mailedCode } from './support/api.js';

/**
 * Nothing on the page is wider than the window: no sideways scrolling at phone width. Polled, as
 * the layout settles for a few frames after the window is resized.
 */
async function fitsWidth(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('only a signed-in manager reads the outbox, in the back office, filtered by recipient and state', async ({ page, request }, testInfo) => {
  // A sign-up, a sign-in and the page in two widths and two languages: longer than one screen.
  test.slow();
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'outbox'), 'Outbox Journey Fund');
  expect((await request.post('/api/v1/auth/send-code/recovery', { data: { email: account.email } })).ok()).toBe(true);
  const code = await mailedCode(request, account.email);

  // Anyone else is refused: the codes in it open accounts.
  expect((await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(account.email)}`)).status()).toBe(401);

  await page.addInitScript(() => {
    if (!localStorage.getItem('current_language')) localStorage.setItem('current_language', 'en');
  });
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demo.manager);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // A manager's cabinet is the back office: the profile the sign-in opens sends it to the queue.
  await expect(page).toHaveURL(/\/manage$/);
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/manage\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();

  const filter = page.getByRole('search', { name: 'Outbox filter' });
  await filter.getByLabel('Recipient e-mail').fill('not-an-address');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(filter.getByText('Email is not correct')).toBeVisible();
  await filter.getByLabel('Recipient e-mail').fill(account.email);
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/outbox\\?to=${encodeURIComponent(account.email).replace(/\./g, '\\.')}$`));

  const mails = page.getByRole('list', { name: 'Mail' }).getByRole('article');
  await expect(mails).toHaveCount(2);
  const recovery = mails.first();
  await expect(recovery.getByRole('heading', { level: 2 })).toHaveText('Your password recovery code');
  await expect(recovery).toContainText(`To ${account.email}`);
  await expect(recovery).toContainText(code);
  // Without a mail server every letter is kept, never sent: no attempts, nothing to send again.
  await expect(recovery.getByTestId('outbox-state')).toHaveText('Kept');
  await expect(page.getByTestId('outbox-retry')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'outbox (en)');

  // The state filter: a kept letter is neither failed nor sent.
  const states = page.getByRole('radiogroup', { name: 'Delivery state' });
  // The chips are radios; a click lands on the chip's label.
  await states.getByText('Failed', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]state=failed/);
  await expect(states.getByRole('radio', { name: 'Failed' })).toBeChecked();
  await expect(page.getByTestId('outbox-empty')).toContainText('No letters in this state.');
  await states.getByText('Sent', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]state=sent/);
  await expect(page.getByTestId('outbox-empty')).toBeVisible();
  await states.getByText('All', { exact: true }).click();
  await expect(page).not.toHaveURL(/state=/);
  await expect(mails).toHaveCount(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(recovery).toBeVisible();
  await fitsWidth(page);

  // The same page in Russian, still at phone width.
  await page.evaluate(() => localStorage.setItem('current_language', 'ru'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Исходящая почта' })).toBeVisible();
  const ruMail = page.getByRole('list', { name: 'Письма' }).getByRole('article').first();
  await expect(ruMail).toContainText(`Кому: ${account.email}`);
  await expect(ruMail.getByTestId('outbox-state')).toHaveText('Сохранено');
  await expect(page.getByRole('radiogroup', { name: 'Состояние доставки' }).getByText('Не доставлены', { exact: true })).toBeVisible();
  await fitsWidth(page);
  await expectNoSeriousViolations(page, 'outbox (ru, 390 px)');

  await page.getByRole('search', { name: 'Фильтр исходящей почты' }).getByRole('button', { name: 'Показать все письма' }).click();
  await expect(page).toHaveURL(/\/manage\/outbox$/);
});
