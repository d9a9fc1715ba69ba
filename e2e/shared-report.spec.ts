import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { ok } from './support/reports.js';

/**
 * An investor reads the report the demo startup shares on its profile and downloads its PDF from
 * the card, in each language on a phone: the stored file, which the public check knows.
 */

const PHONE = { width: 390, height: 844 };
const names = { en: 'Download PDF', ru: 'Скачать PDF' } as const;

for (const language of ['en', 'ru'] as const) {
  test(`an investor downloads the PDF of a report shared on a startup's profile (${language})`, async ({ request, browser, baseURL }) => {
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
    await context.close();
  });
}
