import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { openAs, pick, submitPilot } from './support/pilots.js';
import { auth, cards, forgetFilters, ok, publishedPilot, seededPilot, SHOWCASE, tags, type Item, type ListItem } from './support/pilots-showcase.js';

/** The first pages of the showcase the screen is answered, with the order it asked for, as they arrive. */
function showcaseFirstPages(page: Page): { order: string | null; total: number; first: string | undefined }[] {
  const answers: { order: string | null; total: number; first: string | undefined }[] = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('/api/v1/startup/pilot_dashboard_list') || res.request().method() !== 'POST' || !res.ok()) return;
    if (Number(url.searchParams.get('skip') ?? 0) !== 0) return;
    const body = (await res.json()) as { total: number; pilots: ListItem[] };
    answers.push({ order: url.searchParams.get('order'), total: body.total, first: body.pilots[0]?.id });
  });
  return answers;
}

test.describe('the demo startup on the pilot showcase', () => {
  // One after the other: both read the showcase under the startup's filters kept on the server.
  test.describe.configure({ mode: 'default' });
  let token = '';
  test.beforeEach(async ({ request }) => {
    token = await apiLogin(request, demo.startup);
    await forgetFilters(request, token);
  });
  test.afterEach(async ({ request }) => forgetFilters(request, token));

  test('opens on the open pilots newest first, its toggle chosen; scrolls them 20 at a time; the toggle pressed again shows the oldest first', async ({
    page,
    request,
  }) => {
    const list = (query: string) =>
      ok<{ total: number; pilots: ListItem[] }>(
        'list',
        request.post(`/api/v1/startup/pilot_dashboard_list?${query}`, { data: { status: 'open' }, headers: auth(token) }),
      );
    const { total } = await list('take=1');
    expect(total, 'the demo seed shows more than a page of open pilots').toBeGreaterThan(20);
    // Other journeys publish, start and close pilots meanwhile: the screen is checked against the
    // first pages it was itself answered, not against reads of our own around it.
    const firstPages = showcaseFirstPages(page);
    await openCabinetAs(page, token, SHOWCASE);
    await expect(page.getByRole('heading', { level: 1, name: 'Pilots Showcase' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('checkbox', { name: 'Newest first' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Active first' })).not.toBeChecked();
    await expect(tags(page)).toHaveText(['Status: Open']);
    await expect(page.getByTestId('pilots-total')).toHaveText(/^\d+ pilots$/);
    const shown = Number((await page.getByTestId('pilots-total').textContent())!.match(/\d+/)![0]);
    const first = await cards(page).first().getByRole('link').getAttribute('href');
    // The answers are read from the browser after they arrive, so they are waited for.
    const newestFirst = () => firstPages.filter((answer) => answer.order === 'newest');
    await expect.poll(() => newestFirst().map((answer) => answer.total), 'the count the screen was answered').toContain(shown);
    await expect.poll(() => newestFirst().map((answer) => `${SHOWCASE}/view/${answer.first}`), 'the newest the screen was answered').toContain(first);
    await expect(cards(page)).toHaveCount(20);
    await expect(cards(page).getByText('Archived', { exact: true })).toHaveCount(0);
    // No footer on the startup's showcase.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await cards(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(20);
    const ids = await cards(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(ids).size, 'no pilot twice').toBe(ids.length);

    // Pressed again, the toggle gives the spec's order: the oldest published first, kept after a reload.
    await page.getByText('Newest first').click();
    await expect(page.getByRole('checkbox', { name: 'Newest first' })).not.toBeChecked();
    const oldestFirst = () => firstPages.filter((answer) => answer.order === 'asc').map((answer) => `${SHOWCASE}/view/${answer.first}`);
    const firstCard = () => cards(page).first().getByRole('link').getAttribute('href');
    await expect.poll(async () => oldestFirst().includes((await firstCard())!), 'the first card is the oldest the screen was answered').toBe(true);
    const asked = oldestFirst().length;
    await page.reload();
    await expect(cards(page).first()).toBeVisible(FIRST_LOAD);
    await expect.poll(() => oldestFirst().length, 'asked again in the kept order').toBeGreaterThan(asked);
    await expect
      .poll(async () =>
        oldestFirst()
          .slice(asked)
          .includes((await firstCard())!),
      )
      .toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Newest first' })).not.toBeChecked();
  });

  test('finds a new pilot by country and industry, applies with a question, sees itself shortlisted live; the filters survive a reload', async ({
    page,
    request,
  }) => {
    const name = `Claims triage ${Date.now().toString(36)}`;
    const pilot = await publishedPilot(request, name);
    await openCabinetAs(page, token, SHOWCASE);
    await expect(cards(page).first()).toBeVisible(FIRST_LOAD);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('combobox', { name: 'Country' }).fill('Portug');
    await page.getByRole('option', { name: pilot.country.name }).click();
    await dialog.getByRole('combobox', { name: 'Industry' }).fill('Insur');
    await page.getByRole('option', { name: pilot.industry.name }).click();
    await dialog.getByRole('radio', { name: 'New' }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(tags(page)).toHaveText([`Country: ${pilot.country.name}`, `Industry: ${pilot.industry.name}`, 'Status: New']);
    const card = cards(page).filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(pilot.country.name);
    await expect(card).toContainText(pilot.industry.name);

    await page.reload();
    await expect(tags(page)).toHaveText([`Country: ${pilot.country.name}`, `Industry: ${pilot.industry.name}`, 'Status: New'], FIRST_LOAD);
    await expect(card).toBeVisible();

    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${SHOWCASE}/view/${pilot.id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('pilot-owner')).toContainText('By ');
    await expect(page.getByTestId('pilot-description')).toContainText('Claims triage.');
    await page.getByTestId('pilot-apply').click();
    const apply = page.getByRole('dialog', { name: 'Apply to the pilot' });
    const question = apply.getByRole('textbox', { name: /Question/ });
    await question.fill('Hi');
    await apply.getByRole('button', { name: 'Apply' }).click();
    await expect(apply).toContainText('At least 3 characters');
    await question.fill('Can the pilot start in the Lisbon office?');
    await apply.getByRole('button', { name: 'Apply' }).click();
    await expect(apply).toBeHidden();
    await expect(page.getByTestId('pilot-applied')).toContainText('You have applied');
    await expect(page.getByTestId('pilot-apply')).toHaveCount(0);
    await expect(page.getByTestId('application-state')).toHaveAttribute('data-stage', 'waiting');
    await expect(page.getByTestId('application-state')).toContainText('Can the pilot start in the Lisbon office?');
    await expect(page.getByTestId('pilot-status')).toHaveText('Active');

    // The corporate shortlists the startup: the open page follows live, through the pilot event.
    type OwnerCard = { applicants: { id: string; question: string | null }[] };
    const owned = await ok<OwnerCard>('owner view', request.get(`/api/v1/corporate/pilot_dashboard_list/${pilot.id}`, { headers: auth(pilot.corporate) }));
    const mine = owned.applicants.find((item) => item.question === 'Can the pilot start in the Lisbon office?')!;
    await ok(
      'shortlist',
      request.post(`/api/v1/corporate/pilot_dashboard_list/${pilot.id}/applicants/${mine.id}`, {
        data: { decision: 'shortlist' },
        headers: auth(pilot.corporate),
      }),
    );
    await expect(page.getByTestId('application-state')).toHaveAttribute('data-stage', 'shortlisted');
    // Shortlisted, the company has decided: no "the company will decide" beside it.
    await expect(page.getByTestId('pilot-applied')).toHaveCount(0);
  });

  test("reads a declined application's reason, a running pilot's success contract and its profile's pilot counters", async ({ page, request }) => {
    const declined = await seededPilot(request, token, 'Computer vision', (card) => card.application?.status === 'declined');
    const running = await seededPilot(request, token, 'power lines', (card) => card.run !== null && card.run.outcome === null);
    await openCabinetAs(page, token, `${SHOWCASE}/view/${declined.id}`);
    await expect(page.getByTestId('application-state')).toHaveAttribute('data-stage', 'declined', FIRST_LOAD);
    await expect(page.getByTestId('application-reason')).toHaveText('Reason: Not our industry');
    await expect(page.getByTestId('pilot-applied')).toHaveCount(0);

    await page.goto(`${SHOWCASE}/view/${running.id}`);
    const run = page.getByTestId('pilot-run');
    await expect(run).toContainText('The pilot is running', FIRST_LOAD);
    for (const kpi of running.run!.kpis) await expect(run.getByRole('row', { name: `${kpi.name} ${kpi.target}` })).toBeVisible();
    await expect(run).toContainText('Head of operations');
    await expect(page.getByTestId('application-state')).toHaveAttribute('data-stage', 'shortlisted');
    await expect(page.getByTestId('pilot-applied')).toHaveCount(0);

    // The profile counts the startup's pilots and their outcomes, as the server's summary does.
    type Summary = { applied: number; running: number; outcomes: Record<string, number> };
    const summary = await ok<Summary>('summary', request.get('/api/v1/startup/pilots/summary', { headers: auth(token) }));
    await page.goto('/cabinet/profile');
    const counters = page.getByTestId('card-pilots');
    await expect(counters.getByTestId('pilots-running')).toHaveText(String(summary.running), FIRST_LOAD);
    await expect(counters.getByTestId('pilots-ran')).toHaveText(String(summary.running + Object.values(summary.outcomes).reduce((a, b) => a + b, 0)));
    await expect(counters.getByTestId('pilots-commercial_contract')).toHaveText(String(summary.outcomes.commercial_contract));

    await page.goto(`${SHOWCASE}/view/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByTestId('something-went-wrong')).toContainText('This pilot was not found', FIRST_LOAD);
  });

  test('three people run a pilot from submission to outcome, each seeing the others’ steps', async ({ browser, baseURL, request }) => {
    test.setTimeout(180_000);
    const handbooks = await ok<Record<'countries' | 'industries', Item[]>>(
      'handbooks',
      request.get('/api/v2/handbooks', { headers: { 'accept-language': 'en' } }),
    );
    const country = handbooks.countries.find((item) => item.code === 'PT')!;
    const industry = handbooks.industries.find((item) => item.code === 'insurtech')!;
    const stamp = Date.now().toString(36);
    const first = `Fleet claims ${stamp}`;
    const name = `Fleet claims ${stamp} v2`;
    const ownerCard = (page: Page, title: string) => page.getByTestId('owner-pilot-card').filter({ hasText: title });
    const queueRow = (page: Page, title: string) => page.getByTestId('manage-pilot-row').filter({ hasText: title });

    // The corporate submits; the manager declines with a reason, which the corporate reads.
    const corporate = await openAs(browser, baseURL!, await apiLogin(request, demo.corporate), SHOWCASE);
    await expect(corporate.getByRole('heading', { level: 1, name: 'Pilots Showcase' })).toBeVisible(FIRST_LOAD);
    await submitPilot(corporate, first, country.name, industry.name);
    const manager = await openAs(browser, baseURL!, await apiLogin(request, demo.manager), '/manage/pilots');
    await queueRow(manager, first).getByRole('button', { name: 'Decline' }).click({ timeout: FIRST_LOAD.timeout });
    const reason = 'Say which claims the pilot covers.';
    await manager.getByRole('dialog').getByRole('textbox', { name: 'Reason for the owner' }).fill(reason);
    await manager.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await expect(manager.getByRole('dialog')).toBeHidden();
    await expect(ownerCard(corporate, first).getByTestId('pilot-status')).toHaveText('Declined');
    await expect(ownerCard(corporate, first)).toContainText(reason);

    // A corrected pilot: the manager accepts and publishes it.
    await submitPilot(corporate, name, country.name, industry.name);
    await manager.reload();
    await queueRow(manager, name).getByRole('button', { name: 'Accept' }).click({ timeout: FIRST_LOAD.timeout });
    await expect(queueRow(manager, name)).toHaveCount(0);
    await manager.goto('/manage/pilots?status=accept');
    await queueRow(manager, name).getByRole('button', { name: 'Publish' }).click({ timeout: FIRST_LOAD.timeout });
    await expect(queueRow(manager, name)).toHaveCount(0);
    await expect(ownerCard(corporate, name).getByTestId('pilot-status')).toHaveText('Published');

    // The startup finds it by country and industry and applies with a question.
    const startup = await openAs(browser, baseURL!, token, SHOWCASE);
    await expect(cards(startup).first()).toBeVisible(FIRST_LOAD);
    await startup.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = startup.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Country' }).fill('Portug');
    await startup.getByRole('option', { name: country.name }).click();
    await filters.getByRole('combobox', { name: 'Industry' }).fill('Insur');
    await startup.getByRole('option', { name: industry.name }).click();
    // The multi-select's list stays open after a choice; a click on the dialog's title closes it.
    await filters.getByRole('heading', { name: 'Filters' }).click();
    await filters.getByRole('radio', { name: 'New' }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await cards(startup).filter({ hasText: name }).getByRole('link').click();
    await startup.getByTestId('pilot-apply').click();
    const question = 'Which claim systems will we connect to?';
    await startup
      .getByRole('dialog', { name: 'Apply to the pilot' })
      .getByRole('textbox', { name: /Question/ })
      .fill(question);
    await startup.getByRole('dialog', { name: 'Apply to the pilot' }).getByRole('button', { name: 'Apply' }).click();
    await expect(startup.getByTestId('application-state')).toHaveAttribute('data-stage', 'waiting');

    // The corporate, on its pilot, sees the applicant arrive live and shortlists it; the startup follows.
    await ownerCard(corporate, name).getByRole('link').click();
    const applicant = corporate.getByTestId('pilot-applicant').filter({ hasText: question });
    await expect(applicant).toBeVisible();
    await applicant.getByRole('button', { name: 'Shortlist' }).click();
    await expect(startup.getByTestId('application-state')).toHaveAttribute('data-stage', 'shortlisted');

    // It starts the pilot with two KPIs decided today; the startup sees the success contract.
    await applicant.getByTestId('applicant-start').click();
    const start = corporate.getByRole('dialog');
    await start.getByRole('textbox', { name: 'KPI 1' }).fill('Claims triaged automatically');
    await start.getByRole('textbox', { name: 'Target value' }).fill('60%');
    await start.getByRole('button', { name: 'Add a KPI' }).click();
    await start.getByRole('textbox', { name: 'KPI 2' }).fill('Time to first answer');
    await start.getByRole('textbox', { name: 'Target value' }).nth(1).fill('under 1 hour');
    await start.getByRole('textbox', { name: 'Decision owner' }).fill('Head of claims');
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
    await start.getByRole('textbox', { name: 'Decision date' }).fill(today);
    await start.getByRole('textbox', { name: 'Decision date' }).press('Tab');
    await start.getByRole('button', { name: 'Start the pilot' }).click();
    await expect(start).toBeHidden();
    const startupRun = startup.getByTestId('pilot-run');
    await expect(startupRun.getByRole('row', { name: 'Claims triaged automatically 60%' })).toBeVisible();
    await expect(startupRun).toContainText('Head of claims');

    // On the decision date the corporate records the outcome; the startup sees it with the values reached.
    await corporate.getByTestId('pilot-run').getByTestId('run-record').click();
    const outcome = corporate.getByRole('dialog');
    await pick(corporate, 'Outcome', 'Commercial contract');
    await outcome.getByRole('textbox', { name: 'Reached: Claims triaged automatically (target 60%)' }).fill('64%');
    await outcome.getByRole('textbox', { name: 'Reached: Time to first answer (target under 1 hour)' }).fill('40 minutes');
    await outcome.getByRole('button', { name: 'Record the outcome' }).click();
    await expect(outcome).toBeHidden();
    await expect(startupRun.getByTestId('run-outcome')).toHaveText('Commercial contract');
    await expect(startupRun).toContainText('64%');
    await expect(startupRun).toContainText('40 minutes');
  });
});
