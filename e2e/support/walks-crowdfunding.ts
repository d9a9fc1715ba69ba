import type { PageWalk } from './page-walk.js';

/**
 * The crowdfunding list as `who` sees it (a signed-in company, or a signed-out visitor with the
 * call to sign in), and its filter dialog.
 */
export async function walkCrowdfundingList(walk: PageWalk, who: string): Promise<void> {
  const { page } = walk;
  await walk.check(`crowdfunding list, ${who}`, {
    go: '/cabinet/crowdfunding',
    ready: page.getByTestId('round-card').or(page.getByTestId('crowdfunding-empty')),
  });
  await walk.checkOpen(`crowdfunding list, ${who}, filter dialog`, async () => {
    await page.getByRole('button', { name: walk.t('lists.filters.open'), exact: true }).click();
    return page.getByRole('dialog', { name: walk.t('lists.filters.title') });
  });
}
