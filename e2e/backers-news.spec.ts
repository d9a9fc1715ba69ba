import type { APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { fileRound, joinRound, roundStartup } from './support/crowdfunding-rounds.js';
import { expect, test } from './support/test.js';
import { text, type Language } from './support/texts.js';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok(what: string, answer: ReturnType<APIRequestContext['post']>): Promise<void> {
  const res = await answer;
  expect(res.ok(), `${what}: ${await res.text()}`).toBe(true);
}

/*
 * What a round tells its backers reaches a company only while it is in the round: a backer the
 * manager declined reads, on a phone, the update posted while it waited, and not the one after.
 */
for (const language of ['en', 'ru'] as const satisfies Language[]) {
  test(`a declined backer reads the update from while it was in and not the later one (${language}, 390 px)`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const stamp = `${Date.now()}-w${testInfo.workerIndex}`;
    const startup = await roundStartup(request, uniqueEmail(testInfo, `news-startup-${language}`), `Furrow Sensors ${stamp}`);
    const roundId = await fileRound(request, startup, { min: 10_000, max: 100_000 });
    const manager = await apiLogin(request, demo.manager);
    await ok('activate', request.post(`/api/v1/manager/crowdfunding/${roundId}/status`, { headers: auth(manager), data: { status: 'active' } }));
    const backerEmail = uniqueEmail(testInfo, `news-backer-${language}`);
    await joinRound(request, backerEmail, `Hedge Row Capital ${stamp}`, roundId, 5_000);
    const backer = await apiLogin(request, backerEmail, 'first-password');

    const before = `While you wait: the first 100 sensors are in the fields (${stamp}).`;
    const after = `After the decision: the Danish pilot has started (${stamp}).`;
    const update = (body: string) =>
      request.post(`/api/v1/startup/crowdfunding/${roundId}/updates`, { headers: auth(startup), data: { text: body, files: [] } });
    await ok('the update while the backer waits', update(before));
    const listed = await request.post(`/api/v1/startup/${roundId}/backer/list?take=10&skip=0`, { headers: auth(startup), data: {} });
    const { backers } = (await listed.json()) as { backers: { id: string }[] };
    await ok('reject', request.post(`/api/v1/manager/crowdfunding/backer/${backers[0]!.id}/status`, { headers: auth(manager), data: { status: 'reject' } }));
    await ok('the update after the rejection', update(after));

    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL! }]);
    await context.addInitScript(
      ([session, lang]) => {
        localStorage.setItem('token', session!);
        localStorage.setItem('current_language', lang!);
      },
      [backer, language],
    );
    const page = await context.newPage();
    await page.goto(`/cabinet/crowdfunding/view/${roundId}`);
    await expect(page.getByTestId('backer-note')).toHaveText(text(language, 'crowdfundingView.note.reject'), FIRST_LOAD);
    const updates = page.getByTestId('round-updates');
    await expect(updates.getByRole('heading', { name: text(language, 'crowdfundingView.updates.title') })).toBeVisible();
    await expect(updates.getByTestId('round-update')).toHaveCount(1);
    await expect(updates.getByTestId('round-update')).toContainText(before);
    await expect(page.getByText(after)).toHaveCount(0);
    await expectNoSeriousViolations(page, `a declined backer's round view (${language})`);
    await context.close();
  });
}
