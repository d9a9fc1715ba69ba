import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { declareBacker, fileRound, roundStartup } from './support/crowdfunding-rounds.js';
import { text } from './support/texts.js';

/*
 * A round's key investment information sheet: a manager opens the round (version 1) and changes
 * its terms (version 2); a backer downloads the current sheet from the round's page, joins
 * acknowledging it, and checks the file on /verify, where the replaced version says so. The
 * manager exports the round's backer records, which hold the acknowledgment. Each language on a
 * desktop and a phone; axe on the sheet's card, the join dialog and the check.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const combinations = (['en', 'ru'] as const).flatMap((language) => [1280, 390].map((width) => ({ language, width })));
type Versions = { versions: { version: number; current: boolean; sha256: { en: string; ru: string } }[] };

async function ok(what: string, answer: ReturnType<APIRequestContext['post']>): Promise<void> {
  const res = await answer;
  expect(res.ok(), `${what}: ${await res.text()}`).toBe(true);
}

/** The bytes of a file the page saved, and their SHA-256. */
async function saved(download: Download): Promise<{ bytes: Buffer; sha256: string }> {
  const bytes = await readFile((await download.path())!);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Clicks a button that saves a file and answers the file. */
async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}

for (const { language, width } of combinations) {
  const where = `${language}, ${width} px`;
  test(`(${where}) a backer downloads the round's key information sheet, joins acknowledging it and checks it on /verify`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const tag = `${language}-${width}`;
    const stamp = `${Date.now()}-w${testInfo.workerIndex}`;
    const manager = await apiLogin(request, demo.manager);
    const company = `Kiln Sensor ${tag} ${stamp}`;
    const startup = await roundStartup(request, uniqueEmail(testInfo, `kiis-startup-${tag}`), company);
    const roundId = await fileRound(request, startup, { min: 10_000, max: 100_000 });
    await ok('activate', request.post(`/api/v1/manager/crowdfunding/${roundId}/status`, { headers: auth(manager), data: { status: 'active' } }));
    const reason = `The startup raised its maximum after a second pilot (${stamp}).`;
    const terms = { value_of_investments: { min: 10_000, max: 150_000 }, reason };
    await ok('change terms', request.post(`/api/v1/manager/crowdfunding/${roundId}/terms`, { headers: auth(manager), data: terms }));
    const listed = (await (await request.get(`/api/v1/crowdfunding/${roundId}/kiis/versions`, { headers: auth(manager) })).json()) as Versions;
    expect(listed.versions.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);

    const account = await apiSignUp(request, uniqueEmail(testInfo, `kiis-backer-${tag}`), `Ember Fund ${tag} ${stamp}`, { language });
    const token = await apiLogin(request, account.email, account.password);
    await declareBacker(request, token);
    const { context, page } = await cabinetDevice(browser, baseURL!, token, language, { width, height: width > 600 ? 900 : 844 });
    await page.goto(`/cabinet/crowdfunding/view/${roundId}`);

    // The round's page lists both versions, the current one first, each with its fingerprint.
    const card = page.getByRole('region', { name: text(language, 'kiis.title') });
    const current = card.getByTestId('kiis-version').first();
    await expect(current).toHaveAttribute('data-version', '2', FIRST_LOAD);
    await expect(current).toContainText(listed.versions[0]!.sha256[language]);
    await expect(card.getByTestId('kiis-version').nth(1)).toHaveAttribute('data-current', 'false');
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, `the round's key information sheets (${where})`);

    // Downloaded in the reader's language: the very bytes whose fingerprint the page shows.
    const sheet = await saved(await download(page, () => current.getByTestId(`kiis-download-2-${language}`).click()));
    expect(sheet.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sheet.sha256).toBe(listed.versions[0]!.sha256[language]);
    const older = await saved(await download(page, () => card.getByTestId(`kiis-download-1-${language}`).click()));
    expect(older.sha256).toBe(listed.versions[1]!.sha256[language]);

    // The join dialog names the current version; joining acknowledges it.
    await page.getByTestId('join-round').click();
    const joining = page.getByRole('dialog', { name: text(language, 'crowdfundingView.join.title') });
    await expect(joining.getByTestId('kiis-notice')).toContainText(text(language, 'kiis.joinNotice', { version: '2' }));
    await expectNoSeriousViolations(page, `the join dialog with the sheet (${where})`);
    await joining.getByRole('textbox', { name: text(language, 'crowdfundingView.join.amount') }).fill('20000');
    await joining.getByRole('button', { name: text(language, 'crowdfundingView.join.submit'), exact: true }).click();
    await expect(joining).toBeHidden();
    await expect(page.getByTestId('backer-note')).toHaveAttribute('data-status', 'new');

    // On /verify the downloaded file is the current version of this round's sheet.
    await page.goto('/verify');
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'kiis.pdf', mimeType: 'application/pdf', buffer: sheet.bytes });
    const result = page.getByTestId('verify-kiis');
    await expect(result).toHaveAttribute('data-current', 'true');
    await expect(result).toContainText(text(language, 'verify.kiis.title'));
    await expect(result).toContainText(company);
    await expect(page).toHaveURL(new RegExp(`sha256=${sheet.sha256}`));
    await expectNoSeriousViolations(page, `a genuine sheet on /verify (${where})`);
    // The first version is genuine too, and says a newer one replaced it.
    await file.setInputFiles({ name: 'kiis-v1.pdf', mimeType: 'application/pdf', buffer: older.bytes });
    await expect(result).toHaveAttribute('data-current', 'false');
    await expect(result).toContainText(text(language, 'verify.kiis.replaced'));
    await expectNoSeriousViolations(page, `a replaced sheet on /verify (${where})`);
    await context.close();

    // The manager exports the round's backer records: the backer acknowledged version 2.
    const desk = await cabinetDevice(browser, baseURL!, manager, language, { width, height: width > 600 ? 900 : 844 });
    await desk.page.goto(`/manage/crowdfunding/${roundId}`);
    const backers = desk.page.getByTestId('round-backers');
    await expect(backers).toContainText(account.company, FIRST_LOAD);
    const csv = await saved(await download(desk.page, () => backers.getByTestId('backer-records-csv').click()));
    const rows = csv.bytes.toString('utf8').split('\n');
    expect(rows.find((row) => row.includes('kiis.acknowledged') && row.includes(account.company))).toBeDefined();
    await desk.context.close();
  });
}

