import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { choose, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { fullScoreStartup, NEW_SCREEN, nextYear, openApplicationsAs, pickFile } from './support/applications.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { cabinetDevice } from './support/cabinet.js';
import { text } from './support/texts.js';

test('a new startup with a full score files an investment application, finds it in its list and sees the manager move it and offer a company', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'applications-startup');
  await openApplicationsAs(page, await fullScoreStartup(request, email));
  await expect(page.getByTestId('applications-empty')).toBeVisible();

  await page.getByRole('button', { name: 'New application' }).click();
  await page.getByRole('menuitem', { name: 'Investment' }).click();
  await expect(page).toHaveURL(/\/cabinet\/applications\/create\/startup_investment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investment search', NEW_SCREEN);
  await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible(NEW_SCREEN);

  // An empty form is not sent: every missing field says what it needs.
  let sent = 0;
  page.on('request', (call) => {
    if (call.method() === 'POST' && call.url().includes('/investment/investment_form')) sent += 1;
  });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Please, fix error(s) and repeat')).toBeVisible();
  await expect(page.getByText('Choose an option')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pitch deck' })).toContainText('Attach a file');
  expect(sent).toBe(0);
  // Round size and valuation are required by the rules, and marked so; the form refuses them blank too.
  for (const name of ['Round size', 'Valuation']) {
    await expect(page.getByRole('textbox', { name })).toHaveJSProperty('required', true);
    await expect(page.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
  }

  // The contact starts as the account's e-mail.
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);

  await choose(page, 'Goal of the investment', ['Entering new markets']);
  const sought = page.getByRole('group', { name: 'Investment sought' });
  await sought.getByRole('textbox', { name: 'From' }).fill('1500000');
  await sought.getByRole('textbox', { name: 'To' }).fill('500000');
  await page.getByRole('textbox', { name: 'Round size' }).fill('1500000');
  await page.getByRole('textbox', { name: 'Valuation' }).fill('12000000');
  await page.getByRole('textbox', { name: 'Conditions of the deal' }).fill('Equity, 10 to 15 percent for the round');
  await page.getByRole('textbox', { name: 'Valid until' }).fill(nextYear());
  await page.getByRole('textbox', { name: 'Valid until' }).press('Tab');
  await page.getByRole('checkbox', { name: 'Open to co-investment' }).check();
  await pickFile(page, 'Pitch deck', 'journey-deck.pdf');
  await pickFile(page, 'Unit economy', 'journey-unit-economy.pdf');

  // A range whose max is below its min is refused on the spot.
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(sought).toContainText("Max value can't be less than min");
  expect(sent).toBe(0);
  await sought.getByRole('textbox', { name: 'From' }).fill('500000');
  await sought.getByRole('textbox', { name: 'To' }).fill('1500000');

  const filed = page.waitForResponse((answer) => answer.url().includes('/api/v1/startup/investment/investment_form') && answer.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send application' }).click();
  const answer = await filed;
  expect(answer.status()).toBe(200);
  const ticketId = ((await answer.json()) as { id: string }).id;
  expect(sent).toBe(1);

  // The list: one card, registered, step 1 of 6, in progress.
  await expect(page).toHaveURL(/\/cabinet\/applications$/);
  const card = page.getByRole('article', { name: 'Investment search' });
  await expect(card).toHaveCount(1, NEW_SCREEN);
  await expect(card).toContainText('Registered');
  await expect(card).toContainText('The application is being processed by experts');
  await expect(card.getByTestId('application-step')).toHaveText('Step 1 of 6');
  await expect(card.getByTestId('application-step')).toHaveAttribute('data-tone', 'active');
  await expect(card).toContainText('0 offers');
  await expect(card).toContainText('Co-investment');
  await expect(page.getByTestId('applications-total')).toHaveText('1 application');

  // A manager moves the status: the card follows without a reload.
  const manager = { authorization: `Bearer ${await apiLogin(request, demo.manager)}` };
  const moved = await request.post(`/api/v1/manager/tickets/${ticketId}/status`, {
    headers: manager,
    data: { status: 'signing_agreement', comment: 'Terms sent by e-mail' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await expect(card.getByTestId('application-step')).toHaveText('Step 2 of 6');
  await expect(card).toContainText('The terms of the contract with the platform need to be agreed');

  // The view opens on the info tab with the filed values, the documents and the history.
  await card.getByRole('link', { name: 'Investment search' }).click();
  await expect(page).toHaveURL(new RegExp(`/cabinet/applications/view/startup_investment/${ticketId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investment search', NEW_SCREEN);
  await expect(page.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('info-goals')).toContainText('Entering new markets');
  await expect(page.getByTestId('info-value_of_investments')).toContainText('$500,000 – $1,500,000');
  await expect(page.getByTestId('info-feedback')).toContainText(email);
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files.getByRole('button', { name: 'Download journey-deck.pdf' })).toBeVisible();
  await expect(files.getByRole('button', { name: 'Download journey-unit-economy.pdf' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Application filed');
  await expect(history).toContainText('Registered → Signing the agreement');
  await expect(history).toContainText('Terms sent by e-mail');

  // No messages yet: the tab offers to start one. The offers tab is empty until the manager offers a company.
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByTestId('ticket-threads-empty')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'New message' })).toBeVisible();
  await page.getByRole('tab', { name: 'Offers' }).click();
  await expect(page.getByTestId('offers-empty')).toBeVisible();
  const candidates = await request.get(`/api/v1/manager/tickets/${ticketId}/candidates`, { headers: manager });
  const [candidate] = ((await candidates.json()) as { candidates: { id: string; name: string }[] }).candidates;
  expect(candidate).toBeDefined();
  const attached = await request.post(`/api/v1/manager/tickets/${ticketId}/offers`, { headers: manager, data: { company_id: candidate!.id } });
  expect(attached.ok(), await attached.text()).toBe(true);
  const offer = page.getByTestId('offer-card');
  await expect(offer).toHaveCount(1);
  await expect(offer.getByRole('heading')).toHaveText(candidate!.name);
  await expect(offer.getByTestId('offer-seen')).toHaveText('New');

  // The offered company's profile, answered "not interesting"; back on the tab the offer is seen.
  await offer.getByRole('button', { name: `Open the profile of ${candidate!.name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate!.name, NEW_SCREEN);
  await page.getByRole('group', { name: 'Your interest' }).getByRole('button', { name: 'Not interesting' }).click();
  await expect(page.getByText('Great, our manager will take your choice into account').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not interesting' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Back to the application' }).click();
  await expect(offer.getByTestId('offer-seen')).toHaveText('Seen');
  await expect(offer.getByTestId('offer-interest')).toHaveText('Not interesting');
});

test('the demo investor opens an offer of a seeded application, marks it interesting and clears the choice', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openApplicationsAs(page, await apiLogin(request, demo.investor));

  // The seed holds an application in every status; the one waiting for a choice has two fresh offers.
  const waiting = page.getByRole('article').filter({ hasText: 'Offers: choose interesting companies' }).first();
  await expect(waiting.getByTestId('application-step')).toHaveText('Step 4 of 6', NEW_SCREEN);
  await expect(waiting).toContainText('2 offers');
  await expect(waiting).toContainText('2 new');
  await expect(page.getByRole('article').filter({ hasText: 'The application has been processed' }).first().getByTestId('application-step')).toHaveAttribute(
    'data-tone',
    'positive',
  );
  await expect(
    page.getByRole('article').filter({ hasText: 'Work on the application has been terminated' }).first().getByTestId('application-step'),
  ).toHaveAttribute('data-tone', 'negative');
  const menuLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Applications/ });
  await expect(menuLink).toHaveAccessibleName(/\d+ new items?$/);
  // The badge's digits end the link's text.
  const newBefore = Number(/(\d+)$/.exec(((await menuLink.textContent()) ?? '').trim())?.[1]);
  expect(newBefore).toBeGreaterThan(0);

  await waiting.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Startups to invest in', NEW_SCREEN);
  await page.getByRole('tab', { name: 'Offers' }).click();
  await expect(page).toHaveURL(/\?tab=offers$/);
  const offers = page.getByTestId('offer-card');
  await expect(offers).toHaveCount(2);
  const offer = offers.first();
  await expect(offer.getByTestId('offer-seen')).toHaveText('New');
  await expect(offer.getByTestId('offer-interest')).toHaveText('No answer yet');
  const company = (await offer.getByRole('heading').textContent())!.trim();

  // The offer page: the startup's profile in view mode with the interest answer.
  await offer.getByRole('button', { name: `Open the profile of ${company}` }).click();
  await expect(page).toHaveURL(/\/offer\/startup\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company, NEW_SCREEN);
  const answer = page.getByRole('group', { name: 'Your interest' });
  const interesting = answer.getByRole('button', { name: 'Interesting', exact: true });
  await expect(interesting).toHaveAttribute('aria-pressed', 'false');
  await interesting.click();
  await expect(page.getByText('Great, our manager will take your choice into account').first()).toBeVisible();
  await expect(interesting).toHaveAttribute('aria-pressed', 'true');
  await expect(answer.getByRole('button', { name: 'Not interesting' })).toHaveAttribute('aria-pressed', 'false');

  // Pressing the chosen answer again clears it.
  await interesting.click();
  await expect(interesting).toHaveAttribute('aria-pressed', 'false');
  await expect(answer.getByRole('button', { name: 'Not interesting' })).toHaveAttribute('aria-pressed', 'false');

  // Back on the offers tab, the offer is seen and unanswered; one new offer fewer in the menu.
  await page.getByRole('link', { name: 'Back to the application' }).click();
  await expect(page).toHaveURL(/\?tab=offers$/);
  await expect(page.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
  const again = page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { name: company, exact: true }) });
  await expect(again.getByTestId('offer-seen')).toHaveText('Seen');
  await expect(again.getByTestId('offer-interest')).toHaveText('No answer yet');
  await expect(menuLink).toHaveAccessibleName(new RegExp(`${newBefore - 1} new items?$`));
});

for (const language of ['en', 'ru'] as const) {
  test(`the startup's investment form marks exactly what the rules require, in ${language}`, async ({ browser, baseURL, request }) => {
    const token = await apiLogin(request, demo.startup);
    const { context, page } = await cabinetDevice(browser, baseURL!, token, language);
    await page.goto('/cabinet/applications/create/startup_investment');
    const field = (key: string) => text(language, `applications.fields.${key}`);
    await expect(page.getByRole('textbox', { name: field('round_size') })).toHaveJSProperty('required', true, NEW_SCREEN);
    await expect(page.getByRole('textbox', { name: field('valuetion') })).toHaveJSProperty('required', true);
    await expect(page.getByRole('textbox', { name: field('conditions_of_deal') })).toHaveJSProperty('required', true);
    // A file field's marker is the asterisk of its group: the pitch deck needs one, the financial model not.
    const marker = (key: string) => page.getByRole('group', { name: field(key) }).locator('.mantine-InputWrapper-required');
    await expect(marker('pitch_presentation')).toHaveCount(1);
    await expect(marker('unit_economy')).toHaveCount(1);
    await expect(marker('financial_model')).toHaveCount(0);
    await expectNoSeriousViolations(page, `startup investment form in ${language}`);
    await context.close();
  });
}

for (const language of ['en', 'ru'] as const) {
  test(`${language}: a corporate's due-diligence form asks which startup to check; a startup's asks for its goals`, async ({ browser, baseURL, request }) => {
    const field = (page: Page, name: string) => page.getByRole('textbox', { name });
    const corporate = await cabinetDevice(browser, baseURL!, await apiLogin(request, demo.corporate), language);
    await corporate.page.goto('/cabinet/applications/create/corporate_duedill');
    const which = field(corporate.page, text(language, 'applications.form.whichStartup.label'));
    await expect(which).toBeVisible(NEW_SCREEN);
    await expect(corporate.page.getByText(text(language, 'applications.form.whichStartup.hint'))).toBeVisible();
    await expectNoSeriousViolations(corporate.page, `corporate due diligence form (${language})`);
    await corporate.context.close();

    const startup = await cabinetDevice(browser, baseURL!, await apiLogin(request, demo.startup), language);
    await startup.page.goto('/cabinet/applications/create/startup_duedill');
    await expect(field(startup.page, text(language, 'applications.fields.goals_and_tasks'))).toBeVisible(NEW_SCREEN);
    await expect(startup.page.getByText(text(language, 'applications.form.whichStartup.hint'))).toHaveCount(0);
    await startup.context.close();
  });
}
