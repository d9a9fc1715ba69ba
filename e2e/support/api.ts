import { expect, type APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';
export const demo = {
  startup: 'startup@demo.test',
  investor: 'investor@demo.test',
  corporate: 'corporate@demo.test',
  expert: 'expert@demo.test',
  manager: 'manager@demo.test',
} as const;

/** Signs in through the API, as a second actor in a journey would (not the user under test). */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A manager has a one-time sign-in link mailed to an account; the link (its path, `/?key=…`) is
 * read from the letter in the outbox, as the account's owner reads it. No answer carries the key.
 */
export async function mailedSigninLink(request: APIRequestContext, email: string): Promise<string> {
  const headers = { authorization: `Bearer ${await apiLogin(request, demo.manager)}` };
  const res = await request.post('/api/v1/manager/signin-keys', { data: { email }, headers });
  if (!res.ok()) throw new Error(`signin link: ${res.status()} ${await res.text()}`);
  // The letter is stored before the call answers, so the newest mail to the address is this one.
  const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, { headers });
  const { mails } = (await outbox.json()) as { mails: { text: string }[] };
  const link = /\/\?key=[\w-]+/.exec(mails[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`no sign-in link mailed to ${email}`);
  return link;
}

/** The demo manager's token, signed in once per worker: every journey that reads a code needs it. */
let managerToken: string | undefined;

/**
 * Reads the newest code mailed to an address from the outbox, as the user reads the letter. Only a
 * signed-in manager may read the outbox, so the demo manager signs in for it.
 */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      managerToken ??= await apiLogin(request, demo.manager);
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${managerToken}` } });
      // A server restarted between journeys no longer knows the session: sign in again on the next try.
      if (res.status() === 401) managerToken = undefined;
      if (!res.ok()) return '';
      const { mails } = (await res.json()) as { mails: { text: string }[] };
      code = (mails[0] && /\b(\d{6})\b/.exec(mails[0].text)?.[1]) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
