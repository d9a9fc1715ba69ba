import { expect, test } from './support/test.js';
import { apiLogin } from './support/api.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';

/**
 * An investor of its own: the demo investor is shared with journeys that run beside this one, and
 * its hidden column and edited focus would outlive a first attempt into the retry.
 */
test('an investor edits its focus, then browses startups: sort, filter, a hidden column kept after a reload, a startup profile', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'focus-investor'), 'Focus Capital');
  await openCabinetAs(page, await apiLogin(request, account.email, account.password));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Focus Capital', FIRST_LOAD);
  await expect(page.getByTestId('card-stages')).not.toContainText('Series B');

  // The focus and the average deal, through the edit dialog.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  // A short list without a search box: its input sits under the pills, so the click goes to the field.
  await dialog.getByRole('combobox', { name: 'Focus on stages' }).click({ force: true });
  await page.getByRole('option', { name: 'Series B', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('textbox', { name: 'Average deal' }).fill('900000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The confirmation sits at the bottom right for five seconds, where the list's filter windows
  // put their buttons: a click that lands on it counts as a click outside and closes the window.
  // Closed here, as a user would.
  const saved = page.getByRole('alert').filter({ hasText: 'Profile saved' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button').click();
  await expect(saved).toBeHidden();
  await expect(page.getByTestId('card-stages')).toContainText('Series B');
  await expect(page.getByTestId('card-deal')).toHaveText(/\$900,000/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Focus Capital');

  // The startups list: 20 rows a load, sorted by clicking a header (ascending, descending, default).
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Startups' }).click();
  await expect(page).toHaveURL(/\/cabinet\/startups$/);
  await expect(page.getByTestId('startup-row')).toHaveCount(20);
  await expect(page.getByTestId('startups-total')).toHaveText(/^\d+ startups$/);
  const company = page.locator('th[data-column="company"]');
  await company.getByRole('button', { name: 'Company' }).click();
  await expect(company).toHaveAttribute('aria-sort', 'ascending');
  await company.getByRole('button', { name: 'Company' }).click();
  await expect(company).toHaveAttribute('aria-sort', 'descending');
  await company.getByRole('button', { name: 'Company' }).click();
  await expect(company).toHaveAttribute('aria-sort', 'none');

  // A range filter: max under min is refused; an applied one shows as a removable tag.
  await page.getByRole('button', { name: 'Filter by Overall score' }).click();
  await page.getByLabel('Overall score: From').fill('4');
  await page.getByLabel('Overall score: To').fill('2');
  await expect(page.getByText("Max value can't be less than min")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.getByLabel('Overall score: To').fill('');
  await page.getByLabel('Overall score: From').fill('3.5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('filter-tag')).toHaveText('Overall score: from 3.5');
  await page.getByRole('button', { name: 'Remove filter Overall score: from 3.5' }).click();
  await expect(page.getByTestId('filter-tag')).toHaveCount(0);

  // The round filter's option list opens inside its window and pushes the buttons below it.
  await page.getByRole('button', { name: 'Filter by Round' }).click();
  await page.getByRole('combobox', { name: 'Round', exact: true }).click({ force: true });
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  const apply = page.getByRole('button', { name: 'Apply' });
  const listBox = (await options.boundingBox())!;
  expect((await apply.boundingBox())!.y).toBeGreaterThanOrEqual(listBox.y + listBox.height);
  await page.getByRole('option', { name: 'Seed', exact: true }).click();
  await apply.click();
  await expect(page.getByTestId('filter-tag')).toHaveCount(1);
  await page.getByTestId('filter-tag').getByRole('button').click();
  await expect(page.getByTestId('filter-tag')).toHaveCount(0);

  // The column picker: a hidden column stays hidden after a reload (kept on the server).
  await page.getByRole('button', { name: 'Columns' }).click();
  const picker = page.getByRole('dialog', { name: 'Table columns' });
  const stored = page.waitForResponse((answer) => answer.url().includes('/api/v1/user/preferences/startups_table') && answer.request().method() === 'PUT');
  // The switch's input lies under its track, which takes the click.
  await picker.getByRole('switch', { name: 'Show column Round' }).uncheck({ force: true });
  expect((await stored).status()).toBe(200);
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('th[data-column="round"]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('startup-row').first()).toBeVisible();
  await expect(page.locator('th[data-column="intema_score"]')).toBeVisible();
  await expect(page.locator('th[data-column="round"]')).toHaveCount(0);

  // A row opens the startup's profile in view mode, with the way back.
  const first = page.getByTestId('startup-row').first();
  const name = (await first.locator('td').first().getByRole('link').textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/cabinet\/startups\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('card-finance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to startups' }).click();
  await expect(page).toHaveURL(/\/cabinet\/startups$/);
});

test('a new investor sees what its profile lacks in the recommendations banner and fills it from there', async ({ page, request }, testInfo) => {
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'banner-investor'), 'Banner Capital');
  await openCabinetAs(page, await apiLogin(request, account.email, account.password));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banner Capital', FIRST_LOAD);
  const banner = page.getByTestId('investor-recommendations-banner');
  await expect(banner).toContainText('We recommend completing your profile');
  await expect(banner).toContainText('focus on stages, focus on industries, and average deal');

  await banner.getByRole('button', { name: 'Fill in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByRole('textbox', { name: 'Average deal' }).fill('250000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('card-deal')).toHaveText(/\$250,000/);
  await expect(banner).toContainText('focus on stages and focus on industries');
  await expect(banner).not.toContainText('average deal');
});
