import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiSignUp, choose, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { NEW_SCREEN, nextYear, openApplicationsAs, pickFile } from './support/applications.js';

/**
 * A client and the platform's manager at the same time, each in a browser context of their own:
 * the client files an application, the manager moves it and offers ranked companies, the client
 * answers on the offer pages, the manager closes the deal. Neither side reloads to see the other.
 */

type Item = { id: number; name: string };

// A tall window: the pilot form's last multi-selects open their option lists near the foot of the
// page, where a short window can leave an option outside the view while the list flips upwards.
test.use({ viewport: { width: 1280, height: 1100 } });

/** The manager's ticket page in a second browser context, signed in through the API. */
async function openTicketAsManager(browser: Browser, baseURL: string, token: string, ticketId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  // The cookie notice, already accepted: it would cover the foot of the long ticket page.
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL }]);
  await context.addInitScript((session) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', session);
    localStorage.setItem('current_language', 'en');
  }, token);
  const page = await context.newPage();
  await page.goto(`/manage/tickets/${ticketId}`);
  await expect(page.getByTestId('ticket-step').first()).toBeVisible({ timeout: 30_000 });
  return page;
}

/** One step forward with a comment, confirmed; the next step is the one the status card offers first. */
async function moveTo(manager: Page, status: string, step: number): Promise<void> {
  const card = manager.getByRole('region', { name: 'Status' });
  await expect(card.getByRole('radio', { name: status })).toBeChecked();
  await card.getByRole('textbox', { name: 'Comment' }).fill(`Moved to ${status.toLowerCase()} by the journey`);
  await card.getByRole('button', { name: 'Move status' }).click();
  await manager.getByRole('dialog', { name: 'Move the application?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(manager.getByTestId('ticket-step').first()).toHaveText(`Step ${step} of 6`);
}

/** Attaches the two best-ranked candidates, each with its reasons; returns their names, best first. */
async function attachTopTwo(manager: Page): Promise<[string, string]> {
  const candidates = manager.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  const names: string[] = [];
  for (const rank of [0, 1]) {
    const item = candidates.nth(rank);
    const name = (await item.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    await expect(item.getByTestId('candidate-matches')).not.toBeEmpty();
    await item.getByRole('button', { name: `Attach ${name}`, exact: true }).click();
    await expect(item.getByText('Attached', { exact: true })).toBeVisible();
    names.push(name);
  }
  await expect(manager.getByRole('table', { name: 'Offers' }).getByTestId('offer-row')).toHaveCount(2);
  return [names[0]!, names[1]!];
}

/** The client answers both offers: the first interesting, the second not interesting and then cleared. */
async function answerOffers(client: Page, [first, second]: [string, string]): Promise<void> {
  const offers = client.getByTestId('offer-card');
  await expect(offers).toHaveCount(2);
  const notice = client.getByText('Great, our manager will take your choice into account').first();

  await offers
    .filter({ has: client.getByRole('heading', { name: first, exact: true }) })
    .getByRole('button', { name: `Open the profile of ${first}` })
    .click();
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(first, NEW_SCREEN);
  const answer = client.getByRole('group', { name: 'Your interest' });
  await answer.getByRole('button', { name: 'Interesting', exact: true }).click();
  await expect(notice).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Interesting', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await client.getByRole('link', { name: 'Back to the application' }).click();

  await offers
    .filter({ has: client.getByRole('heading', { name: second, exact: true }) })
    .getByRole('button', { name: `Open the profile of ${second}` })
    .click();
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(second, NEW_SCREEN);
  const notInteresting = answer.getByRole('button', { name: 'Not interesting' });
  await notInteresting.click();
  await expect(notInteresting).toHaveAttribute('aria-pressed', 'true');
  // Pressing the chosen answer again clears it.
  await notInteresting.click();
  await expect(notInteresting).toHaveAttribute('aria-pressed', 'false');
  await expect(answer.getByRole('button', { name: 'Interesting', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await client.getByRole('link', { name: 'Back to the application' }).click();

  const byName = (name: string) => offers.filter({ has: client.getByRole('heading', { name, exact: true }) });
  await expect(byName(first).getByTestId('offer-interest')).toHaveText('Interesting');
  await expect(byName(second).getByTestId('offer-interest')).toHaveText('No answer yet');
  await expect(byName(second).getByTestId('offer-seen')).toHaveText('Seen');
}

/** The manager's offers table follows the client's answers without a reload. */
async function expectAnswersSeenByManager(manager: Page, [first, second]: [string, string]): Promise<void> {
  const rows = manager.getByRole('table', { name: 'Offers' }).getByTestId('offer-row');
  await expect(rows.filter({ hasText: first }).getByTestId('offer-interest')).toHaveText('Interesting');
  await expect(rows.filter({ hasText: second }).getByTestId('offer-interest')).toHaveText('No answer');
  await expect(rows.filter({ hasText: second }).getByTestId('offer-viewed')).toHaveText('Viewed');
}

/** The client's list, reached through the menu (no reload), showing the card of the given type. */
/** Back on the list, the card of one application: the one linking to it among those of its kind. */
async function backToList(client: Page, cardName: string, ticketId: string) {
  await client
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Applications/ })
    .click();
  await expect(client.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  return client.getByRole('article', { name: cardName }).filter({ has: client.locator(`a[href$="/${ticketId}"]`) });
}

test('the demo startup files an investment application; the manager offers two ranked investors; the startup answers; the deal succeeds', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The demo startup's profile and score are full from the seed.
  await openApplicationsAs(page, await apiLogin(request, demo.startup));
  await page.getByRole('button', { name: 'New application' }).click();
  await page.getByRole('menuitem', { name: 'Investment' }).click();
  await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible(NEW_SCREEN);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(demo.startup);
  await choose(page, 'Goal of the investment', ['Entering new markets']);
  const sought = page.getByRole('group', { name: 'Investment sought' });
  await sought.getByRole('textbox', { name: 'From' }).fill('750000');
  await sought.getByRole('textbox', { name: 'To' }).fill('2000000');
  await page.getByRole('textbox', { name: 'Round size' }).fill('2000000');
  await page.getByRole('textbox', { name: 'Valuation' }).fill('15000000');
  await page.getByRole('textbox', { name: 'Conditions of the deal' }).fill('Preferred shares, a board observer seat');
  await page.getByRole('textbox', { name: 'Valid until' }).fill(nextYear());
  await page.getByRole('textbox', { name: 'Valid until' }).press('Tab');
  await pickFile(page, 'Pitch deck', 'nordlight-round-deck.pdf');
  await pickFile(page, 'Unit economy', 'nordlight-unit-economy.pdf');
  const filed = page.waitForResponse((answer) => answer.url().includes('/api/v1/startup/investment/investment_form') && answer.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send application' }).click();
  const ticketId = ((await (await filed).json()) as { id: string }).id;
  // The demo startup has other investment applications (its crowdfunding round's, other journeys'): this one is the card linking to it.
  const card = page.getByRole('article', { name: 'Investment search' }).filter({ has: page.locator(`a[href$="/${ticketId}"]`) });
  await expect(card.getByTestId('application-step')).toHaveText('Step 1 of 6', NEW_SCREEN);

  // The manager, in a browser of their own, moves it to searching and offers the two best investors.
  const manager = await openTicketAsManager(browser, baseURL!, await apiLogin(request, demo.manager), ticketId);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Nordlight Robotics');
  await moveTo(manager, 'Signing the agreement', 2);
  await moveTo(manager, 'Searching', 3);
  await expect(card.getByTestId('application-step')).toHaveText('Step 3 of 6');
  const offered = await attachTopTwo(manager);
  await moveTo(manager, 'Waiting for the client', 4);

  // The startup's card follows; its offers wait on the offers tab.
  await expect(card.getByTestId('application-step')).toHaveText('Step 4 of 6');
  await expect(card).toContainText('2 offers');
  await card.getByRole('link', { name: 'Investment search' }).click();
  await page.getByRole('tab', { name: 'Offers' }).click();
  await answerOffers(page, offered);
  await expectAnswersSeenByManager(manager, offered);

  // The manager closes the deal; the startup's card ends on step 6 in the positive colour.
  const closing = await backToList(page, 'Investment search', ticketId);
  await moveTo(manager, 'Deal', 5);
  await moveTo(manager, 'Success', 6);
  await expect(closing.getByTestId('application-step')).toHaveText('Step 6 of 6');
  await expect(closing.getByTestId('application-step')).toHaveAttribute('data-tone', 'positive');
  await expect(closing).toContainText('The application has been processed');
  await manager.context().close();
});

test('an investor files a pilot application; the manager offers two ranked startups; the investor answers; the deal succeeds', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const company = `Pilot Journey Fund ${Date.now()}-w${testInfo.workerIndex}`;
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'pilot-investor'), company);
  const handbooks = (await (await request.get('/api/v2/handbooks')).json()) as Record<'countries' | 'industries' | 'regions' | 'rounds', Item[]>;
  await openApplicationsAs(page, await apiLogin(request, account.email, account.password));
  await expect(page.getByTestId('applications-empty')).toBeVisible();
  await page.getByRole('button', { name: 'New application' }).click();
  await page.getByRole('menuitem', { name: 'Pilot project' }).click();
  await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible(NEW_SCREEN);
  await page.getByRole('textbox', { name: 'What the pilot should solve' }).fill('Predictive maintenance for a fleet of wind turbines');
  await page.getByRole('textbox', { name: 'Valid until' }).fill(nextYear());
  await page.getByRole('textbox', { name: 'Valid until' }).press('Tab');
  await choose(page, 'Countries', [handbooks.countries[0]!.name]);
  await choose(
    page,
    'Industries',
    handbooks.industries.slice(0, 2).map((item) => item.name),
  );
  await choose(page, 'Regions', [handbooks.regions[0]!.name]);
  await choose(page, 'Rounds', [handbooks.rounds[0]!.name]);
  await pickFile(page, 'Task description', 'turbine-pilot-task.pdf');
  const filed = page.waitForResponse((answer) => answer.url().includes('/api/v1/foundation/pilot/pilot_form') && answer.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send application' }).click();
  const answer = await filed;
  expect(answer.status(), await answer.text()).toBe(200);
  const ticketId = ((await answer.json()) as { id: string }).id;
  const card = page.getByRole('article', { name: 'Startups for a pilot' });
  await expect(card.getByTestId('application-step')).toHaveText('Step 1 of 6', NEW_SCREEN);

  const manager = await openTicketAsManager(browser, baseURL!, await apiLogin(request, demo.manager), ticketId);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(company);
  await moveTo(manager, 'Signing the agreement', 2);
  await moveTo(manager, 'Searching', 3);
  const offered = await attachTopTwo(manager);
  await moveTo(manager, 'Waiting for the client', 4);

  await expect(card.getByTestId('application-step')).toHaveText('Step 4 of 6');
  await card.getByRole('link', { name: 'Startups for a pilot' }).click();
  await page.getByRole('tab', { name: 'Offers' }).click();
  await answerOffers(page, offered);
  await expectAnswersSeenByManager(manager, offered);

  const closing = await backToList(page, 'Startups for a pilot', ticketId);
  await moveTo(manager, 'Deal', 5);
  await moveTo(manager, 'Success', 6);
  await expect(closing.getByTestId('application-step')).toHaveText('Step 6 of 6');
  await expect(closing.getByTestId('application-step')).toHaveAttribute('data-tone', 'positive');
  await manager.context().close();
});
