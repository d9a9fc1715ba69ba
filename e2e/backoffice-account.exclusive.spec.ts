import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { apiLogin, demo, DEMO_PASSWORD } from './support/api.js';
import { FIRST_LOAD, openCabinetAs } from './support/cabinet.js';

/**
 * A manager works the demo startup's account in the back office while the startup has its cabinet
 * open in another browser: every change reaches the startup without a reload. The journey blocks
 * the shared demo startup and hides one of its sections, so it runs after every other journey
 * (the `account-changes` project) and puts the account back as it was.
 */

const STARTUP = 'Nordlight Robotics';
const ADVICE = {
  title: 'Price by inspected kilometre',
  text: 'Quote wind farms a price per kilometre of blade inspected, so buyers compare you with rope teams at a glance.',
};

function menuLink(page: Page, name: RegExp) {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name });
}

test(
  'the manager finds the demo startup, writes advice, hides crowdfunding, blocks, unblocks and mails a sign-in link; the startup follows live ' +
    'and reads it all on its timeline',
  async ({ browser, request }) => {
    test.setTimeout(180_000);
    const managerToken = await apiLogin(request, demo.manager);
    const managerContext = await browser.newContext();
    const startupContext = await browser.newContext();
    const manager = await managerContext.newPage();
    const startup = await startupContext.newPage();
    let startupId = '';

    try {
      await openCabinetAs(startup, await apiLogin(request, demo.startup), '/cabinet/profile');
      await expect(startup.getByRole('heading', { level: 1, name: STARTUP })).toBeVisible(FIRST_LOAD);

      // The manager finds the startup by part of its name.
      await openCabinetAs(manager, managerToken, '/manage/companies');
      await expect(manager.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible(FIRST_LOAD);
      await manager.getByTestId('companies-search').fill('nordlight');
      const row = manager.getByTestId('company-row').filter({ hasText: STARTUP });
      await expect(row).toHaveCount(1);
      await expect(manager.getByTestId('company-row')).toHaveCount(1);
      startupId = (await row.getAttribute('data-company-id'))!;
      await row.getByRole('link', { name: STARTUP }).click();
      await expect(manager.getByTestId('account-card')).toContainText(demo.startup, FIRST_LOAD);

      // 1. A recommendation for the business category; the startup reads it in its dialog at once.
      await manager.getByRole('button', { name: 'Write: Business' }).click();
      const form = manager.getByRole('dialog', { name: 'Recommendation: Business' });
      await form.getByLabel('Title').fill('No');
      await form.getByLabel('Text').fill(ADVICE.text);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('At least 3 characters')).toBeVisible();
      await form.getByLabel('Title').fill(ADVICE.title);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
      await expect(manager.locator('[data-testid="recommendation"][data-category="business"]')).toContainText(ADVICE.title);

      await startup.getByTestId('recommendations-banner').getByRole('button').click();
      const advice = startup.getByRole('dialog', { name: 'Recommendations' });
      await advice.getByRole('tab', { name: 'Business' }).click();
      await expect(advice.getByRole('heading', { name: ADVICE.title })).toBeVisible();
      await expect(advice.getByText(ADVICE.text)).toBeVisible();
      await startup.keyboard.press('Escape');

      // 2. Crowdfunding hidden: the open crowdfunding page leads back to the profile, the menu drops it.
      await menuLink(startup, /^Crowdfunding/).click();
      await expect(startup).toHaveURL(/\/cabinet\/crowdfunding$/);
      await manager.getByRole('switch', { name: 'Crowdfunding shown' }).click();
      await expect(manager.getByText(`Crowdfunding is hidden from ${STARTUP}`)).toBeVisible();
      await expect(manager.getByRole('switch', { name: 'Crowdfunding shown' })).not.toBeChecked();
      await expect(startup).toHaveURL(/\/cabinet\/profile$/);
      await expect(menuLink(startup, /^Crowdfunding/)).toHaveCount(0);
      await expect(menuLink(startup, /^Pilots/)).toBeVisible();
      await startup.goto('/cabinet/crowdfunding');
      await expect(startup).toHaveURL(/\/cabinet\/profile$/, FIRST_LOAD);

      // 3. Blocked: the open session ends at once and the password is refused with the reason why.
      await manager.getByTestId('account-block').click();
      const block = manager.getByRole('dialog', { name: `Block ${STARTUP}` });
      await block.getByRole('textbox', { name: 'Reason' }).fill('Payment card disputes under review');
      await block.getByRole('button', { name: 'Block' }).click();
      await expect(manager.getByTestId('account-blocked')).toContainText('Payment card disputes under review');
      await expect(startup.getByRole('button', { name: 'Log in' })).toBeVisible();
      await startup.getByLabel('E-mail').fill(demo.startup);
      await startup.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await startup.getByRole('button', { name: 'Log in' }).click();
      await expect(startup.getByTestId('sign-in-blocked')).toContainText('This account is blocked');

      // 4. Unblocked, then a one-time sign-in link by mail.
      await manager.getByTestId('account-unblock').click();
      const unblock = manager.getByRole('dialog', { name: `Unblock ${STARTUP}` });
      await unblock.getByLabel('Reason').fill('Disputes settled with the bank');
      await unblock.getByRole('button', { name: 'Unblock' }).click();
      await expect(manager.getByTestId('account-blocked')).toBeHidden();
      await expect(manager.getByTestId('account-status')).toHaveAttribute('data-status', 'active');

      await manager.getByTestId('account-signin-link').click();
      await manager.getByRole('dialog', { name: 'Send a sign-in link?' }).getByRole('button', { name: 'Send' }).click();
      await expect(manager.getByText(`Sent to ${demo.startup}`)).toBeVisible();

      // The startup's letter, read in the back office's outbox; its link signs the startup in.
      await manager.goto(`/manage/outbox?to=${encodeURIComponent(demo.startup)}`);
      const letter = manager.getByRole('article').first();
      await expect(letter).toContainText('/?key=', FIRST_LOAD);
      const link = /https?:\/\/\S+\/\?key=[\w-]+/.exec((await letter.textContent()) ?? '')![0];
      await startup.goto(new URL(link).pathname + new URL(link).search);
      await expect(startup).toHaveURL(/\/cabinet\/profile$/, FIRST_LOAD);
      await expect(startup.getByRole('heading', { level: 1, name: STARTUP })).toBeVisible();

      // 5. The startup's own timeline lists the steps, newest first, without the managers' internal comments.
      await menuLink(startup, /^Timeline/).click();
      const entries = startup.getByTestId('timeline-entry');
      await expect(entries.first()).toBeVisible(FIRST_LOAD);
      const texts = (await entries.allTextContents()).slice(0, 5);
      expect(texts[0]).toContain('Sign-in link sent');
      expect(texts[1]).toContain('Unblocked: Disputes settled with the bank');
      expect(texts[2]).toContain('Blocked: Payment card disputes under review');
      expect(texts[3]).toContain('Crowdfunding hidden');
      expect(texts[4]).toContain(`Recommendation written: Business — ${ADVICE.title}`);
    } finally {
      // The shared demo startup gets crowdfunding back and stays active, whatever happened above.
      if (startupId) {
        const auth = { authorization: `Bearer ${managerToken}` };
        await request.put(`/api/v1/manager/companies/${startupId}/sections`, { data: { crowdfunding: true, pilots: true }, headers: auth });
        await request.post(`/api/v1/manager/companies/${startupId}/unblock`, { data: { reason: 'Journey finished' }, headers: auth });
      }
      await managerContext.close();
      await startupContext.close();
    }
  },
);
