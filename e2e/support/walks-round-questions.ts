import type { APIRequestContext } from '@playwright/test';
import type { PageWalk } from './page-walk.js';

/** The demo startup's active round, which the seed gives questions and answers in every state. */
async function demoRound(request: APIRequestContext): Promise<string | null> {
  const res = await request.post('/api/v1/public/crowdfunding_dashboard_list?take=1&skip=0', { data: { search: 'Nordlight Robotics', status: 'active' } });
  if (!res.ok()) return null;
  return ((await res.json()) as { crowdfunds: { id: string }[] }).crowdfunds[0]?.id ?? null;
}

/**
 * The questions and answers of the demo round as each side uses them: an investor's ask form (with
 * its refusal of an empty question shown), the startup's answer form and its edit of a recent
 * answer, a manager's hide dialog. Nothing is sent.
 */
export async function walkRoundQuestions(walk: PageWalk, request: APIRequestContext, side: 'investor' | 'startup' | 'manager'): Promise<void> {
  const { page } = walk;
  const round = await demoRound(request);
  if (!round) return;
  const questions = page.getByTestId('round-questions');
  await walk.check(`round questions, ${side}`, {
    go: side === 'manager' ? `/manage/crowdfunding/${round}` : `/cabinet/crowdfunding/view/${round}`,
    ready: questions.getByTestId('round-question'),
  });
  if (side === 'investor') {
    await walk.check('round questions, empty question refused', {
      via: () => questions.getByTestId('ask-question').click(),
      ready: questions.getByRole('textbox', { name: walk.t('roundQuestions.ask.label') }).and(page.locator('[aria-invalid="true"]')),
      sameHeading: true,
    });
  }
  if (side === 'startup') {
    await walk.check('round questions, answer form', { ready: questions.getByTestId('answer-question'), sameHeading: true });
    const edit = questions.getByTestId('edit-answer');
    if ((await edit.count()) > 0)
      await walk.check('round questions, editing an answer', {
        via: () => edit.first().click(),
        ready: questions.getByTestId('save-answer'),
        sameHeading: true,
      });
  }
  if (side === 'manager') {
    await walk.checkOpen('round questions, hide dialog', async () => {
      await questions.getByTestId('hide-question').first().click();
      return page.getByRole('dialog', { name: walk.t('roundQuestions.hide.title.question') });
    });
  }
}
