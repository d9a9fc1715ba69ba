import { expect, test } from './support/test.js';
import { uniqueEmail } from './support/accounts.js';
import { apiLogin, demo, DEMO_PASSWORD } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { fileRound, joinRound, roundStartup } from './support/crowdfunding-rounds.js';

/** Today as the date field shows it (dd.MM.yyyy, the browser's day). */
function dottedToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}.${pad(now.getMonth() + 1)}.${now.getFullYear()}`;
}

/**
 * A fresh startup files two investment applications with crowdfunding, so the journey moderates
 * rounds no other journey reads; fresh investors join the one it activates.
 */
test('the manager activates a new round, declines another with a reason, confirms one backer with an amount and rejects another', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}-w${testInfo.workerIndex}`;
  const company = `Rain Sensors ${stamp}`;
  const startup = await roundStartup(request, uniqueEmail(testInfo, 'cf-startup'), company);
  // Filed without a minimum ticket: the manager sets one when activating it.
  const opened = await fileRound(request, startup, { min: 50_000, max: 100_000 }, null);
  const refused = await fileRound(request, startup, { min: 10_000, max: 40_000 });

  await page.addInitScript(() => {
    if (!localStorage.getItem('current_language')) localStorage.setItem('current_language', 'en');
  });
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demo.manager);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();

  // The rounds queue opens on the rounds waiting for moderation, newest first.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Crowdfunding rounds' }).click();
  await expect(page).toHaveURL(/\/manage\/crowdfunding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crowdfunding' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Rounds' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radiogroup', { name: 'Status' }).getByRole('radio', { name: 'To moderate' })).toBeChecked();
  const rounds = page.getByRole('table', { name: 'Crowdfunding rounds' });
  const openedRow = rounds.locator(`[data-round-id="${opened}"]`);
  await expect(openedRow).toContainText(company);
  await expect(openedRow).toContainText('$50,000 – $100,000');
  await expect(openedRow.getByTestId('round-status')).toHaveText('Under moderation');
  await expect(rounds.locator(`[data-round-id="${refused}"]`)).toContainText('$10,000 – $40,000');

  // Activated from its page; the page links to the application it came from.
  await openedRow.getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/crowdfunding/${opened}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
  // The application it came from leads back to it.
  await page.getByRole('link', { name: 'Open the application' }).click();
  await expect(page).toHaveURL(/\/manage\/tickets\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
  await page.getByRole('link', { name: 'Open the crowdfunding round' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/crowdfunding/${opened}$`));
  await expect(page.getByRole('region', { name: 'Backers' })).toContainText('Nobody has joined the round yet.');
  const moderation = page.getByRole('region', { name: 'Moderation' });
  await moderation.getByRole('button', { name: 'Activate' }).click();
  // The round has no minimum ticket: the activation asks for one, within the round's maximum.
  const activation = page.getByRole('dialog', { name: 'Activate the round' });
  const minTicket = activation.getByRole('textbox', { name: 'Minimum ticket' });
  await expect(minTicket).toHaveValue('');
  await expect(activation).toContainText("From $1 to $100,000, the round's investment maximum");
  await activation.getByRole('button', { name: 'Activate' }).click();
  await expect(activation).toContainText('This field is required');
  await minTicket.fill('150000');
  await activation.getByRole('button', { name: 'Activate' }).click();
  await expect(activation).toContainText('Enter an amount from $1 to $100,000');
  await expect(page.getByTestId('round-status')).toHaveText('Under moderation');
  await expectNoSeriousViolations(page, 'activation dialog with an error, manager, en');
  await minTicket.fill('10000');
  await activation.getByRole('button', { name: 'Activate' }).click();
  await expect(activation).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `The round of ${company} is active` })).toBeVisible();
  await expect(page.getByTestId('round-facts')).toContainText('$10,000');
  await expect(page.getByTestId('round-status')).toHaveText('Active');
  await expect(moderation.getByRole('button', { name: 'Close early' })).toBeVisible();
  await expect(moderation.getByRole('button', { name: 'Activate' })).toHaveCount(0);

  // The other one is declined: a reason too short is refused on the field, a proper one is kept.
  await page.getByRole('link', { name: 'Back to the rounds' }).click();
  await expect(rounds.locator(`[data-round-id="${opened}"]`)).toHaveCount(0);
  await rounds.locator(`[data-round-id="${refused}"]`).getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/crowdfunding/${refused}$`));
  await moderation.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline the round' });
  await decline.getByRole('textbox', { name: 'Reason' }).fill('no');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline).toContainText('At least 5 characters');
  const reason = 'The pitch deck does not show the unit economics the application promises.';
  await decline.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `The round of ${company} is declined` })).toBeVisible();
  await expect(page.getByTestId('round-status')).toHaveText('Declined');
  await expect(page.getByTestId('round-decline-reason')).toHaveText(reason);
  await expect(moderation).toContainText('This round needs nothing more from a manager.');

  // The declined filter finds it, and the choice stays in the URL.
  await page.getByRole('link', { name: 'Back to the rounds' }).click();
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Declined', { exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/crowdfunding\?status=decline$/);
  await expect(rounds.locator(`[data-round-id="${refused}"]`).getByTestId('round-status')).toHaveText('Declined');

  // Two investors join the active round, each with an amount.
  const first = `Dew Capital ${stamp}`;
  const second = `Frost Partners ${stamp}`;
  // The one to confirm joins last, so it is the newest in the queue.
  await joinRound(request, uniqueEmail(testInfo, 'cf-second'), second, opened, 20_000);
  await joinRound(request, uniqueEmail(testInfo, 'cf-first'), first, opened, 30_000);

  // The first is confirmed from the queue of backers, for less than it committed. The queue puts
  // the longest waiting first, so the newest backers are on its last page.
  await page.getByRole('tab', { name: 'Backers to confirm' }).click();
  await expect(page).toHaveURL(/\/manage\/crowdfunding\?tab=backers$/);
  await expect(page.getByTestId('queued-backer').first()).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  if (await pages.isVisible()) {
    await pages.getByRole('button', { name: 'Last page' }).click();
    await expect(page).toHaveURL(/\/manage\/crowdfunding\?tab=backers&page=\d+$/);
  }
  const waiting = page.getByRole('list', { name: 'Backers to confirm' }).getByTestId('queued-backer').filter({ hasText: first });
  await expect(waiting).toContainText(`Round of ${company}`);
  await expect(waiting).toContainText('Committed: $30,000');
  await waiting.getByRole('button', { name: `Confirm ${first}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the backer' });
  await expect(confirm.getByTestId('confirm-remaining')).toHaveText('Left to raise in the round: $100,000');
  await expect(confirm.getByRole('textbox', { name: 'Investment amount' })).toHaveValue('30000');
  await expect(confirm.getByRole('textbox', { name: 'Date of investment' })).toHaveValue(dottedToday());
  // More than is left to raise can't be confirmed: the dialog says how much is left and keeps Confirm off.
  const amount = confirm.getByRole('textbox', { name: 'Investment amount' });
  await amount.fill('100001');
  await expect(confirm.getByTestId('confirm-over')).toHaveText('This is more than the $100,000 left to raise in the round.');
  await expect(confirm).toContainText('$100,001');
  await expect(confirm.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
  await expectNoSeriousViolations(page, 'confirm dialog past what is left, manager, en');
  await amount.fill('25000');
  await expect(confirm.getByTestId('confirm-over')).toHaveCount(0);
  await expect(confirm).toContainText('$25,000');
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `${first} is confirmed` })).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // The round's page counts it; the second is rejected there.
  await page.getByRole('tab', { name: 'Rounds' }).click();
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Active', { exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/crowdfunding\?status=active$/);
  // The whole row opens the round; the startup's name is its link for the keyboard.
  await expect(openedRow.getByRole('link', { name: company })).toHaveAttribute('href', `/manage/crowdfunding/${opened}`);
  await openedRow.getByTestId('round-status').click();
  await expect(page).toHaveURL(new RegExp(`/manage/crowdfunding/${opened}$`));
  // One step in the history: back is the list again.
  await page.goBack();
  await expect(page).toHaveURL(/\/manage\/crowdfunding\?status=active$/);
  await openedRow.getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/crowdfunding/${opened}$`));
  await expect(page.getByTestId('round-raised')).toHaveText('$25,000');
  const backers = page.getByRole('table', { name: 'Backers of the round' });
  const confirmed = backers.getByTestId('round-backer').filter({ hasText: first });
  await expect(confirmed.getByTestId('backer-status')).toHaveText('Confirmed');
  await expect(confirmed).toContainText('$25,000');
  const rejected = backers.getByTestId('round-backer').filter({ hasText: second });
  await expect(rejected.getByTestId('backer-status')).toHaveText('Waiting');
  await rejected.getByRole('button', { name: `Reject ${second}` }).click();
  const reject = page.getByRole('dialog', { name: 'Reject the backer?' });
  await expect(reject).toContainText(`${second} will not take part in the round of ${company}.`);
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `${second} is rejected` })).toBeVisible();
  await expect(rejected.getByTestId('backer-status')).toHaveText('Rejected');
  await expect(rejected.getByRole('button', { name: `Reject ${second}` })).toHaveCount(0);
  await expect(page.getByTestId('round-raised')).toHaveText('$25,000');

  // Closed early by notice, on the earliest date offered: the round runs until then, with nothing more to moderate.
  await moderation.getByRole('button', { name: 'Close early' }).click();
  const close = page.getByRole('dialog', { name: 'Close the round early' });
  await expect(close.getByRole('textbox', { name: 'Close date' })).not.toHaveValue('');
  await close.getByRole('button', { name: 'Give notice' }).click();
  await expect(close).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `${company} closes on` })).toBeVisible();
  await expect(page.getByTestId('round-status')).toHaveText('Active');
  await expect(moderation).toContainText('This round needs nothing more from a manager.');
});

