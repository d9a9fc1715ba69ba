import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { format, parse } from 'date-fns';
import { enUS, ru } from 'date-fns/locale';
import { DATE_FORMATS, type CrowdfundingCard } from '@platform/contract';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { declareBacker, fileRound, roundStartup } from './support/crowdfunding-rounds.js';
import { expect, test } from './support/test.js';
import { text, type Language } from './support/texts.js';

/*
 * A commitment as a demanding backer reads it on a phone, in each language: the amount of a round
 * with a minimum ticket is not called optional, the last moment to cancel stands by the button,
 * the cancel dialog's buttons say what each does, a reconfirmation shows the change of terms
 * before it asks, and a finished round tells when its next quarterly report is due.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const locales = { en: enUS, ru } as const;
/** Dates as the web writes them (the contract's patterns): a calendar day, or a moment in the browser's zone. */
const day = (value: string, language: Language) => format(parse(value, 'yyyy-MM-dd', new Date()), DATE_FORMATS[language].date, { locale: locales[language] });
const moment = (iso: string, language: Language) => format(new Date(iso), DATE_FORMATS[language].dateTime, { locale: locales[language] });

async function ok(what: string, answer: ReturnType<APIRequestContext['post']>): Promise<void> {
  const res = await answer;
  expect(res.ok(), `${what}: ${await res.text()}`).toBe(true);
}

async function phone(browser: Browser, baseURL: string, token: string, language: Language, path: string): Promise<Page> {
  const { page } = await cabinetDevice(browser, baseURL, token, language, { width: 390, height: 844 });
  await page.goto(path);
  return page;
}

async function card(request: APIRequestContext, token: string, role: 'investor' | 'startup', id: string): Promise<CrowdfundingCard> {
  const res = await request.get(`/api/v1/${role}/crowdfunding_card/${id}`, { headers: auth(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as CrowdfundingCard;
}

for (const language of ['en', 'ru'] as const satisfies Language[]) {
  test(`(${language}, 390 px) joining, the last moment to cancel, keeping the commitment and reconfirming after the change it shows`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now()}-w${testInfo.workerIndex}`;
    const startup = await roundStartup(request, uniqueEmail(testInfo, `commit-startup-${language}`), `Tillage Labs ${stamp}`);
    const roundId = await fileRound(request, startup, { min: 10_000, max: 100_000 });
    const manager = await apiLogin(request, demo.manager);
    await ok('activate', request.post(`/api/v1/manager/crowdfunding/${roundId}/status`, { headers: auth(manager), data: { status: 'active' } }));
    const investor = await apiSignUp(request, uniqueEmail(testInfo, `commit-investor-${language}`), `Acre Capital ${stamp}`);
    const token = await apiLogin(request, investor.email, investor.password);
    // A backer declares its figures before it may join (Investor checks, through the API here).
    await declareBacker(request, token);

    const page = await phone(browser, baseURL!, token, language, `/cabinet/crowdfunding/view/${roundId}`);
    await page.getByTestId('join-round').click(FIRST_LOAD);
    const joining = page.getByRole('dialog', { name: text(language, 'crowdfundingView.join.title') });
    // The round has a minimum ticket: the hint names the bounds and does not call the amount optional.
    const optional = text(language, 'crowdfundingView.join.amountHint').split('.')[0]!;
    await expect(joining).toContainText(language === 'en' ? 'the minimum ticket' : 'минимальный билет');
    await expect(joining).not.toContainText(optional);
    await joining.getByRole('textbox', { name: text(language, 'crowdfundingView.join.amount') }).fill('5000');
    await joining.getByRole('button', { name: text(language, 'crowdfundingView.join.submit'), exact: true }).click();
    await expect(joining).toBeHidden();

    // The last moment to cancel stands beside the button: 48 hours after joining, well before the round's last 48 hours.
    const own = (await card(request, token, 'investor', roundId)).own_backing!;
    expect(Date.parse(own.cancel_until!) - Date.parse(own.created_at)).toBe(48 * 3_600_000);
    const until = text(language, 'crowdfundingView.cancel.until', { date: moment(own.cancel_until!, language) });
    await expect(page.getByTestId('cancel-until')).toHaveText(until);
    await expectNoSeriousViolations(page, `a waiting commitment with its last moment to cancel (${language})`);

    // The dialog's buttons say what each does; keeping the commitment keeps it.
    await page.getByTestId('cancel-backing').click();
    const cancelling = page.getByRole('dialog', { name: text(language, 'crowdfundingView.cancel.title') });
    await expect(cancelling).toContainText(until);
    await expect(cancelling.getByRole('button', { name: text(language, 'crowdfundingView.cancel.confirm') })).toBeVisible();
    await expectNoSeriousViolations(page, `the cancel dialog (${language})`);
    await cancelling.getByRole('button', { name: text(language, 'crowdfundingView.cancel.keep') }).click();
    await expect(cancelling).toBeHidden();
    await expect(page.getByTestId('backer-note')).toHaveAttribute('data-status', 'new');

    // A manager changes the terms: "Reconfirm" shows the change before it asks.
    const reason = `The startup asked to raise the maximum after its second pilot was paid (${stamp}).`;
    await ok(
      'change terms',
      request.post(`/api/v1/manager/crowdfunding/${roundId}/terms`, {
        headers: auth(manager),
        data: { value_of_investments: { min: 10_000, max: 150_000 }, reason },
      }),
    );
    await page.reload();
    await page.getByTestId('round-reconfirm').click(FIRST_LOAD);
    const reconfirming = page.getByRole('dialog', { name: text(language, 'roundTerms.reconfirm.dialogTitle') });
    const change = reconfirming.getByTestId('reconfirm-change');
    await expect(change).toContainText(text(language, 'roundTerms.changes.fields.investment_max'));
    await expect(change).toContainText(reason);
    await expectNoSeriousViolations(page, `the reconfirmation with its change of terms (${language})`);
    await reconfirming.getByRole('button', { name: text(language, 'roundTerms.reconfirm.confirm') }).click();
    await expect(reconfirming).toBeHidden();
    await expect(page.getByTestId('round-reconfirm-alert')).toHaveCount(0);
    await page.context().close();
  });

  test(`(${language}, 390 px) the startup and a backer read when the next quarterly report is due`, async ({ browser, request, baseURL }) => {
    for (const [email, role] of [
      [demo.startup, 'startup'],
      [demo.investor, 'investor'],
    ] as const) {
      const token = await apiLogin(request, email);
      const listed = await request.post(`/api/v1/${role}/crowdfunding_dashboard_list?take=20&skip=0`, {
        headers: auth(token),
        data: { search: 'Nordlight', status: 'finished' },
      });
      const rounds = ((await listed.json()) as { crowdfunds: { id: string }[] }).crowdfunds;
      const cards = await Promise.all(rounds.map((r) => card(request, token, role, r.id)));
      const current = cards.find((c) => c.reporting?.state === 'current');
      expect(current, 'the demo has a finished round with its reporting current').toBeTruthy();
      const page = await phone(browser, baseURL!, token, language, `/cabinet/crowdfunding/view/${current!.id}`);
      await expect(page.getByTestId('round-reporting')).toHaveText(
        text(language, 'backersRoom.reporting.current', { date: day(current!.reporting!.due, language) }),
        FIRST_LOAD,
      );
      await page.context().close();
    }
  });
}