test('the startup previews its sheet before a manager opens the round; the manager reads it in moderation', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}-w${testInfo.workerIndex}`;
  const email = uniqueEmail(testInfo, 'kiis-preview');
  const startup = await roundStartup(request, email, `Loom Robotics ${stamp}`);
  const roundId = await fileRound(request, startup, { min: 10_000, max: 100_000 });

  const own = await cabinetDevice(browser, baseURL!, startup, 'en', { width: 390, height: 844 });
  await own.page.goto(`/cabinet/crowdfunding/view/${roundId}`);
  const card = own.page.getByRole('region', { name: text('en', 'kiis.title') });
  await expect(card.getByTestId('kiis-none')).toContainText(text('en', 'kiis.nonePreview'), FIRST_LOAD);
  const preview = await saved(await download(own.page, () => card.getByTestId('kiis-download-preview-en').click()));
  expect(preview.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSeriousViolations(own.page, 'the sheet preview of a round not opened yet');
  await own.context.close();

  const manager = await apiLogin(request, demo.manager);
  const desk = await cabinetDevice(browser, baseURL!, manager, 'ru');
  await desk.page.goto(`/manage/crowdfunding/${roundId}`);
  const moderation = desk.page.getByRole('region', { name: text('ru', 'kiis.title') });
  const inRussian = await saved(await download(desk.page, () => moderation.getByTestId('kiis-download-preview-ru').click(FIRST_LOAD)));
  expect(inRussian.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // A preview is made from the terms now and never stored: it does not verify.
  const check = (await (await request.get(`/api/v1/reports/verify/${inRussian.sha256}`)).json()) as { kind?: string } | null;
  expect(check?.kind).not.toBe('kiis');
  await desk.context.close();
});
