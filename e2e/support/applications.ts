import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { scoreFields } from '@platform/contract';
import { apiSignUpStartup } from './accounts.js';
import { FIRST_LOAD, openCabinetAs } from './cabinet.js';

/** A one-page PDF, small and valid enough for the server to take it as a pitch deck or unit economy. */
export function pdfBuffer(): Buffer {
  const objects = ['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[3 0 R]/Count 1>>', '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Signs a startup up through the API and fills a profile with every finance and score value: a full score. */
export async function fullScoreStartup(request: APIRequestContext, email: string): Promise<string> {
  const { token } = await apiSignUpStartup(request, email, 'Journey Robotics');
  const profile = await request.post('/api/v1/startup/profiledata', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      company: 'Journey Robotics',
      product_description: 'Inspection robots for wind turbine blades.',
      who_is_your_customer: 'Operators of onshore and offshore wind farms.',
      startup_finance_info: {
        annual_revenue: '1200000',
        mom_growth: '8',
        monthly_revenue: '35',
        monthly_burn_rate: '90000',
        mrr: '100000',
        runrate: '1200000',
        finance_actual_date: '2026-01-15',
      },
      startup_scoring: Object.fromEntries(scoreFields.map((field) => [field, 3])),
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  expect(((await profile.json()) as { isScoreFull: boolean }).isScoreFull).toBe(true);
  return token;
}

/** A screen seen for the first time in a journey loads its own chunk first. */
export const NEW_SCREEN = { timeout: 20_000 };

/** Opens the applications list with a session made through the API and waits for its heading. */
export async function openApplicationsAs(page: Page, token: string): Promise<void> {
  await openCabinetAs(page, token, '/cabinet/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible(FIRST_LOAD);
}

export async function pickFile(page: Page, field: string, name: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('group', { name: field }).getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdfBuffer() });
  await expect(page.getByRole('group', { name: field })).toContainText(name);
}

/** A day next year as the date input takes it. */
export function nextYear(): string {
  return `30.06.${new Date().getFullYear() + 1}`;
}
