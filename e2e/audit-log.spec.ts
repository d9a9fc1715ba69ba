import { expect, test } from './support/test.js';
import { uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { fileRound, roundStartup } from './support/crowdfunding-rounds.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PHONE = { width: 390, height: 844 };

/**
 * A fresh startup files an investment application with a crowdfunding round; the demo manager
 * moves the application and activates the round through the API, then reads both in the audit
 * log as sentences, in English and in Russian.
 */
test('the manager reads its own actions in the audit log as sentences with the company, application and round linked, in English and Russian', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const company = `Audit Meadows ${Date.now()}-w${testInfo.workerIndex}`;
  const round = await fileRound(request, await roundStartup(request, uniqueEmail(testInfo, 'audit-log'), company), { min: 20_000, max: 80_000 });
  const manager = await apiLogin(request, demo.manager);
  // The manager's queue of rounds to moderate, newest first, names the round's application and startup.
  const queue = await request.get('/api/v1/manager/crowdfunding?status=new&take=100', { headers: bearer(manager) });
  expect(queue.ok(), await queue.text()).toBe(true);
  const listed = ((await queue.json()) as { rounds: { id: string; ticket_id: string; startup_id: string }[] }).rounds.find((r) => r.id === round);
  expect(listed, 'the new round waits for moderation').toBeTruthy();
  const { ticket_id: ticket, startup_id: startup } = listed!;
  const moved = await request.post(`/api/v1/manager/tickets/${ticket}/status`, {
    headers: bearer(manager),
    data: { status: 'signing_agreement', comment: 'Terms sent to the founder' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const activated = await request.post(`/api/v1/manager/crowdfunding/${round}/status`, { headers: bearer(manager), data: { status: 'active' } });
  expect(activated.ok(), await activated.text()).toBe(true);

  // The company's page links to its audit log, filtered to the company and named by it.
  await openCabinetAs(page, manager, `/manage/companies/startup/${startup}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company, FIRST_LOAD);
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();
  await page.getByTestId('company-audit-link').click();
  await expect(page).toHaveURL(new RegExp(`/manage/audit\\?companyId=${startup}$`));
  await expect(page.getByTestId('audit-company-filter').getByRole('link', { name: company })).toHaveAttribute('href', `/manage/companies/by-id/${startup}`);
  await expect(page.getByTestId('audit-total')).toHaveText('2 entries');

  const rows = page.getByRole('list', { name: 'Audit log entries' }).getByTestId('audit-row');
  await expect(rows).toHaveCount(2);
  const [activation, move] = [rows.nth(0), rows.nth(1)];
  await expect(activation.getByTestId('audit-sentence')).toHaveText(
    `Platform Manager moved the crowdfunding round of ${company} from Under moderation to Active`,
  );
  await expect(move.getByTestId('audit-sentence')).toHaveText(
    `Platform Manager moved the application “Investment (startup)” of ${company} from Registered to Signing the agreement`,
  );
  await expect(move).toContainText('Comment: Terms sent to the founder');
  await expect(activation.getByRole('link', { name: 'the crowdfunding round' })).toHaveAttribute('href', `/manage/crowdfunding/${round}`);
  await expect(move.getByRole('link', { name: company })).toHaveAttribute('href', `/manage/companies/startup/${startup}`);
  // No code and no id anywhere on the page: every name is spelled out.
  const shown = await page.locator('main').innerText();
  expect(shown).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|ticket\.status|crowdfunding\.status|signing_agreement/);

  // The action filter names the actions in words and filters by them.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Application status moved', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/audit\\?companyId=${startup}&action=ticket.status$`));
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('Application status moved');
  await expectNoSeriousViolations(page, 'audit log, manager, en');

  // The application's name opens the application.
  await rows.first().getByRole('link', { name: '“Investment (startup)”' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/tickets/${ticket}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
  await page.goBack();

  // In Russian on a phone: the same entries, in Russian sentences, fitting the screen.
  await page.setViewportSize(PHONE);
  await page.evaluate(() => localStorage.setItem('current_language', 'ru'));
  await page.goto(`/manage/audit?companyId=${startup}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const ruRows = page.getByRole('list', { name: 'Записи журнала действий' }).getByTestId('audit-row');
  await expect(ruRows).toHaveCount(2, FIRST_LOAD);
  await expect(ruRows.nth(0).getByTestId('audit-sentence')).toHaveText(
    `Platform Manager: раунд краудфандинга компании ${company} переведён из статуса «На модерации» в «Активен»`,
  );
  await expect(ruRows.nth(1).getByTestId('audit-sentence')).toHaveText(
    `Platform Manager: заявка «Инвестиции (стартап)» компании ${company} переведена из статуса «Зарегистрирована» в «Подписание договора»`,
  );
  await expect(ruRows.nth(1)).toContainText('Комментарий: Terms sent to the founder');
  await expect(ruRows.nth(0).getByRole('link', { name: 'раунд краудфандинга' })).toHaveAttribute('href', `/manage/crowdfunding/${round}`);
  await page.getByRole('combobox', { name: 'Действие' }).click();
  await expect(page.getByRole('option', { name: 'Смена статуса раунда краудфандинга', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, 'audit log, manager, ru, 390 px');
});
