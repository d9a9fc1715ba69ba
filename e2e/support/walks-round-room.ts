import type { APIRequestContext } from '@playwright/test';
import type { PageWalk } from './page-walk.js';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
type Card = { id: string; reporting: { state: string } | null };

/**
 * The demo startup's finished round (its startup and the demo investor, a confirmed backer, enter
 * its room), found by the startup's name among the finished rounds.
 */
async function roomRound(request: APIRequestContext, token: string, role: 'startup' | 'investor'): Promise<string | null> {
  const res = await request.post(`/api/v1/${role}/crowdfunding_dashboard_list?take=20&skip=0`, {
    headers: auth(token),
    data: { search: 'Nordlight', status: 'finished' },
  });
  if (!res.ok()) return null;
  for (const { id } of ((await res.json()) as { crowdfunds: { id: string }[] }).crowdfunds) {
    const card = (await (await request.get(`/api/v1/${role}/crowdfunding_card/${id}`, { headers: auth(token) })).json()) as Card;
    if (card.reporting) return card.id;
  }
  return null;
}

/** After the round: its view with the reporting badge and the way into the backers' room, and the room itself. */
export async function walkRoundRoom(walk: PageWalk, request: APIRequestContext, token: string, role: 'startup' | 'investor'): Promise<void> {
  const round = await roomRound(request, token, role);
  if (!round) throw new Error("the demo has no finished round with a backers' room");
  await walk.check('finished round with its reporting', { go: `/cabinet/crowdfunding/view/${round}`, ready: walk.page.getByTestId('round-reporting') });
  await walk.check("backers' room", { via: () => walk.page.getByTestId('open-backers-room').click(), ready: walk.page.getByTestId('room-post').first() });
}