test.describe('at 390 px', () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE });

  test('the activation dialog asks the minimum ticket in Russian and fits the screen', async ({ page, request, baseURL }, testInfo) => {
    const company = `Narrow Meadows ${Date.now()}-w${testInfo.workerIndex}`;
    const manager = await apiLogin(request, demo.manager);
    const round = await fileRound(request, await roundStartup(request, uniqueEmail(testInfo, 'cf-narrow-ru'), company), { min: 20_000, max: 80_000 }, null);
    await page.context().addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('current_language', 'ru'));
    await openCabinetAs(page, manager, `/manage/crowdfunding/${round}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company, FIRST_LOAD);
    await page.getByRole('region', { name: 'Модерация' }).getByRole('button', { name: 'Активировать' }).click();
    const activation = page.getByRole('dialog', { name: 'Активировать раунд' });
    await expect(activation).toContainText(/От 1\s\$ до 80\s000\s\$ — максимума инвестиций раунда/);
    await activation.getByRole('button', { name: 'Активировать' }).click();
    await expect(activation.getByRole('textbox', { name: 'Минимальный билет' })).toHaveAttribute('aria-invalid', 'true');
    const box = await activation.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await expectNoSeriousViolations(page, 'activation dialog with an error, manager, ru');
    await activation.getByRole('textbox', { name: 'Минимальный билет' }).fill('5000');
    await activation.getByRole('button', { name: 'Активировать' }).click();
    await expect(activation).toBeHidden();
    await expect(page.getByTestId('round-status')).toHaveText('Активен');

    // A backer joins; confirming it for more than the 80 000 $ left is held back, amounts written in Russian.
    const backer = `Narrow Birch ${Date.now()}-w${testInfo.workerIndex}`;
    await joinRound(request, uniqueEmail(testInfo, 'cf-narrow-ru-backer'), backer, round, 6_000);
    await page.reload();
    await page.getByRole('button', { name: `Подтвердить ${backer}` }).click(FIRST_LOAD);
    const confirm = page.getByRole('dialog', { name: 'Подтвердить участника' });
    await confirm.getByRole('textbox', { name: 'Сумма инвестиций' }).fill('90000');
    await expect(confirm.getByTestId('confirm-over')).toHaveText(/^Это больше, чем осталось собрать в раунде: 80\s000\s\$\.$/);
    await expect(confirm.getByRole('button', { name: 'Подтвердить', exact: true })).toBeDisabled();
    await expectNoSeriousViolations(page, 'confirm dialog past what is left, manager, ru');
  });

  test('the rounds queue, a round with a waiting backer and its confirm dialog fit the screen', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now()}-w${testInfo.workerIndex}`;
    const company = `Narrow Orchards ${stamp}`;
    const backer = `Narrow Capital ${stamp}`;
    const manager = await apiLogin(request, demo.manager);
    const round = await fileRound(request, await roundStartup(request, uniqueEmail(testInfo, 'cf-narrow'), company), { min: 20_000, max: 80_000 });
    const activated = await request.post(`/api/v1/manager/crowdfunding/${round}/status`, {
      headers: { authorization: `Bearer ${manager}` },
      data: { status: 'active' },
    });
    expect(activated.ok(), await activated.text()).toBe(true);
    await joinRound(request, uniqueEmail(testInfo, 'cf-narrow-backer'), backer, round, 5_000);
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await openCabinetAs(page, manager, '/manage/crowdfunding?status=active');
    await expect(page.getByRole('table', { name: 'Crowdfunding rounds' }).locator(`[data-round-id="${round}"]`)).toBeVisible(FIRST_LOAD);
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('region', { name: 'Crowdfunding rounds, scrolls sideways' })).toBeVisible();
    await fits();

    await page.getByRole('tab', { name: 'Backers to confirm' }).click();
    await expect(page.getByTestId('queued-backer').first()).toBeVisible();
    // The newest backers wait on the queue's last page.
    const pages = page.getByRole('navigation', { name: 'Pages' });
    if (await pages.isVisible()) await pages.getByRole('button', { name: 'Last page' }).click();
    const waiting = page.getByTestId('queued-backer').filter({ hasText: backer });
    // Both decisions sit on the screen's width, not behind a sideways scroll.
    for (const decision of [`Confirm ${backer}`, `Reject ${backer}`]) {
      const button = waiting.getByRole('button', { name: decision });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    await fits();

    await waiting.getByRole('link', { name: `Round of ${company}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
    await expect(page.getByRole('region', { name: 'Backers of the round, scrolls sideways' })).toBeVisible();
    await fits();
    await page.getByRole('button', { name: `Confirm ${backer}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the backer' });
    await expect(dialog.getByRole('textbox', { name: 'Investment amount' })).toHaveValue('5000');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Confirm', exact: true })).toBeInViewport();
  });
});
