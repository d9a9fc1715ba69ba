import type { APIRequestContext } from '@playwright/test';
import type { PageWalk } from './page-walk.js';
import { walkChangeTerms } from './walks-round-terms.js';

type RoundList = { rounds: { id: string; status: string; new_backers: number; startup_name: string }[] };
type BackerQueue = { backers: { crowdfunding: { id: string } }[] };

/**
 * The crowdfunding back office: the rounds queue and the backers to confirm, a round under
 * moderation (its decline dialog open), an active round with all its backers (the confirm dialog
 * of a waiting one open). The demo seed has rounds and backers in every status; nothing is changed.
 */
export async function walkManageCrowdfunding(walk: PageWalk, request: APIRequestContext, token: string): Promise<void> {
  const { page } = walk;
  const headers = { authorization: `Bearer ${token}` };
  const read = async <T>(path: string): Promise<T> => (await (await request.get(path, { headers })).json()) as T;

  await walk.check('crowdfunding rounds to moderate', {
    go: '/manage/crowdfunding',
    ready: page.locator('[data-testid="round-row"], [data-testid="rounds-empty"]'),
  });
  const fresh = (await read<RoundList>('/api/v1/manager/crowdfunding?status=new&take=1')).rounds[0];
  if (fresh) {
    await walk.check('crowdfunding round under moderation', { go: `/manage/crowdfunding/${fresh.id}`, ready: page.getByTestId('round-actions') });
    await walk.checkOpen('crowdfunding round, decline dialog', async () => {
      await page
        .getByTestId('round-actions')
        .getByRole('button', { name: walk.t('manageCrowdfunding.actions.decline') })
        .click();
      return page.getByRole('dialog', { name: walk.t('manageCrowdfunding.decline.title') });
    });
  }
  // A finished round of the demo startup: its reporting and its backers' room, where managers write too.
  const finished = (await read<RoundList>('/api/v1/manager/crowdfunding?status=finished&take=200')).rounds.find((r) => r.startup_name === 'Nordlight Robotics');
  if (finished) {
    await walk.check("finished round with its backers' room", { go: `/manage/crowdfunding/${finished.id}`, ready: page.getByTestId('room-post').first() });
  }
  // The tab keeps the page's heading when no round page came between.
  await walk.check('crowdfunding backers to confirm', {
    go: '/manage/crowdfunding?tab=backers',
    sameHeading: true,
    ready: page.locator('[data-testid="queued-backer"], [data-testid="backers-empty"]'),
  });
  await walkChangeTerms(walk, request);
  const waiting = (await read<BackerQueue>('/api/v1/manager/crowdfunding/backers?take=1')).backers[0];
  const active = waiting?.crowdfunding.id ?? (await read<RoundList>('/api/v1/manager/crowdfunding?status=active&take=1')).rounds[0]?.id;
  if (!active) return;
  await walk.check('crowdfunding round with its backers', { go: `/manage/crowdfunding/${active}`, ready: page.getByTestId('round-backers') });
  const close = page.getByTestId('round-actions').getByRole('button', { name: walk.t('manageCrowdfunding.actions.close') });
  if ((await close.count()) > 0) {
    await walk.checkOpen('crowdfunding round, early close dialog', async () => {
      await close.click();
      return page.getByRole('dialog', { name: walk.t('portfolio.close.title') });
    });
  }
  const undecided = page.getByTestId('round-backer').filter({ has: page.locator('[data-testid="backer-status"][data-status="new"]') });
  if ((await undecided.count()) === 0) return;
  await walk.checkOpen('crowdfunding round, confirm a backer', async () => {
    await undecided.first().getByRole('button').first().click();
    return page.getByRole('dialog', { name: walk.t('manageCrowdfunding.confirm.title') });
  });
}
