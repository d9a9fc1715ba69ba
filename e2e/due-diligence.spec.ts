import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { choose } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { NEW_SCREEN, openApplicationsAs } from './support/applications.js';
import { FIRST_LOAD } from './support/cabinet.js';

/**
 * Due diligence from three sides at once, each in a browser context of its own: the demo startup
 * files the application, the manager sends it to the demo expert company and reviews the report,
 * the expert (in Russian) answers, assigns an internal expert and writes the report. Nobody
 * reloads to see the others' moves. At the end the startup downloads the approved report and
 * shares it, and the demo investor finds it on the startup's profile.
 */

type Texts = Record<string, unknown>;
const ru = JSON.parse(readFileSync(new URL('../apps/web/src/shared/i18n/locales/ru.json', import.meta.url), 'utf8')) as Texts;
/** A Russian text of the web by its key, with `{{values}}` filled in. */
function tr(key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = ru;
  for (const part of key.split('.')) node = (node as Texts)[part];
  if (typeof node !== 'string') throw new Error(`no Russian text ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A day from now as the date inputs take it (dd.mm.yyyy). */
function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
}

test.use({ viewport: { width: 1280, height: 1000 } });

/** A second or third actor's context, signed in through the API, in its own language. */
async function openAs(browser: Browser, baseURL: string, email: string, path: string, language: 'en' | 'ru'): Promise<Page> {
  const token = await (async () => {
    const context = await browser.newContext({ baseURL });
    const t = await apiLogin(context.request, email);
    await context.close();
    return t;
  })();
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL }]);
  await context.addInitScript(
    ([session, lang]) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', session!);
      localStorage.setItem('current_language', lang!);
    },
    [token, language],
  );
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('a due-diligence application goes from the startup to an expert company and back as an approved, shared report', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const conclusion = `A sound robot fleet with a clear roadmap (${stamp})`;

  // The expert company's list is open before anything is sent to it.
  const expert = await openAs(browser, baseURL!, demo.expert, '/cabinet/applications', 'ru');
  const cards = expert.getByTestId('expert-ticket-card');
  await expect(cards.first()).toBeVisible(FIRST_LOAD);

  // The startup files the application.
  await openApplicationsAs(page, await apiLogin(request, demo.startup));
  await page.getByRole('button', { name: 'New application' }).click();
  await page.getByRole('menuitem', { name: 'Due diligence' }).click();
  await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible(NEW_SCREEN);
  await choose(page, 'Type of due diligence', ['Technical']);
  await page.getByRole('textbox', { name: 'Goals and tasks' }).fill(`Review the robots' software and the team before our round (${stamp})`);
  const filed = page.waitForResponse((answer) => answer.url().includes('/duedill/due_dill_form') && answer.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send application' }).click();
  const clientTicket = ((await (await filed).json()) as { id: string }).id;
  await expect(page).toHaveURL(/\/cabinet\/applications$/);

  // The manager ranks the expert companies and sends the application to the demo one.
  const manager = await openAs(browser, baseURL!, demo.manager, `/manage/tickets/${clientTicket}`, 'en');
  const candidates = manager.getByRole('list', { name: 'Expert companies' });
  const clearview = candidates.getByRole('listitem', { name: 'Clearview Due Diligence' });
  await expect(clearview).toBeVisible(FIRST_LOAD);
  await expect(clearview.getByTestId('expert-candidate-industries')).not.toBeEmpty();
  await expect(clearview.getByTestId('expert-candidate-facts')).toContainText('Answered');
  await clearview.getByRole('button', { name: 'Send to Clearview Due Diligence' }).click();
  const send = manager.getByRole('dialog', { name: 'Send to an expert company' });
  await send.getByRole('textbox', { name: 'Timeline' }).fill('Three weeks');
  await send.getByRole('textbox', { name: 'Fee' }).fill('9500');
  for (const [field, days] of [
    ['Start date', 14],
    ['Answer by', 7],
  ] as const) {
    await send.getByRole('textbox', { name: field }).fill(inDays(days));
    await send.getByRole('textbox', { name: field }).press('Tab');
  }
  const sent = manager.waitForResponse((answer) => answer.url().endsWith(`/tickets/${clientTicket}/expert`) && answer.request().method() === 'POST');
  await send.getByRole('button', { name: 'Send' }).click();
  const sentWork = ((await (await sent).json()) as { expert_work: { id: string }[] }).expert_work;
  await expect(manager.getByText('The application was sent to Clearview Due Diligence')).toBeVisible();
  const work = manager.getByTestId('expert-work');
  await expect(work).toContainText('Clearview Due Diligence');

  // The expert sees the new request arrive, opens it and takes it. Other journeys send requests to
  // the same demo company meanwhile, so the card is found by its link, not by the list's length.
  const arrived = cards.locator(`a[href$="/expert_duedill/${sentWork[0]!.id}"]`);
  await expect(arrived).toBeVisible();
  await arrived.click();
  await expect(expert).toHaveURL(/\/cabinet\/applications\/view\/expert_duedill\/[0-9a-f-]{36}/, NEW_SCREEN);
  const expertTicket = /expert_duedill\/([0-9a-f-]{36})/.exec(expert.url())![1]!;
  await expect(expert.getByText(`(${stamp})`)).toBeVisible(NEW_SCREEN);
  await expert.getByRole('button', { name: tr('applications.interest.interesting'), exact: true }).click();
  await expect(expert.getByText(tr('applications.interest.chosen'))).toBeVisible();
  await expect(expert.getByRole('button', { name: tr('applications.interest.interesting'), exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The manager agrees the terms with the client: the work starts.
  await manager.goto(`/manage/tickets/${expertTicket}`);
  await manager.getByRole('button', { name: 'Terms agreed with the client — start the work' }).click();
  await manager.getByRole('dialog', { name: 'Start the work?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(manager.getByText('The expert starts the work')).toBeVisible();

  // The expert assigns an internal expert and writes the report: a draft, then the submission.
  await expect(expert.getByTestId('expert-interest-lock')).toBeVisible();
  const assignee = expert.getByRole('combobox', { name: tr('applications.expert.internalExpert.label') });
  // A seeded expert (the oldest): another journey adds and deletes experts of this company meanwhile.
  const expertToken = await apiLogin(request, demo.expert);
  const listed = await request.post('/api/v1/expert/internal-expert/list?take=1&skip=0&order_dir=asc', {
    data: { search: '' },
    headers: { authorization: `Bearer ${expertToken}` },
  });
  const [seeded] = ((await listed.json()) as { experts: { name: string; surname: string }[] }).experts;
  await assignee.click();
  await expert.getByRole('option', { name: `${seeded!.name} ${seeded!.surname}`, exact: true }).click();
  await expect(expert.getByText(tr('applications.expert.internalExpert.saved'))).toBeVisible();
  await expert.goto(`/cabinet/applications/view/expert_duedill/${expertTicket}/report`);
  const form = expert.getByTestId('report-form');
  await expect(form).toBeVisible(NEW_SCREEN);
  await form.getByRole('textbox', { name: tr('applications.expert.report.fields.method') }).fill('Interviews with the founders and a review of the code base');
  await form.getByRole('button', { name: tr('applications.expert.report.fields.addArtifact') }).click();
  await form.getByRole('textbox', { name: tr('applications.expert.report.fields.artifact', { number: 1 }) }).fill('Architecture overview');
  await form.getByRole('button', { name: tr('applications.expert.report.save') }).click();
  await expect(expert.getByText(tr('applications.expert.report.saved'))).toBeVisible();
  await expect(expert.getByTestId('report-status')).toContainText(tr('applications.expert.report.status.saved.title'));
  await form.getByRole('textbox', { name: tr('applications.expert.report.fields.conclusion') }).fill(conclusion);
  await form.getByRole('textbox', { name: tr('applications.expert.report.fields.risks') }).fill('Deployments depend on one engineer');
  await form.getByRole('textbox', { name: tr('applications.expert.report.fields.recommendations') }).fill('Automate the deployments before the round');
  await form.getByRole('button', { name: tr('applications.expert.report.submit') }).click();
  await expect(expert.getByText(tr('applications.expert.report.submitted'))).toBeVisible();
  await expect(expert.getByTestId('report-status')).toContainText(tr('applications.expert.report.status.under_review.title'));

  // The manager finds it among the reports to review and asks for changes.
  await manager.goto('/manage/reports');
  await expect(manager.getByTestId('report-row').filter({ hasText: 'Nordlight Robotics' }).first()).toBeVisible(FIRST_LOAD);
  await manager.goto(`/manage/tickets/${expertTicket}`);
  const review = manager.getByTestId('report-review');
  await expect(review).toContainText(conclusion, FIRST_LOAD);
  await review.getByRole('textbox', { name: 'Comment for the expert' }).fill('Please add the risks of the hiring plan');
  await review.getByRole('button', { name: 'Ask for changes' }).click();
  await expect(manager.getByText('The expert is asked for changes')).toBeVisible();

  // The expert sees the request live, edits and submits again.
  await expect(expert.getByTestId('report-change-request')).toContainText('Please add the risks of the hiring plan');
  await form.getByRole('textbox', { name: tr('applications.expert.report.fields.risks') }).fill('Deployments depend on one engineer; the hiring plan is thin');
  await form.getByRole('button', { name: tr('applications.expert.report.submit') }).click();
  // The first submission's notice may still show beside this one.
  await expect(expert.getByText(tr('applications.expert.report.submitted')).last()).toBeVisible();
  await expect(expert.getByTestId('report-status')).toContainText(tr('applications.expert.report.status.under_review.title'));

  // The manager approves.
  await expect(review.getByRole('button', { name: 'Approve' })).toBeEnabled();
  await expect(review).toContainText('the hiring plan is thin');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByText('The report is approved; the client can read it now')).toBeVisible();
  await expect(expert.getByTestId('report-status')).toContainText(tr('applications.expert.report.status.approved.title'));

  // The startup's list, open all along, shows the application done: step 6 in the positive colour.
  const card = page.getByTestId('application-card').filter({ has: page.locator(`a[href*="${clientTicket}"]`) });
  await expect(card.getByTestId('application-step')).toHaveText('Step 6 of 6');
  await expect(card.getByTestId('application-step')).toHaveAttribute('data-tone', 'positive');
  // Its report opens and downloads as a PDF.
  await card.getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Report' }).click();
  await expect(page.getByTestId('client-report')).toContainText(conclusion, NEW_SCREEN);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Beside the download, the file's fingerprint: what sha256sum prints for the downloaded bytes.
  await expect(page.getByTestId('report-fingerprint')).toContainText(createHash('sha256').update(bytes).digest('hex'));

  // The startup shares it on its profile, where the demo investor reads it.
  await page.goto('/cabinet/profile');
  const mine = page.getByRole('list', { name: 'Due diligence reports' }).getByRole('listitem').filter({ hasText: conclusion });
  const share = mine.getByRole('switch', { name: 'Shared on the profile' });
  await expect(share).not.toBeChecked();
  // The switch follows the server: it turns on once the report is shared.
  await share.click();
  await expect(page.getByText('The report shows on your profile')).toBeVisible();
  await expect(share).toBeChecked();
  const startupId = (
    (await (await request.get('/api/v1/user/info', { headers: { authorization: `Bearer ${await apiLogin(request, demo.startup)}` } })).json()) as { id: string }
  ).id;
  const investor = await openAs(browser, baseURL!, demo.investor, `/cabinet/startups/${startupId}`, 'en');
  await expect(investor.getByRole('list', { name: 'Due diligence reports' }).getByText(conclusion)).toBeVisible(FIRST_LOAD);
});
