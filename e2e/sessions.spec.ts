import type { Browser, Page } from '@playwright/test';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { expect, test } from './support/test.js';
import { text, type Language } from './support/texts.js';

const viewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** A browser of its own, signed in with `token`, in the language of the journey. */
async function signedInPage(browser: Browser, baseURL: string, token: string, language: Language, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies([{ name: 'isCookieAgreementAccepted', value: '1', url: baseURL }]);
  await context.addInitScript(
    ([session, lang]) => {
      localStorage.setItem('token', session!);
      localStorage.setItem('current_language', lang!);
    },
    [token, language],
  );
  return context.newPage();
}

/*
 * Someone signed in on two devices sees both in Settings, signs the other one out, and that other
 * device's live connection closes at once and its page is sent to sign in; the sign-ins list
 * shows the attempts, the wrong one too.
 */
for (const language of ['en', 'ru'] as const satisfies Language[]) {
  for (const viewport of viewports) {
    test(`a user signs another device out from Settings (${language}, ${viewport.width} px)`, async ({ browser, request, baseURL }, testInfo) => {
      const account = await apiSignUp(request, uniqueEmail(testInfo, `sessions-${language}-${viewport.width}`), `Two Screens ${language} ${viewport.width}`);
      const wrong = await request.post('/api/v1/auth/login', { data: { email: account.email, password: 'not-the-password' } });
      expect(wrong.status()).toBe(401);
      const laptopToken = await apiLogin(request, account.email, account.password);
      // Sign-up left a session of its own: it is ended first, so the journey holds two devices.
      const asLaptop = { authorization: `Bearer ${laptopToken}` };
      const listed = (await (await request.get('/api/v1/user/sessions', { headers: asLaptop })).json()) as { items: { id: string; current: boolean }[] };
      for (const other of listed.items.filter((s) => !s.current))
        expect((await request.delete(`/api/v1/user/sessions/${other.id}`, { headers: asLaptop })).ok()).toBe(true);
      const phoneToken = await apiLogin(request, account.email, account.password);
      const changed = await request.patch('/api/v1/user/settings', { headers: asLaptop, data: { language } });
      expect(changed.ok(), await changed.text()).toBe(true);

      const phone = await signedInPage(browser, baseURL!, phoneToken, language, viewport);
      const socket = phone.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), ...FIRST_LOAD });
      await phone.goto('/cabinet/settings');
      const ws = await socket;
      await ws.waitForEvent('framereceived', { predicate: (frame) => typeof frame.payload === 'string' && frame.payload.startsWith('40'), ...FIRST_LOAD });
      const closed = ws.waitForEvent('close', FIRST_LOAD);

      const laptop = await signedInPage(browser, baseURL!, laptopToken, language, viewport);
      await laptop.goto('/cabinet/settings');
      const sessions = laptop.getByRole('region', { name: text(language, 'sessions.list.title') });
      const rows = sessions.getByTestId('session-row');
      await expect(rows).toHaveCount(2, FIRST_LOAD);
      const thisDevice = text(language, 'sessions.list.thisDevice');
      await expect(rows.filter({ hasText: thisDevice })).toHaveCount(1);
      await expect(sessions.getByRole('button', { name: text(language, 'sessions.list.endOthers') })).toBeVisible();
      await expectNoSeriousViolations(laptop, `settings, sessions (${language}, ${viewport.width} px)`);

      await rows
        .filter({ hasNotText: thisDevice })
        .getByRole('button', { name: new RegExp(`^${text(language, 'sessions.list.end')}`) })
        .click();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(thisDevice);

      // The other device: its socket is closed by the server, and its page asks it to sign in again.
      await closed;
      await expect(phone).toHaveURL(/\/login$/, FIRST_LOAD);
      await expect(phone.getByRole('heading', { level: 1, name: text(language, 'auth.login.title') })).toBeVisible();

      const signins = laptop.getByRole('region', { name: text(language, 'sessions.signins.title') });
      const attempts = signins.getByTestId('signin-row');
      await expect(attempts.filter({ hasText: text(language, 'sessions.outcome.success') })).toHaveCount(2);
      await expect(attempts.filter({ hasText: text(language, 'sessions.outcome.wrong_password') })).toHaveCount(1);
      await expectNoSeriousViolations(laptop, `settings, sign-ins (${language}, ${viewport.width} px)`);
      await laptop.context().close();
      await phone.context().close();
    });
  }
}

/*
 * A manager reads a company's sign-ins on its back-office page and ends all its sessions after a
 * confirmation: the company's open page is sent to sign in.
 */
for (const [language, viewport] of [
  ['en', viewports[0]],
  ['ru', viewports[1]],
] as const) {
  test(`a manager ends every session of a company (${language}, ${viewport.width} px)`, async ({ browser, request, baseURL }, testInfo) => {
    const account = await apiSignUp(request, uniqueEmail(testInfo, `end-all-${language}`), `Ended Everywhere ${language}`);
    const companyToken = await apiLogin(request, account.email, account.password);
    const info = (await (await request.get('/api/v1/user/info', { headers: { authorization: `Bearer ${companyToken}` } })).json()) as { id: string };
    const managerToken = await apiLogin(request, demo.manager);

    const company = await signedInPage(browser, baseURL!, companyToken, 'en', viewport);
    await company.goto('/cabinet/settings');
    await expect(
      company
        .getByRole('region', { name: text('en', 'sessions.list.title') })
        .getByTestId('session-row')
        .first(),
    ).toBeVisible(FIRST_LOAD);

    const manager = await signedInPage(browser, baseURL!, managerToken, language, viewport);
    await manager.goto(`/manage/companies/investor/${info.id}`);
    const card = manager.getByRole('region', { name: text(language, 'sessions.backoffice.title') });
    await expect(card.getByTestId('signin-row').filter({ hasText: text(language, 'sessions.outcome.success') })).toHaveCount(1, FIRST_LOAD);
    await card.getByRole('button', { name: text(language, 'sessions.backoffice.endAll') }).click();
    const dialog = manager.getByRole('dialog', { name: text(language, 'sessions.backoffice.confirmTitle') });
    await expectNoSeriousViolations(manager, `company page, end all sessions (${language}, ${viewport.width} px)`);
    await dialog.getByRole('button', { name: text(language, 'sessions.backoffice.confirm') }).click();
    await expect(dialog).toBeHidden();

    await expect(company).toHaveURL(/\/login$/, FIRST_LOAD);
    expect((await request.get('/api/v1/user/info', { headers: { authorization: `Bearer ${companyToken}` } })).status()).toBe(401);
    await manager.context().close();
    await company.context().close();
  });
}
