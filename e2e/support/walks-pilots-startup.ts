import type { APIRequestContext } from '@playwright/test';
import type { PageWalk } from './page-walk.js';

type Card = { id: string; status: string; isReplied: boolean; application: { status: string } | null; run: { outcome: string | null } | null };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo startup's view of every published pilot, read through the API to pick one of each kind. */
async function startupCards(request: APIRequestContext, token: string): Promise<Card[]> {
  const { pilots } = (await (await request.post('/api/v1/startup/pilot_dashboard_list?take=100', { data: {}, headers: auth(token) })).json()) as {
    pilots: { id: string }[];
  };
  return Promise.all(
    pilots.map(async ({ id }) => (await (await request.get(`/api/v1/startup/pilot_dashboard_list/${id}`, { headers: auth(token) })).json()) as Card),
  );
}

/**
 * The startup's showcase and its filter dialog; a pilot open for applying with the apply dialog
 * (closed again: nothing is sent); the seeded pilots where it waits, was declined, runs a pilot and
 * has its outcome; a wrong id.
 */
export async function walkStartupPilots(walk: PageWalk, request: APIRequestContext, token: string): Promise<void> {
  const { page } = walk;
  await walk.check('pilots showcase', { go: '/cabinet/pilot_showcase', ready: page.getByTestId('pilot-card').or(page.getByTestId('pilots-empty')) });
  await walk.checkOpen('pilots showcase, filter dialog', async () => {
    await page.getByRole('button', { name: walk.t('lists.filters.open'), exact: true }).click();
    return page.getByRole('dialog', { name: walk.t('lists.filters.title') });
  });
  const cards = await startupCards(request, token);
  const view = (card: Card | undefined) => `/cabinet/pilot_showcase/view/${card?.id ?? 'none'}`;
  await walk.check('pilot open for applying', {
    go: view(cards.find((card) => card.status === 'new' && !card.isReplied)),
    ready: page.getByTestId('pilot-apply'),
  });
  await walk.checkOpen('pilot, apply dialog', async () => {
    await page.getByTestId('pilot-apply').click();
    return page.getByRole('dialog', { name: walk.t('pilotsStartup.apply.title') });
  });
  const stages: [string, (card: Card) => boolean][] = [
    ['pilot applied, waiting', (card) => card.application?.status === 'new'],
    ['pilot applied, declined', (card) => card.application?.status === 'declined'],
    ['pilot running', (card) => card.run !== null && card.run.outcome === null],
    ['pilot archived with its outcome', (card) => card.status === 'archive' && card.run?.outcome != null],
  ];
  for (const [name, match] of stages) await walk.check(name, { go: view(cards.find(match)), ready: page.getByTestId('application-state') });
  await walk.check('pilot with a wrong id', {
    go: '/cabinet/pilot_showcase/view/00000000-0000-4000-8000-000000000000',
    ready: page.getByTestId('something-went-wrong'),
  });
}
