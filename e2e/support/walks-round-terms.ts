import type { APIRequestContext, Locator } from '@playwright/test';
import type { PageWalk } from './page-walk.js';

type Listed = { crowdfunds: { id: string }[] };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo startup's running rounds (the demo seed changed the terms of its own), through the public list. */
async function demoStartupRounds(request: APIRequestContext): Promise<string[]> {
  const res = await request.post('/api/v1/public/crowdfunding_dashboard_list?take=20&skip=0', { data: { search: 'Nordlight', status: 'active' } });
  return ((await res.json()) as Listed).crowdfunds.map((r) => r.id);
}

/**
 * Checks the page at `path`, going there unless the walk is already on it (another part's walk of
 * the same demo round, say): a page opened again keeps its heading, which the walk would wait on.
 */
async function checkAt(walk: PageWalk, name: string, path: string, ready: Locator): Promise<void> {
  if (new URL(walk.page.url()).pathname === path) await walk.check(name, { ready, sameHeading: true });
  else await walk.check(name, { go: path, ready });
}

/** A round with a change of terms in its log, or null when the demo has none. */
async function changedRound(request: APIRequestContext): Promise<string | null> {
  for (const id of await demoStartupRounds(request)) {
    const log = (await (await request.get(`/api/v1/crowdfunding/${id}/changes?take=1`)).json()) as { total: number };
    if (log.total > 0) return id;
  }
  return null;
}

/**
 * A backer asked to reconfirm after a change of terms: the round's view with the alert and the
 * change log (the demo investor's backing of the demo startup's round). Nothing is reconfirmed.
 */
export async function walkReconfirmRound(walk: PageWalk, request: APIRequestContext, token: string): Promise<void> {
  for (const id of await demoStartupRounds(request)) {
    const card = (await (await request.get(`/api/v1/investor/crowdfunding_card/${id}`, { headers: auth(token) })).json()) as {
      own_backing: { reconfirm_by: string | null } | null;
    };
    if (!card.own_backing?.reconfirm_by) continue;
    await checkAt(walk, 'crowdfunding round, terms changed, reconfirm', `/cabinet/crowdfunding/view/${id}`, walk.page.getByTestId('round-reconfirm'));
    await walk.check('crowdfunding round, change log', { ready: walk.page.getByTestId('round-change'), sameHeading: true });
    return;
  }
}

/** The manager's page of a round whose terms changed, and its "Change terms" dialog (left unsent). */
export async function walkChangeTerms(walk: PageWalk, request: APIRequestContext): Promise<void> {
  const id = await changedRound(request);
  if (!id) return;
  const { page } = walk;
  await checkAt(walk, 'crowdfunding round whose terms changed', `/manage/crowdfunding/${id}`, page.getByTestId('change-terms'));
  await walk.checkOpen('crowdfunding round, change terms dialog', async () => {
    await page.getByTestId('change-terms').click();
    return page.getByRole('dialog', { name: walk.t('roundTerms.manage.title') });
  });
}
