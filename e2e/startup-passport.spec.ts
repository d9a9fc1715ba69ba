import type { APIRequestContext } from '@playwright/test';
import { scoreFields } from '@platform/contract';
import { expect, test } from './support/test.js';
import { apiSignUpStartup, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { cabinetDevice, FIRST_LOAD, openCabinetAs } from './support/cabinet.js';

/**
 * The startup passport: a fresh startup's report is approved and shared (set up through the API);
 * an investor filters the startups table to verified startups, opens it and reads the
 * expert-verified group with its date; a manager revokes the approval, and the badge goes from
 * the startup's profile open in another tab of the manager's without a reload.
 */

test.use({ viewport: { width: 1280, height: 1000 } });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A call that must succeed; answers its JSON. */
async function ok<T>(request: APIRequestContext, method: 'get' | 'post' | 'put' | 'patch', url: string, token: string, data?: object): Promise<T> {
  const res = await request[method](url, { headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A new startup with a full profile whose due diligence by the demo expert company is approved and shared. */
async function verifiedStartup(request: APIRequestContext, email: string, company: string) {
  const startup = await apiSignUpStartup(request, email, company);
  await ok(request, 'post', '/api/v1/startup/profiledata', startup.token, {
    company,
    product_description: 'Inspection robots for wind turbine blades.',
    who_is_your_customer: 'Operators of onshore and offshore wind farms.',
    startup_finance_info: { annual_revenue: '1200000', mom_growth: '8', monthly_revenue: '35', monthly_burn_rate: '90000', mrr: '100000', runrate: '1200000' },
    startup_scoring: Object.fromEntries(scoreFields.map((field) => [field, 3])),
  });
  const [manager, expert] = [await apiLogin(request, demo.manager), await apiLogin(request, demo.expert)];
  const expertId = (await ok<{ id: string }>(request, 'get', '/api/v1/user/info', expert)).id;
  const client = await ok<{ id: string }>(request, 'post', '/api/v1/startup/duedill/due_dill_form', startup.token, {
    type_of_due_dill: 'technical',
    goals_and_tasks: 'Check the robots and the team',
    feedback_method: 'email',
    feedback_value: email,
  });
  const page = await ok<{ expert_work: { id: string }[] }>(request, 'post', `/api/v1/manager/tickets/${client.id}/expert`, manager, {
    company_id: expertId,
    timeline: 'Four weeks, two interviews',
    start_date: day(1),
    fee: 12000,
    expire: day(1),
  });
  const work = page.expert_work[0]!.id;
  await ok(request, 'patch', `/api/v1/expert/ticket/duedill/accept/${work}`, expert, { interesting: true });
  await ok(request, 'post', `/api/v1/manager/expert-tickets/${work}/status`, manager, { event: 'terms_agreed' });
  await ok(request, 'put', `/api/v1/expert/report/${work}`, expert, {
    method: 'Interviews with the team and a review of the code base',
    artifacts: ['Architecture diagram'],
    conclusion: 'A sound stack with a clear plan',
    risks: 'One engineer holds the deployment knowledge',
    recommendations: 'Document the deployment',
    files: [],
    scores: { team: 4.5, management: 4, technology: 4.5, business: 3.5 },
    submit: true,
  });
  await ok(request, 'post', `/api/v1/manager/expert-tickets/${work}/review`, manager, { decision: 'approve' });
  const { reports } = await ok<{ reports: { id: string; expert_company: string }[] }>(request, 'get', '/api/v1/startup/reports', startup.token);
  await ok(request, 'patch', `/api/v1/startup/reports/${reports[0]!.id}/share`, startup.token, { shared: true });
  const startupId = (await ok<{ id: string }>(request, 'get', '/api/v1/user/info', startup.token)).id;
  return { startupId, work, expertCompany: reports[0]!.expert_company, manager };
}

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
