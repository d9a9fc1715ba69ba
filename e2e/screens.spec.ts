import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { mailedCode } from './support/api.js';
import { apiSignUp, choose, pngImage, typeCode, uniqueEmail } from './support/accounts.js';

/** `UPDATE_SCREENS=1` refreshes the committed screenshots; other runs keep theirs with the test results. */
const screensDir = process.env.UPDATE_SCREENS === '1' ? 'docs/screens' : 'test-results/screens';

/**
 * Walks the sign-up at desktop and phone width, checks each step's heading and saves a
 * screenshot of it to `docs/screens/` (the expertise step by switching the role to expert at the
 * end, which also shows that going back keeps every answer).
 */
const widths = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of widths) {
  test.describe(`sign-up screens, ${name}`, () => {
    test.use({ viewport });

    test(`every sign-up step at ${viewport.width} px`, async ({ page, request }, testInfo) => {
      // Ten steps, twenty-odd fields and a screenshot each: longer than a single journey.
      test.slow();
      const shot = async (file: string, heading: string) => {
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Fonts and the progress bar settle before the picture is taken.
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${screensDir}/sign-up-${file}-${name}.png`, fullPage: true, animations: 'disabled' });
      };
      const next = (page_: Page) => page_.getByRole('button', { name: 'Continue' }).click();
      const email = uniqueEmail(testInfo, `screens-${name}`);

      await page.goto('/login?step=sign-up');
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.getByRole('radio', { name: 'Startup' }).click();
      await shot('01-role', 'Who are you?');

      await next(page);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('screens-password');
      await page.getByLabel('Confirm password').fill('screens-password');
      await shot('02-credentials', 'Create your account');

      await next(page);
      await shot('03-code', 'Confirm your e-mail');
      await typeCode(page, await mailedCode(request, email));

      await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill('Margaret');
      await page.getByLabel('Surname').fill('Hamilton');
      await page.getByLabel('Position').fill('Chief executive officer');
      await shot('04-user', 'About you');

      await next(page);
      await page.getByLabel('Company name').fill('Apollo Guidance Systems');
      await page.getByLabel('Website').fill('apollo-guidance.test');
      await page.getByLabel('Description').fill('Flight software that lands on the Moon the first time, every time.');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose file' }).click();
      await (await chooser).setFiles({ name: 'apollo-logo.png', mimeType: 'image/png', buffer: pngImage(160, 160) });
      await expect(page.getByText('apollo-logo.png')).toBeVisible();
      await shot('05-company', 'Your company');

      await next(page);
      await page.getByLabel('Phone').fill('+1 617 253 1000');
      await shot('06-contact', 'Contact information');

      await next(page);
      await choose(page, 'Country', ['United States of America']);
      await choose(page, 'Regions', ['Northern America']);
      await choose(page, 'Industries', ['Aerospace', 'Developer tools']);
      await choose(page, 'Investment rounds', ['Seed', 'Series A']);
      await shot('08-brief', 'Startup brief');

      await next(page);
      await page.getByRole('checkbox', { name: /I accept the User Agreement/ }).check();
      await shot('09-agreement', 'One last thing');

      // Back to the role, keeping every answer, to see the expert's own step.
      for (const heading of [
        'Startup brief',
        'Contact information',
        'Your company',
        'About you',
        'Confirm your e-mail',
        'Create your account',
        'Who are you?',
      ]) {
        await page.getByRole('button', { name: 'Back' }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      }
      await page.getByRole('radio', { name: 'Expert' }).click();
      await next(page);
      await next(page);
      await choose(page, 'Industries', ['Aerospace', 'Cybersecurity']);
      await shot('07-expertise', 'Your expertise');

      await next(page);
      await expect(page.getByRole('checkbox', { name: /I accept the User Agreement/ })).toBeChecked();
      await page.getByRole('button', { name: 'Create account' }).click();
      await shot('10-thanks', 'Thank you!');
    });

    test(`the settings screen at ${viewport.width} px`, async ({ page, request }, testInfo) => {
      const account = await apiSignUp(request, uniqueEmail(testInfo, `settings-${name}`), 'Settings Capital');
      await page.goto('/login');
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.company);
      await page.goto('/cabinet/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText([
        'Language',
        'Time zone',
        'Password',
        'Two-factor authentication',
        'Passkeys',
        'E-mail',
        'Where you’re signed in',
        'Recent sign-ins',
        'Agreement',
        'Delete account',
      ]);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${screensDir}/settings-${name}.png`, fullPage: true, animations: 'disabled' });
    });
  });
}
