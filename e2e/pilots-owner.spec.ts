import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { englishHandbooks, long, openAs, pick, submitPilot } from './support/pilots.js';

const card = (page: Page, name: string) => page.getByTestId('owner-pilot-card').filter({ hasText: name });
const row = (page: Page, name: string) => page.getByTestId('manage-pilot-row').filter({ hasText: name });

test('the corporate submits a pilot, the manager declines it with a reason, a corrected one is accepted and published, then archived', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { countries, industries } = await englishHandbooks(request);
  const country = countries[0]!.name;
  const industry = industries[0]!.name;
  const stamp = Date.now().toString(36);
  const first = `Pilot ${stamp}`;
  const second = `Pilot ${stamp} corrected`;

  const corporate = await openAs(browser, baseURL!, await apiLogin(request, demo.corporate), '/cabinet/pilot_showcase');
  await expect(corporate.getByRole('heading', { level: 1, name: 'Pilots Showcase' })).toBeVisible(FIRST_LOAD);

  // The form's own checks speak before anything is sent.
  await corporate.getByTestId('pilot-create').click();
  await corporate.getByRole('textbox', { name: 'Pilot name' }).fill('ab');
  await corporate.getByRole('textbox', { name: 'Terms' }).fill('short');
  await expect(corporate.getByText('5/3000')).toBeVisible();
  await corporate.getByTestId('pilot-submit').click();
  await expect(corporate.getByText('At least 3 characters')).toBeVisible();
  await expect(corporate.getByText('At least 100 characters')).toBeVisible();
  await expect(corporate.getByText('Choose a country', { exact: true })).toBeVisible();
  await corporate.getByRole('button', { name: 'Cancel' }).click();

  await submitPilot(corporate, first, country, industry);
  await expect(card(corporate, first).getByTestId('pilot-status')).toHaveText('Under moderation');

  // The manager declines it, first with too short a reason.
  const manager = await openAs(browser, baseURL!, await apiLogin(request, demo.manager), '/manage/pilots');
  await expect(row(manager, first)).toBeVisible(FIRST_LOAD);
  await row(manager, first).getByRole('button', { name: 'Decline' }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason for the owner' }).fill('no');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('At least 5 characters')).toBeVisible();
  const reason = 'The terms do not say who pays for the vans.';
  await dialog.getByRole('textbox', { name: 'Reason for the owner' }).fill(reason);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(manager, first)).toHaveCount(0);

  // The corporate sees the reason on its card and in the pilot.
  await corporate.reload();
  await expect(card(corporate, first).getByTestId('pilot-status')).toHaveText('Declined', FIRST_LOAD);
  await expect(card(corporate, first)).toContainText(reason);
  await card(corporate, first).getByRole('link').click();
  // The pilot's own page, not the list (other journeys' declined cards show their reasons there too).
  await expect(corporate.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(corporate.getByTestId('pilot-decline-reason')).toContainText(reason);
  await corporate.goto('/cabinet/pilot_showcase');

  // A corrected pilot: accepted, then published.
  await expect(corporate.getByRole('heading', { level: 1, name: 'Pilots Showcase' })).toBeVisible();
  await submitPilot(corporate, second, country, industry);
  await manager.reload();
  await expect(row(manager, second)).toBeVisible(FIRST_LOAD);
  await row(manager, second).getByRole('button', { name: 'Accept' }).click();
  await expect(row(manager, second)).toHaveCount(0);
  await corporate.reload();
  await expect(card(corporate, second).getByTestId('pilot-status')).toHaveText('Pending publication', FIRST_LOAD);

  await manager.goto('/manage/pilots?status=accept');
  await row(manager, second).getByRole('button', { name: 'Publish' }).click();
  await expect(row(manager, second)).toHaveCount(0);

  await corporate.reload();
  await expect(card(corporate, second).getByTestId('pilot-status')).toHaveText('Published', FIRST_LOAD);
  await card(corporate, second).getByRole('link').click();
  await expect(corporate.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await expect(corporate.getByTestId('pilot-applicants')).toContainText('No startup has applied yet.');
  // The owner archives its published pilot after confirming.
  await corporate.getByTestId('pilot-archive').click();
  const confirm = corporate.getByRole('dialog', { name: 'Archive the pilot?' });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(confirm).toBeHidden();
  await expect(corporate.getByText('Archived: startups can no longer apply')).toBeVisible();
  await expect(corporate.getByTestId('pilot-archive')).toHaveCount(0);
});

test('a new investor’s empty showcase shows the example cards in Russian, each opening its sample', async ({ request, browser, baseURL }, testInfo) => {
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'pilots-empty'));
  const token = await apiLogin(request, account.email, account.password);
  const page = await openAs(browser, baseURL!, token, '/cabinet/pilot_showcase', 'ru', 390);
  const empty = page.getByTestId('pilots-empty');
  await expect(empty).toBeVisible(FIRST_LOAD);
  await expect(empty).toContainText('У вас пока нет пилотов');
  await expect(page.getByTestId('sample-pilot-card')).toHaveCount(3);
  await expect(page.getByTestId('sample-pilot-card').first()).toContainText('Оптимизация маршрутов городской доставки');
  await expectNoSeriousViolations(page, 'empty pilot showcase, ru, 390 px');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByTestId('sample-pilot-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/cabinet\/pilot_showcase\/sample\/logistics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Оптимизация маршрутов городской доставки' })).toBeVisible();
  await expect(page.getByTestId('pilot-details')).toContainText('Германия');
  await expectNoSeriousViolations(page, 'pilot sample, ru, 390 px');
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A published pilot of the demo corporate with the demo startup's application, made through the API. */
async function publishedWithApplicant(request: APIRequestContext, name: string): Promise<string> {
  const { countries, industries } = await englishHandbooks(request);
  const corporate = await apiLogin(request, demo.corporate);
  const created = await request.post('/api/v1/corporate/pilot_dashboard_card', {
    data: {
      name,
      location: countries[0]!.id,
      industries: [industries[0]!.id],
      description: long('Description'),
      requirements: long('Requirements'),
      terms: long('Terms'),
    },
    headers: auth(corporate),
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const manager = await apiLogin(request, demo.manager);
  for (const status of ['accept', 'new']) {
    expect((await request.post(`/api/v1/manager/pilots/${id}/status`, { data: { status }, headers: auth(manager) })).ok()).toBe(true);
  }
  const applied = await request.post(`/api/v1/startup/pilot_dashboard_card_accept/${id}`, {
    data: { question: 'Can we start next month?' },
    headers: auth(await apiLogin(request, demo.startup)),
  });
  expect(applied.ok()).toBe(true);
  return id;
}

test('the corporate declines and then shortlists an applicant, starts the pilot with two KPIs and records its outcome', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `Run ${Date.now().toString(36)}`;
  const id = await publishedWithApplicant(request, name);
  const page = await openAs(browser, baseURL!, await apiLogin(request, demo.corporate), `/cabinet/pilot_showcase/view/${id}`);
  const applicant = page.getByTestId('pilot-applicant');
  await expect(applicant).toHaveCount(1, FIRST_LOAD);
  await expect(applicant).toContainText('Can we start next month?');
  await expect(applicant.getByTestId('applicant-status')).toHaveText('New');

  // Declined with "other" needs its text.
  await applicant.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog');
  await pick(page, 'Reason', 'Other');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByText('Fill in this field')).toBeVisible();
  await decline.getByRole('textbox', { name: 'Describe the reason' }).fill('Budget is frozen until spring');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline).toBeHidden();
  await expect(applicant.getByTestId('applicant-status')).toHaveText('Declined');
  await expect(applicant).toContainText('Other: Budget is frozen until spring');

  // Changed mind: shortlisted, then the pilot starts with two KPIs, decided today.
  await applicant.getByRole('button', { name: 'Shortlist' }).click();
  await expect(applicant.getByTestId('applicant-status')).toHaveText('Shortlisted');
  await applicant.getByTestId('applicant-start').click();
  const start = page.getByRole('dialog');
  await start.getByRole('textbox', { name: 'KPI 1' }).fill('Cost per parcel');
  await start.getByRole('textbox', { name: 'Target value' }).fill('-10%');
  await start.getByRole('button', { name: 'Add a KPI' }).click();
  await start.getByRole('textbox', { name: 'KPI 2' }).fill('On-time deliveries');
  await start.getByRole('textbox', { name: 'Target value' }).nth(1).fill('95%');
  await start.getByRole('textbox', { name: 'Decision owner' }).fill('Head of logistics');
  const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
  await start.getByRole('textbox', { name: 'Decision date' }).fill(today);
  await start.getByRole('textbox', { name: 'Decision date' }).press('Tab');
  await start.getByRole('button', { name: 'Start the pilot' }).click();
  await expect(start).toBeHidden();
  const run = page.getByTestId('pilot-run');
  await expect(run).toContainText('Cost per parcel');
  await expect(run).toContainText('Head of logistics');
  await expect(applicant.getByTestId('applicant-status')).toHaveText('Pilot running');

  // The decision date is today: the outcome is recorded with the values reached.
  await run.getByTestId('run-record').click();
  const outcome = page.getByRole('dialog');
  await pick(page, 'Outcome', 'Commercial contract');
  await outcome.getByRole('textbox', { name: 'Reached: Cost per parcel (target -10%)' }).fill('-12%');
  await outcome.getByRole('textbox', { name: 'Reached: On-time deliveries (target 95%)' }).fill('96%');
  await outcome.getByRole('button', { name: 'Record the outcome' }).click();
  await expect(outcome).toBeHidden();
  await expect(run.getByTestId('run-outcome')).toHaveText('Commercial contract');
  await expect(run).toContainText('-12%');
  await expect(run).toContainText('96%');
  await expectNoSeriousViolations(page, 'pilot with its run and outcome');
});

for (const [language, width, mark] of [
  ['en', 1280, 'Decision due soon'],
  ['ru', 390, 'Скоро срок решения'],
] as const) {
  test(`${language}: the demo investor’s pilot whose decision is due this week is marked due soon on its card, and no other`, async ({
    request,
    browser,
    baseURL,
  }) => {
    const token = await apiLogin(request, demo.investor);
    const res = await request.get('/api/v1/investor/pilot_dashboard_list?take=20', { headers: auth(token) });
    expect(res.ok()).toBe(true);
    const { pilots } = (await res.json()) as { pilots: { name: string; decision_due_soon: boolean }[] };
    const due = pilots.filter((pilot) => pilot.decision_due_soon);
    expect(
      due.map((pilot) => pilot.name),
      'the demo seed has one investor pilot due within the week',
    ).toHaveLength(1);
    const page = await openAs(browser, baseURL!, token, '/cabinet/pilot_showcase', language, width);
    await expect(card(page, due[0]!.name).getByTestId('pilot-due-soon')).toHaveText(mark, FIRST_LOAD);
    await expect(page.getByTestId('pilot-due-soon')).toHaveCount(1);
    await page.context().close();
  });
}
