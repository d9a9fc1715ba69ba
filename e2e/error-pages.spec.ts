import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { text, type Language } from './support/texts.js';

/*
 * A page that does not exist and a page the account may not open: each says what happened in a
 * sentence, offers the way out that helps, and no Retry, since asking again gets the same answer.
 */

/** Opens a path signed in (or not) in a language chosen on this device. */
async function openIn(page: Page, language: Language, path: string, token?: string): Promise<void> {
  await page.addInitScript(
    ([session, lang]) => {
      if (session && !localStorage.getItem('token')) localStorage.setItem('token', session);
      localStorage.setItem('current_language', lang!);
    },
    [token ?? '', language],
  );
  await page.goto(path);
}

const retry = (page: Page, language: Language) => page.getByRole('button', { name: text(language, 'states.wentWrong.action') });

for (const language of ['en', 'ru'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Russian'}`, () => {
    test('a page that does not exist says so in a sentence, with the way to the cabinet and no Retry', async ({ page, request }) => {
      await openIn(page, language, '/no-such-page', await apiLogin(request, demo.startup));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'states.error.notFound.title'), FIRST_LOAD);
      await expect(page.getByText(text(language, 'states.error.notFound.description'))).toBeVisible();
      await expect(page.getByRole('link', { name: text(language, 'states.notFound.action') })).toBeVisible();
      await expect(retry(page, language)).toHaveCount(0);
      await expectNoSeriousViolations(page, `not found (${language})`);
    });

    test('a startup the server does not know reads as a missing page, with no Retry', async ({ page, request }) => {
      await openIn(page, language, '/cabinet/startups/00000000-0000-4000-8000-000000000000', await apiLogin(request, demo.investor));
      const failure = page.getByTestId('something-went-wrong');
      await expect(failure.getByRole('heading')).toHaveText(text(language, 'states.error.notFound.title'), FIRST_LOAD);
      await expect(failure).toContainText(text(language, 'profile.view.notFound'));
      await expect(retry(page, language)).toHaveCount(0);
      await expectNoSeriousViolations(page, `missing startup (${language})`);
    });

    test('the back office refuses a startup with a sentence and the way to its profile, and no Retry', async ({ page, request }) => {
      await openIn(page, language, '/manage', await apiLogin(request, demo.startup));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'states.error.forbidden.title'), FIRST_LOAD);
      await expect(page.getByText(text(language, 'states.notAllowed.description'))).toBeVisible();
      await expect(page.getByRole('link', { name: text(language, 'states.notAllowed.action') })).toBeVisible();
      await expect(retry(page, language)).toHaveCount(0);
      await expectNoSeriousViolations(page, `back office refused (${language})`);
    });
  });
}
