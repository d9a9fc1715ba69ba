import { formatCalendarDay } from '@platform/contract';
import { expect, test } from './support/test.js';
import { uniqueEmail } from './support/accounts.js';
import { apiLogin, demo } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { cabinetDevice, FIRST_LOAD } from './support/cabinet.js';
import { ok, verifiedStartup } from './support/reports.js';

/**
 * A withdrawn verification leaves a trace, on a phone in each language: a fresh startup's report
 * is approved and shared (set up through the API); a manager opens the expert ticket, which names
 * the startup, and revokes the approval from a dialog that names it too; the ticket no longer reads
 * as approved. An investor then opens the startup's passport and reads on every group the report
 * had verified that the verification was withdrawn, with the day.
 */

const PHONE = { width: 390, height: 844 };

const texts = {
  en: {
    onStartup: (company: string) => `Due diligence on ${company}`,
    revoke: 'Revoke approval',
    dialog: "Revoke the report's approval",
    reason: 'Reason',
    submit: 'Revoke',
    revokedStatus: 'Report approval revoked',
    revokedBadge: 'Approval revoked',
    approved: /approved|Approved/,
    withdrawn: (date: string) => `Verification withdrawn on ${date}`,
    self: /^Self-reported · changed /,
    groups: ['team', 'management', 'technology', 'business'],
  },
  ru: {
    onStartup: (company: string) => `Комплексная проверка компании ${company}`,
    revoke: 'Отозвать утверждение',
    dialog: 'Отзыв утверждения отчёта',
    reason: 'Причина',
    submit: 'Отозвать',
    revokedStatus: 'Утверждение отчёта отозвано',
    revokedBadge: 'Утверждение отозвано',
    approved: /Принят/,
    withdrawn: (date: string) => `Подтверждение отозвано ${date}`,
    self: /^Со слов стартапа · изменено /,
    groups: ['team', 'management', 'technology', 'business'],
  },
} as const;

for (const language of ['en', 'ru'] as const) {
  const say = texts[language];

  test(`a manager revokes a shared report on a phone and an investor reads the withdrawn verification on the passport (${language})`, async ({
    request,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const company = `Withdrawn Robotics ${language} ${Date.now().toString(36)}`;
    const { startupId, work, manager } = await verifiedStartup(request, uniqueEmail(testInfo, `withdrawn-${language}`), company);

    // The manager's expert ticket names the startup the report is on, in its head and its card.
    const desk = await cabinetDevice(browser, baseURL!, manager, language, PHONE);
    const ticket = desk.page;
    await ticket.goto(`/manage/tickets/${work}`);
    await expect(ticket.getByTestId('ticket-client')).toHaveText(say.onStartup(company), FIRST_LOAD);
    await expect(ticket.getByTestId('expert-ticket-client')).toContainText(company);
    await ticket.getByRole('button', { name: say.revoke }).click();
    const dialog = ticket.getByRole('dialog', { name: say.dialog });
    await expect(dialog.getByTestId('revoke-text')).toContainText(company);
    await expectNoSeriousViolations(ticket, `revoke dialog (${language})`);
    await dialog.getByRole('textbox', { name: say.reason }).fill('The expert company holds shares in the startup');
    await dialog.getByRole('button', { name: say.submit }).click();
    await expect(dialog).toBeHidden();

    // No badge of the ticket reads as an approval any more.
    await expect(ticket.getByTestId('report-revoked')).toBeVisible();
    await expect(ticket.getByTestId('review-report-status')).toHaveText(say.revokedBadge);
    await expect(ticket.getByTestId('work-report')).toHaveText(say.revokedBadge);
    // The status in the page's head and in the expert ticket's card.
    await expect(ticket.getByTestId('ticket-status')).toHaveCount(2);
    for (const status of await ticket.getByTestId('ticket-status').all()) {
      await expect(status).toHaveText(say.revokedStatus);
      await expect(status).not.toHaveText(say.approved);
    }
    await expectNoSeriousViolations(ticket, `revoked expert ticket (${language})`);
    await desk.context.close();

    const report = await ok<{ report: { revoked: { at: string } | null } }>(request, 'get', `/api/v1/manager/expert-tickets/${work}/report`, manager);
    const day = formatCalendarDay(report.report.revoked!.at.slice(0, 10), language);

    // The investor reads the passport on a phone: each group the report verified says it was withdrawn, and when.
    const reader = await cabinetDevice(browser, baseURL!, await apiLogin(request, demo.investor), language, PHONE);
    const profile = reader.page;
    await profile.goto(`/cabinet/startups/${startupId}`);
    await expect(profile.getByTestId('card-passport')).toBeVisible(FIRST_LOAD);
    for (const group of say.groups) {
      const claim = profile.getByTestId(`passport-${group}`);
      await expect(claim).toHaveAttribute('data-source', 'self');
      await expect(claim.getByTestId('passport-badge')).toHaveText(say.self);
      await expect(claim.getByTestId('passport-withdrawn')).toHaveText(say.withdrawn(day));
    }
    // A finance figure no report verified carries no such mark.
    await expect(profile.getByTestId('passport-mrr').getByTestId('passport-withdrawn')).toHaveCount(0);
    // The mark fits the phone's width: nothing of it is cut off.
    const mark = profile.getByTestId('passport-team').getByTestId('passport-withdrawn');
    await mark.scrollIntoViewIfNeeded();
    const box = (await mark.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousViolations(profile, `passport with a withdrawn verification (${language})`);
    await reader.context.close();
  });
}
