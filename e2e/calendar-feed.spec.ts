import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the demo expert makes a calendar feed for an internal expert, copies its address once, replaces it and revokes it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openCabinetAs(page, await apiLogin(request, demo.expert), '/cabinet/expert-list');
  const row = page.getByTestId('expert-row').first();
  await expect(row).toBeVisible(FIRST_LOAD);
  const name = (await row.getByRole('button', { name: /^Calendar feed of / }).getAttribute('aria-label'))!.replace('Calendar feed of ', '');

  await row.getByRole('button', { name: `Calendar feed of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Calendar feed of ${name}` });
  await expect(dialog.getByText('There is no calendar feed yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create address' }).click();
  const address = dialog.getByRole('textbox', { name: 'Feed address' });
  await expect(address).toHaveValue(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await expect(dialog).toContainText('Google Calendar');

  await dialog.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The address works without a session.
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`X-WR-CALNAME:${name}`);

  // Reopened, the dialog no longer shows the address; a new one replaces it.
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `Calendar feed of ${name}` }).click();
  await expect(dialog.getByText(/A calendar feed exists since/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Feed address' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'New address' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Feed address' })).not.toHaveValue(url);
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);

  // Revoking asks first.
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  const confirm = dialog.getByRole('alertdialog', { name: 'Revoke the calendar feed?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByText('There is no calendar feed yet.')).toBeVisible();
});
