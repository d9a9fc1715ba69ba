import { expect, test } from './support/test.js';
import { uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { cabinetDevice, FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { verifiedStartup } from './support/reports.js';

/**
 * The startup passport: a fresh startup's report is approved and shared (set up through the API);
 * an investor filters the startups table to verified startups, opens it and reads the
 * expert-verified group with its date; a manager revokes the approval, and the badge goes from
 * the startup's profile open in another tab of the manager's without a reload.
 */

test.use({ viewport: { width: 1280, height: 1000 } });

test('an investor finds a verified startup and reads its expert-verified group; a manager revokes it and the badge goes without a reload', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const company = `Passport Robotics ${Date.now().toString(36)}`;
  const { startupId, work, expertCompany, manager } = await verifiedStartup(request, uniqueEmail(testInfo, 'passport'), company);

  // The investor narrows the table to verified startups, then to this one.
  await openCabinetAs(page, await apiLogin(request, demo.investor), '/cabinet/startups');
  await expect(page.getByTestId('startup-row').first()).toBeVisible(FIRST_LOAD);
  await page.getByRole('switch', { name: 'Verified only' }).check();
  await page.getByRole('searchbox', { name: 'Search by company name' }).fill(company);
  const row = page.getByTestId('startup-row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('startup-row')).toHaveCount(1);
  // The overall of 4.5, 4, 4.5 and 3.5.
  await expect(row.getByTestId('verified-score')).toHaveText('4.1');
  await row.click();

  const team = page.getByTestId('passport-team');
  await expect(team).toHaveAttribute('data-source', 'expert', FIRST_LOAD);
  await expect(team.getByTestId('passport-badge')).toHaveText(new RegExp(`^Expert-verified · ${expertCompany} · [A-Z][a-z]+ \\d{1,2}, \\d{4}$`));
  await expect(team.getByTestId('passport-expert-value')).toHaveText('Expert: 4.5');
  await expect(page.getByTestId('passport-mrr').getByTestId('passport-badge')).toHaveText(/^Self-reported · changed [A-Z][a-z]+ \d{1,2}, \d{4}$/);

  // The manager has the startup's profile open in one tab and revokes from the report in another.
  const { context, page: profile } = await cabinetDevice(browser, baseURL!, manager, 'en');
  await profile.goto(`/manage/companies/startup/${startupId}`);
  await profile.getByRole('tab', { name: 'Profile' }).click(FIRST_LOAD);
  await expect(profile.getByTestId('passport-team')).toHaveAttribute('data-source', 'expert', FIRST_LOAD);
  const review = await context.newPage();
  await review.goto(`/manage/tickets/${work}`);
  await review.getByTestId('revoke-report').click(FIRST_LOAD);
  const dialog = review.getByRole('dialog', { name: "Revoke the report's approval" });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  // No reason: the form refuses before asking the server.
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await reason.fill('The expert company holds shares in the startup');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(review.getByTestId('report-revoked')).toContainText('The expert company holds shares in the startup');
  await expect(review.getByTestId('revoke-report')).toHaveCount(0);

  await expect(profile.getByTestId('passport-team')).toHaveAttribute('data-source', 'self');
  await expect(profile.getByTestId('passport-team').getByTestId('passport-badge')).toHaveText(/^Self-reported/);
  await context.close();
});
