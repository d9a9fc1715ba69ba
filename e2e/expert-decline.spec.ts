import { expect, test } from './support/test.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { FIRST_LOAD } from './support/cabinet.js';
import { expertTicketSent } from './support/meetings.js';
import { text } from './support/texts.js';

/*
 * "Not interesting" on a due-diligence request the platform sent to the demo expert company: the
 * confirmation says what follows (the request is cancelled for this company, for good; the
 * client's application stays open for another expert company), and that is what happens.
 */
for (const language of ['en', 'ru'] as const) {
  test(`the expert company declines a request and is told exactly what declining does (${language})`, async ({ page, request }) => {
    const sent = await expertTicketSent(request, `decline-${language}-${Date.now().toString(36)}@example.test`);
    await page.addInitScript(
      ([session, lang]) => {
        if (!localStorage.getItem('token')) localStorage.setItem('token', session!);
        localStorage.setItem('current_language', lang!);
      },
      [sent.expertToken, language],
    );
    await page.goto(`/cabinet/applications/view/expert_duedill/${sent.expertTicket}`);
    const answer = page.getByTestId('expert-interest');
    await answer.getByRole('button', { name: text(language, 'applications.interest.notInteresting') }).click(FIRST_LOAD);

    const dialog = page.getByRole('dialog', { name: text(language, 'applications.expert.interest.confirmTitle') });
    await expect(dialog).toContainText(text(language, 'applications.expert.interest.confirmText'));
    await expect(dialog).toContainText(language === 'en' ? "The client's application stays open" : 'Заявка клиента останется открытой');
    await expectNoSeriousViolations(page, `decline confirmation (${language})`);
    await dialog.getByRole('button', { name: text(language, 'applications.expert.interest.confirm') }).click();
    await expect(dialog).toBeHidden();

    // What the dialog said: cancelled for this company, the answer locked, the client's application open to another.
    await expect(page.getByText(text(language, 'applications.status.due_cancel.title')).first()).toBeVisible();
    await expect(answer.getByTestId('expert-interest-lock')).toHaveText(text(language, 'applications.expert.interest.cancelled'));
    await expect(answer.getByRole('button', { name: text(language, 'applications.interest.interesting'), exact: true })).toBeDisabled();
    const client = (await (
      await request.get(`/api/v1/manager/tickets/${sent.clientTicket}`, { headers: { authorization: `Bearer ${sent.managerToken}` } })
    ).json()) as { status: string; can_send_to_expert: boolean };
    expect(client.can_send_to_expert).toBe(true);
    expect(client.status).not.toBe('cancelled');
  });
}
