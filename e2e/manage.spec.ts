import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo, DEMO_PASSWORD } from './support/api.js';

/** A PDF the upload check accepts by its bytes. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * A fresh investor files a pilot search through the API, so the journey moves a ticket no other
 * journey reads: it starts `registred` and belongs to a company only this test knows.
 */
async function fileInvestorPilot(request: APIRequestContext, email: string, company: string): Promise<string> {
  const account = await apiSignUp(request, email, company);
  const headers = { authorization: `Bearer ${await apiLogin(request, account.email, account.password)}` };
  const upload = await request.post('/api/v1/files/upload?type=task_description', {
    headers,
    multipart: { file: { name: 'pilot-task.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const handbooks = (await (await request.get('/api/v2/handbooks')).json()) as Record<'industries' | 'regions' | 'countries' | 'rounds', { id: number }[]>;
  const expire = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const filed = await request.post('/api/v1/foundation/pilot/pilot_form', {
    headers,
    data: {
      industries: handbooks.industries.slice(0, 3).map((item) => item.id),
      regions: handbooks.regions.slice(0, 2).map((item) => item.id),
      countries: handbooks.countries.slice(0, 2).map((item) => item.id),
      rounds: handbooks.rounds.slice(0, 2).map((item) => item.id),
      expire,
      need_pilot: 'Computer vision for warehouse inventory counts',
      task_file: { id: ((await upload.json()) as { id: string }).id },
      feedback_method: 'email',
      feedback_value: email,
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  return ((await filed.json()) as { id: string }).id;
}

test('the manager finds a new application in the queue, moves it with a comment, attaches the top candidate and finds it all in the audit log', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const company = `Queue Journey ${Date.now()}-w${testInfo.workerIndex}`;
  const ticketId = await fileInvestorPilot(request, uniqueEmail(testInfo, 'manage'), company);

  await page.addInitScript(() => {
    if (!localStorage.getItem('current_language')) localStorage.setItem('current_language', 'en');
  });
  await page.goto('/');
  await page.getByLabel('E-mail').fill(demo.manager);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // A manager has no company profile: signing in lands in the back office, not on an error page.
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications queue' })).toBeVisible();
  await expect(page.getByTestId('something-went-wrong')).toHaveCount(0);
  // The cookie notice would cover the foot of long pages.
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();
  // The cabinet's home address, where the logo and the return after log-in point, leads there too.
  await page.goto('/cabinet/profile');
  await expect(page).toHaveURL(/\/manage$/);

  // The queue, filtered by type and status; the filters live in the URL and survive a reload.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Applications queue' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications queue' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applications' })).toBeVisible();
  // The type's option list is built when it opens: kept in the page hidden, it was positioned on
  // mount, which forced the browser to restyle the whole queue in the render that showed it.
  await expect(page.getByRole('option', { includeHidden: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Application type' }).click();
  await page.getByRole('option', { name: 'Pilot (investor)', exact: true }).click();
  await expect(page).toHaveURL(/\/manage\?type=investor_pilot$/);
  // The chips are radios named with their counts (other journeys may file tickets too, so at
  // least ours); a click lands on the chip's label.
  const statuses = page.getByRole('radiogroup', { name: 'Status' });
  await expect(statuses.getByRole('radio', { name: /^All: [1-9]\d*$/ })).toBeChecked();
  await expect(statuses.getByRole('radio', { name: /^Registered: [1-9]\d*$/ })).not.toBeChecked();
  await statuses.getByText('Registered', { exact: true }).click();
  await expect(page).toHaveURL(/\/manage\?type=investor_pilot&status=registred$/);
  await page.reload();
  await expect(statuses.getByRole('radio', { name: /^Registered: [1-9]\d*$/ })).toBeChecked();
  const queue = page.getByRole('table', { name: 'Applications' });
  const row = queue.getByTestId('queue-row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pilot (investor)');
  await expect(row).toContainText('Step 1 of 6');
  await row.getByRole('link', { name: company }).click();

  // The ticket page: client, step, form, the attached file, and the history so far.
  await expect(page).toHaveURL(new RegExp(`/manage/tickets/${ticketId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
  await expect(page.getByTestId('ticket-step').first()).toHaveText('Step 1 of 6');
  await expect(page.getByRole('region', { name: 'Application form' })).toContainText('Computer vision for warehouse inventory counts');
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Files' }).getByRole('button', { name: 'Download pilot-task.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('pilot-task.pdf');
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Application filed');

  // One step forward with a comment, after a confirm.
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByRole('radio', { name: 'Signing the agreement' })).toBeChecked();
  await expect(status.getByRole('radio', { name: 'Cancelled' })).toBeVisible();
  await status.getByRole('textbox', { name: 'Comment' }).fill('Agreement terms sent to the client');
  await status.getByRole('button', { name: 'Move status' }).click();
  const confirm = page.getByRole('dialog', { name: 'Move the application?' });
  await expect(confirm).toContainText('The status changes from “Registered” to “Signing the agreement”.');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('ticket-step').first()).toHaveText('Step 2 of 6');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Registered → Signing the agreement');
  await expect(history.getByRole('listitem').first()).toContainText('Agreement terms sent to the client');
  await expect(status.getByRole('textbox', { name: 'Comment' })).toHaveValue('');

  // To searching; waiting for the client needs an offer, so the server refuses it and says why.
  await status.getByRole('button', { name: 'Move status' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('ticket-step').first()).toHaveText('Step 3 of 6');
  await expect(status.getByRole('radio', { name: 'Waiting for the client' })).toBeChecked();
  await expect(status.getByTestId('move-warning')).toHaveText("Attach at least one offer before waiting for the client's answer.");
  await status.getByRole('button', { name: 'Move status' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const refusal = status.getByRole('alert');
  await expect(refusal).toContainText('The server refused the move');
  await expect(refusal).toContainText('This status move is not allowed');
  await expect(page.getByTestId('ticket-step').first()).toHaveText('Step 3 of 6');

  // The top candidate, with its reasons, attached; it shows among the offers with no answer yet.
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(offers.getByTestId('offers-empty')).toBeVisible();
  const top = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first();
  const candidate = (await top.getAttribute('aria-label')) ?? '';
  expect(candidate).not.toBe('');
  await expect(top.getByTestId('candidate-matches')).toContainText('Industries:');
  await top.getByRole('button', { name: `Attach ${candidate}`, exact: true }).click();
  await expect(top.getByText('Attached', { exact: true })).toBeVisible();
  const offer = offers.getByRole('table', { name: 'Offers' }).getByTestId('offer-row');
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText(candidate);
  await expect(offer.getByTestId('offer-interest')).toHaveText('No answer');
  await expect(offer.getByTestId('offer-viewed')).toHaveText('Not yet');
  // The refusal was about the ticket without offers; it goes once the offer is there.
  await expect(refusal).toHaveCount(0);

  // Now the move goes through.
  await expect(status.getByTestId('move-warning')).toHaveCount(0);
  await status.getByRole('button', { name: 'Move status' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('ticket-step').first()).toHaveText('Step 4 of 6');
  await expect(history.getByRole('listitem').first()).toContainText('Searching → Waiting for the client');
  // Who moved it: the manager, named with the role (the first entry names the filing company).
  await expect(history.getByRole('listitem').first()).toContainText('(Platform manager)');
  await expect(history.getByRole('listitem').last()).toContainText(`${company} (Investor)`);

  // The queue reads again: the ticket left "Registered" for "Waiting for the client".
  await page.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(page).toHaveURL(/\/manage\?type=investor_pilot&status=registred$/);
  await expect(queue.getByTestId('queue-row').filter({ hasText: company })).toHaveCount(0);
  await expect(statuses.getByRole('radio', { name: /^Registered: \d+$/ })).toBeChecked();
  await statuses.getByText('Waiting for the client', { exact: true }).click();
  await expect(statuses.getByRole('radio', { name: /^Waiting for the client: [1-9]\d*$/ })).toBeChecked();
  await expect(queue.getByTestId('queue-row').filter({ hasText: company })).toContainText('Step 4 of 6');

  // The audit log, filtered to this ticket: three moves and the offer, by the demo manager.
  await queue.getByRole('link', { name: company }).click();
  // The client's profile opens from the ticket and leads back to it.
  await page.getByRole('link', { name: 'Company profile' }).click();
  await expect(page).toHaveURL(/\/manage\/companies\/investor\/[0-9a-f-]{36}\?ticketId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
  await page.getByRole('link', { name: 'Back to the application' }).click();
  await expect(page.getByTestId('ticket-step').first()).toHaveText('Step 4 of 6');
  await page.getByRole('link', { name: 'Audit log of this application' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/audit\\?entity=ticket&entityId=${ticketId}$`));
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('audit-total')).toHaveText('4 entries');
  const audit = page.getByRole('list', { name: 'Audit log entries' }).getByTestId('audit-row');
  await expect(audit).toHaveCount(4);
  const application = `the application “Pilot (investor)” of ${company}`;
  await expect(audit.first().getByTestId('audit-sentence')).toHaveText(`Platform Manager moved ${application} from Searching to Waiting for the client`);
  await expect(audit.nth(1).getByTestId('audit-sentence')).toHaveText(new RegExp(`^Platform Manager offered .+ on ${application.replace(/[()]/g, '\\$&')}$`));
  await expect(audit.nth(2).getByTestId('audit-sentence')).toHaveText(`Platform Manager moved ${application} from Signing the agreement to Searching`);
  await expect(audit.nth(3)).toContainText('Comment: Agreement terms sent to the client');
  await expect(audit.first().getByRole('link', { name: company })).toHaveAttribute('href', /\/manage\/companies\/investor\/[0-9a-f-]{36}$/);
});
