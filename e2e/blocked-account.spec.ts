import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiSignUp, uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';
import { text, type Language } from './support/texts.js';

/**
 * A company blocked by a manager learns why and whom to write to: on its open page at once, and
 * when it tries to sign in again. Each journey blocks a freshly signed-up account, so no shared
 * demo account changes.
 */

const CONTACT = 'support@platform.localhost';

/** Opens a page of the app on this device in the given language, signed in with the token. */
async function openIn(page: Page, language: Language, token: string, path: string) {
  await page.addInitScript((lang) => localStorage.setItem('current_language', lang), language);
  await openCabinetAs(page, token, path);
}

async function signIn(page: Page, language: Language, email: string, password: string) {
  await page.getByLabel(text(language, 'auth.login.email')).fill(email);
  await page.getByLabel(text(language, 'auth.login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text(language, 'auth.login.submit') }).click();
}

for (const language of ['en', 'ru'] as const) {
  test(
    `(${language}) a manager blocks a company sharing the reason: its open page says it was blocked, and its sign-in shows the reason and the ` + `contact`,
    async ({ browser, request }, testInfo) => {
      const account = await apiSignUp(request, uniqueEmail(testInfo, `blocked-${language}`), `Blocked Capital ${language}`);
      const token = await apiLogin(request, account.email, account.password);
      const { id } = (await (await request.get('/api/v1/user/info', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string };
      const reason = language === 'en' ? 'Your company documents could not be verified' : 'Не удалось проверить документы компании';

      const companyContext = await browser.newContext();
      const managerContext = await browser.newContext();
      try {
        const company = await companyContext.newPage();
        await openIn(company, language, token, '/cabinet/profile');
        await expect(company.getByRole('navigation').first()).toBeVisible(FIRST_LOAD);

        // The manager blocks, choosing that the company sees the reason.
        const manager = await managerContext.newPage();
        await openIn(manager, language, await apiLogin(request, demo.manager), `/manage/companies/by-id/${id}`);
        await manager.getByTestId('account-block').click(FIRST_LOAD);
        const dialog = manager.getByRole('dialog');
        await dialog.getByRole('textbox', { name: text(language, 'backoffice.block.reason') }).fill(reason);
        await dialog.getByLabel(text(language, 'backoffice.block.shareReason')).check();
        await expectNoSeriousViolations(manager, `the block dialog (${language})`);
        await dialog.getByRole('button', { name: text(language, 'backoffice.block.blockSubmit') }).click();
        await expect(manager.getByTestId('account-blocked-shared')).toHaveText(text(language, 'backoffice.account.reasonShared'));

        // The company's open page signs out at once, saying it was blocked, why, and whom to write to.
        const notice = company.getByRole('alert').filter({ hasText: text(language, 'auth.blocked.signedOut') });
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(text(language, 'auth.blocked.reason', { reason }));
        await expect(notice).toContainText(text(language, 'auth.blocked.signedOutContact', { contact: CONTACT }));
        await expect(notice).not.toContainText(text(language, 'auth.sessionEnded'));
        await expect(company.getByRole('button', { name: text(language, 'auth.login.submit') })).toBeVisible();

        // Signing in again is refused with the same reason and a link to write to the platform.
        await signIn(company, language, account.email, account.password);
        const refused = company.getByTestId('sign-in-blocked');
        await expect(refused).toContainText(text(language, 'auth.blocked.title'));
        await expect(refused).toContainText(text(language, 'auth.blocked.reason', { reason }));
        await expect(refused.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
        await expectNoSeriousViolations(company, `the blocked sign-in (${language})`);
      } finally {
        await companyContext.close();
        await managerContext.close();
      }
    },
  );
}

test('a block whose reason the manager kept to the managers shows the contact only', async ({ page, request }, testInfo) => {
  const account = await apiSignUp(request, uniqueEmail(testInfo, 'blocked-internal'), 'Quiet Capital');
  const token = await apiLogin(request, account.email, account.password);
  const { id } = (await (await request.get('/api/v1/user/info', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string };
  const managerToken = await apiLogin(request, demo.manager);
  const blocked = await request.post(`/api/v1/manager/companies/${id}/block`, {
    data: { reason: 'Internal fraud review, do not disclose' },
    headers: { authorization: `Bearer ${managerToken}` },
  });
  expect(blocked.status()).toBe(200);

  await page.addInitScript(() => localStorage.setItem('current_language', 'en'));
  await page.goto('/');
  await signIn(page, 'en', account.email, account.password);
  const refused = page.getByTestId('sign-in-blocked');
  await expect(refused).toContainText('This account is blocked', FIRST_LOAD);
  await expect(refused.getByRole('link', { name: CONTACT })).toBeVisible();
  await expect(refused.getByTestId('sign-in-blocked-reason')).toHaveCount(0);
  await expect(page.getByText('Internal fraud review')).toHaveCount(0);
});
