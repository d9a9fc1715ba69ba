import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { mailedCode } from './api.js';

/** A unique address per test, worker and run: journeys run in parallel on one database. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}-${Date.now()}-w${testInfo.workerIndex}-r${testInfo.retry}@e2e.test`;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain-coloured PNG of the given size, for logo uploads. */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5b)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ApiAccount {
  email: string;
  password: string;
  company: string;
}

/** The first two sign-up calls: a code mailed to the address, read and verified; answers the proof. */
async function verifiedEmail(request: APIRequestContext, email: string): Promise<string> {
  const sent = await request.post('/api/v1/auth/send-code/registration', { data: { email } });
  if (!sent.ok()) throw new Error(`send code: ${sent.status()} ${await sent.text()}`);
  const code = await mailedCode(request, email);
  const verified = await request.post('/api/v1/auth/verify-code/registration', { data: { email, code } });
  if (!verified.ok()) throw new Error(`verify code: ${verified.status()} ${await verified.text()}`);
  const { registrationToken } = (await verified.json()) as { registrationToken: string };
  return registrationToken;
}

/**
 * Signs an investor up through the API calls, as a fresh account for a journey of its own; `extra`
 * changes the sign-up's answers (an expert: `{ role: 'expert', expertIn }`).
 */
export async function apiSignUp(
  request: APIRequestContext,
  email: string,
  company = 'Journey Capital',
  extra: Record<string, unknown> = {},
): Promise<ApiAccount> {
  const password = 'first-password';
  const registrationToken = await verifiedEmail(request, email);
  const registered = await request.post('/api/v1/auth/registration', {
    data: {
      registrationToken,
      role: 'investor',
      password,
      language: 'en',
      name: 'Journey',
      surname: 'Tester',
      position: 'Partner',
      company,
      website: 'journey.test',
      description: 'A fund created by an end-to-end journey.',
      phone: '+1 555 0100',
      agreement: true,
      ...extra,
    },
  });
  if (!registered.ok()) throw new Error(`registration: ${registered.status()} ${await registered.text()}`);
  return { email, password, company };
}

/**
 * Signs a startup up through the API, with the brief sign-up asks for and nothing in its profile:
 * a fresh account for a journey that fills a profile, so the demo startup keeps its own.
 */
export async function apiSignUpStartup(request: APIRequestContext, email: string, company: string): Promise<ApiAccount & { token: string }> {
  type Item = { id: number };
  const handbooks = (await (await request.get('/api/v2/handbooks')).json()) as Record<'countries' | 'industries' | 'regions' | 'rounds', Item[]>;
  const password = 'first-password';
  const registrationToken = await verifiedEmail(request, email);
  const registered = await request.post('/api/v1/auth/registration', {
    data: {
      registrationToken,
      role: 'startup',
      password,
      language: 'en',
      name: 'Journey',
      surname: 'Founder',
      position: 'CEO',
      company,
      website: 'journey-robotics.test',
      description: 'A startup created by an end-to-end journey.',
      phone: '+1 555 0100',
      agreement: true,
      brief: {
        country: handbooks.countries[0]!.id,
        regions: [handbooks.regions[0]!.id],
        industries: [handbooks.industries[0]!.id],
        rounds: [handbooks.rounds[0]!.id],
      },
    },
  });
  if (!registered.ok()) throw new Error(`registration: ${registered.status()} ${await registered.text()}`);
  const { token } = (await registered.json()) as { token: string };
  return { email, password, company, token };
}

/** Types a mailed code into the six boxes the way a person does: one digit after another. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** Picks options of a select or multi-select by its label, typing to search long lists. */
export async function choose(page: Page, label: string, options: string[]): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  for (const option of options) {
    await input.click();
    if (await input.isEditable()) await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
    // A multi-select stays open after a pick; the next pick opens it afresh.
    await page.keyboard.press('Escape');
  }
}
