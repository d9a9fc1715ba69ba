import { expect, test } from './support/test.js';
import { apiSignUpStartup, uniqueEmail } from './support/accounts.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { pdfBuffer } from './support/applications.js';

test('a new startup fills its profile through the dialog, reaches a full score and reads its recommendations', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  // A fresh account: the demo startup's profile is full from the seed, for everyone to look at.
  const company = `Profile Robotics ${Date.now()}-w${testInfo.workerIndex}`;
  const { token } = await apiSignUpStartup(request, uniqueEmail(testInfo, 'profile-startup'), company);
  await openCabinetAs(page, token);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company, FIRST_LOAD);
  await expect(page.getByTestId('fill-in-banner')).toBeVisible();

  await page.getByTestId('fill-in-banner').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(dialog.getByRole('tab', { name: 'Main' })).toHaveAttribute('aria-selected', 'true');

  // Main: the product texts (20 to 2000 characters) and a pitch deck, uploaded on save.
  await dialog.getByRole('textbox', { name: 'About the product' }).fill('Autonomous robots that inspect wind turbines and power lines without downtime.');
  await dialog.getByRole('textbox', { name: 'Who is your customer' }).fill('Operators of wind farms and electricity grids in Northern Europe.');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('group', { name: 'Pitch deck' }).getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'nordlight-deck.pdf', mimeType: 'application/pdf', buffer: pdfBuffer() });
  await expect(dialog.getByRole('group', { name: 'Pitch deck' })).toContainText('nordlight-deck.pdf');

  // Finance: a MoM growth out of bounds, then a save from another tab: nothing is sent, the dialog goes back to Finance.
  await dialog.getByRole('tab', { name: 'Finance' }).click();
  await dialog.getByRole('textbox', { name: 'MoM growth' }).fill('100000');
  await dialog.getByRole('textbox', { name: 'Annual revenue' }).fill('abc');
  await expect(dialog.getByRole('textbox', { name: 'Annual revenue' })).toHaveValue('');
  await dialog.getByRole('tab', { name: 'Team' }).click();
  let saves = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/api/v1/startup/profiledata')) saves += 1;
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please, fix error(s) and repeat')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
  const momGrowth = dialog.getByRole('textbox', { name: 'MoM growth' });
  await expect(momGrowth).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Enter a value from -9999 to 9999')).toBeVisible();
  await expect(momGrowth).toBeFocused();
  expect(saves).toBe(0);

  await momGrowth.fill('12.5');
  await dialog.getByRole('textbox', { name: 'Annual revenue' }).fill('1200000');
  // The figure has the name every screen gives it; the hint says it is entered as growth year on year.
  const monthlyRevenue = dialog.getByRole('textbox', { name: 'Monthly revenue', exact: true });
  await expect(monthlyRevenue).toHaveAccessibleDescription('Its growth year on year, in percent');
  await monthlyRevenue.fill('25');
  await dialog.getByRole('textbox', { name: 'MRR' }).fill('100000');
  await dialog.getByRole('textbox', { name: 'Monthly burn rate' }).fill('-80000');
  await dialog.getByRole('textbox', { name: 'Runrate' }).fill('1200000');

  // Team: one low score earns a recommendation; every other score keeps the slider default, 3.
  await dialog.getByRole('tab', { name: 'Team' }).click();
  const hiring = dialog.getByRole('slider', { name: 'Hiring' });
  await hiring.focus();
  for (let step = 0; step < 3; step++) await hiring.press('ArrowLeft');
  await expect(hiring).toHaveAttribute('aria-valuenow', '1.5');

  const saved = page.waitForResponse((answer) => answer.url().includes('/api/v1/startup/profiledata') && answer.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  expect(saves).toBe(1);

  // The profile as saved: filled, scored in full, with its pitch deck and finance.
  await expect(page.getByTestId('fill-in-banner')).toBeHidden();
  await expect(page.getByTestId('overall-score')).toHaveText(/^Overall score \d\.\d$/);
  await expect(page.getByTestId('score-team')).toHaveText('2.8');
  await expect(page.getByTestId('card-pitch')).toContainText('nordlight-deck.pdf');
  await expect(page.getByTestId('finance-mom')).toHaveText('+12.5%');
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);

  // The low score brings the recommendations banner and its dialog, one tab per category.
  await page.getByTestId('recommendations-banner').getByRole('button').click();
  const advice = page.getByRole('dialog', { name: 'Recommendations' });
  await expect(advice.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await expect(advice.getByRole('heading', { name: 'Hiring' })).toBeVisible();
  await expect(advice.getByRole('article')).toHaveCount(1);

  // A score card opens the dialog on its own tab.
  await advice.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('card-score-technology').click();
  await expect(dialog.getByRole('tab', { name: 'Technology' })).toHaveAttribute('aria-selected', 'true');
});
