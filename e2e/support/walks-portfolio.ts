import type { APIRequestContext } from '@playwright/test';
import type { PageWalk } from './page-walk.js';
import { expect } from './test.js';

type Portfolio = { backings: { round: { id: string; closing_early: boolean } }[] };

/**
 * The investor's or corporate's portfolio, all of it and filtered by one status, and the round
 * the demo seed gave notice of an early close, as its backer reads it (the notice on its view).
 */
export async function walkPortfolio(walk: PageWalk, request: APIRequestContext, token: string): Promise<void> {
  const { page } = walk;
  const rows = page.locator('[data-testid="portfolio-row"], [data-testid="portfolio-empty"]');
  await walk.check('portfolio', { go: '/cabinet/portfolio', ready: rows });
  // The filtered list replaces the whole one in place (same heading): it is ready once no other status is left.
  await walk.check('portfolio, confirmed backings', {
    via: async () => {
      await walk.go('/cabinet/portfolio?status=confirmed');
      await expect(page.locator('[data-testid="portfolio-row"]:not([data-status="confirmed"])')).toHaveCount(0);
    },
    ready: rows,
    sameHeading: true,
  });
  const res = await request.get('/api/v1/foundation/portfolio?take=100', { headers: { authorization: `Bearer ${token}` } });
  const closing = ((await res.json()) as Portfolio).backings.find((b) => b.round.closing_early);
  if (!closing) return;
  await walk.check('crowdfunding round closing early', {
    go: `/cabinet/crowdfunding/view/${closing.round.id}`,
    ready: page.getByTestId('round-early-close'),
  });
}
