import { createHash } from 'node:crypto';
import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';

/**
 * Anyone can check a due-diligence report: a signed-out visitor drops the PDF the startup
 * downloaded on /verify and learns which report it is; a copy with one byte changed matches
 * nothing. The file is hashed in the browser; the page asks the server about the fingerprint only.
 */

type OwnReports = { reports: { id: string; ticket_id: string; expert_company: string; pdf: { version: number; sha256: string } | null }[] };

test('a signed-out visitor checks a downloaded report PDF on /verify, and a changed copy matches nothing', async ({ page, request }) => {
  // The startup downloads its approved report, as it would to send it to an investor.
  const headers = { authorization: `Bearer ${await apiLogin(request, demo.startup)}` };
  const own = (await (await request.get('/api/v1/startup/reports', { headers })).json()) as OwnReports;
  const report = own.reports.find((r) => r.pdf)!;
  expect(report, 'the demo startup has an approved report with a stored PDF').toBeDefined();
  const download = await request.get(`/api/v1/startup/ticket/${report.ticket_id}/report.pdf`, { headers });
  expect(download.status()).toBe(200);
  const pdf = await download.body();
  const fingerprint = createHash('sha256').update(pdf).digest('hex');
  expect(fingerprint).toBe(report.pdf!.sha256);
  expect(download.headers()['x-content-sha256']).toBe(fingerprint);
  const startup = ((await (await request.get(`/api/v1/reports/verify/${fingerprint}`)).json()) as { startup: string }).startup;

  // Signed out: this page has no session at all.
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Check a due-diligence report' })).toBeVisible();
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: pdf });
  const match = page.getByTestId('verify-match');
  await expect(match).toContainText('A genuine report');
  const { version } = report.pdf!;
  await expect(match).toContainText(`This is version ${version} of the due-diligence report on ${startup} by ${report.expert_company}, approved on`);
  await expect(match).toContainText(fingerprint);
  // The check is a link: the fingerprint is in the address.
  await expect(page).toHaveURL(new RegExp(`sha256=${fingerprint}`));

  const changed = Buffer.from(pdf);
  const middle = Math.floor(changed.length / 2);
  changed[middle] = changed[middle]! ^ 0x01;
  await file.setInputFiles({ name: 'report-copy.pdf', mimeType: 'application/pdf', buffer: changed });
  await expect(page.getByTestId('verify-no-match')).toContainText('No approved report has this fingerprint');
  await expect(page.getByTestId('verify-match')).toHaveCount(0);

  // The shared link of the genuine file says the same to whoever opens it.
  await page.goto(`/verify?sha256=${fingerprint.toUpperCase()}`);
  await expect(page.getByTestId('verify-match')).toContainText(`version ${report.pdf!.version}`);
});
