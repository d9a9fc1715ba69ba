import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { ok } from './support/reports.js';

/**
 * An investor reads the report the demo startup shares on its profile and downloads its PDF from
 * the card, in each language on a phone: the stored file, which the public check knows; a report
 * approved more than a year ago says it is stale.
 */

const PHONE = { width: 390, height: 844 };
const names = { en: 'Download PDF', ru: 'Скачать PDF' } as const;
const stale = { en: 'Stale: approved more than 12 months ago', ru: 'Устарел: утверждён больше 12 месяцев назад' } as const;

for (const language of ['en', 'ru'] as const) {
  test(`an investor downloads the PDF of a report shared on a startup's profile and reads which shared report is stale (${language})`, async ({
    request,
    browser,
    baseURL,
  }) => {
    const startupId = (await ok<{ id: string }>(request, 'get', '/api/v1/user/info', await apiLogin(request, demo.startup))).id;
    const { context, page } = await cabinetDevice(browser, baseURL!, await apiLogin(request, demo.investor), language, PHONE);
    await page.goto(`/cabinet/startups/${startupId}`);
    const card = page.getByTestId('card-shared-reports').getByTestId('profile-report').first();
    await expect(card).toBeVisible(FIRST_LOAD);
    await expectNoSeriousViolations(page, `startup profile with a shared report (${language})`);
    const button = card.getByRole('button', { name: new RegExp(`^${names[language]}`) });
    await button.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The file is the stored version: the public check knows its fingerprint.
    const checked = await request.get(`/api/v1/reports/verify/${createHash('sha256').update(bytes).digest('hex')}`);
    expect(checked.status()).toBe(200);

    // A demo startup shares a report approved more than a year ago: its card says it is stale.
    const investor = await apiLogin(request, demo.investor);
    const { startups } = await ok<{ startups: { id: string }[] }>(request, 'post', '/api/v1/foundation/startups/list?take=100', investor, {});
    let staleStartup: string | null = null;
    for (const { id } of startups) {
      const { reports } = await ok<{ reports: { stale: boolean }[] }>(request, 'get', `/api/v1/startup/${id}/reports`, investor);
      if (reports.some((r) => r.stale)) staleStartup = id;
      if (staleStartup) break;
    }
    expect(staleStartup).not.toBeNull();
    await page.goto(`/cabinet/startups/${staleStartup}`);
    await expect(page.getByTestId('card-shared-reports').getByTestId('profile-report-stale')).toHaveText(stale[language], FIRST_LOAD);
    await context.close();
  });
}
