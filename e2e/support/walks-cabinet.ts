import type { APIRequestContext } from '@playwright/test';
import { apiLogin, demo } from './api.js';
import { walkOwnerPilots } from './walks-pilots.js';
import type { PageWalk } from './page-walk.js';
import { walkCrowdfundingList } from './walks-crowdfunding.js';
import { walkRoundSections } from './walks-round-sections.js';
import { walkStartupPilots } from './walks-pilots-startup.js';
import { walkPortfolio } from './walks-portfolio.js';

type Ticket = { id: string; type_ticket: string; status: string };
type Offer = { id: string; interesting: boolean | null; isNew: boolean; company: { id: string; role: string } };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A seeded application of the demo client in the given status, read through the API. */
export async function seededTicket(request: APIRequestContext, token: string, side: 'startup' | 'foundation', status: string): Promise<Ticket> {
  const list = (await (await request.get(`/api/v1/${side}/ticket_list?take=50&skip=0`, { headers: auth(token) })).json()) as { tickets: Ticket[] };
  // Journeys file applications of their own for the demo startup; the seeded ones are the oldest.
  const ticket = list.tickets.filter((item) => item.status === status).at(-1);
  if (!ticket) throw new Error(`no ${status} application for the ${side}`);
  return ticket;
}

/**
 * An offer the client has opened already (the answered one of a deal): opening its profile again
 * changes nothing, so the journeys that count new offers find the seed as it was.
 */
/** A company thread the account has already read, so opening it changes no counter. */
async function readThread(request: APIRequestContext, token: string): Promise<string> {
  const { companyTasks } = (await (await request.get('/api/v1/company-task/list?take=50', { headers: auth(token) })).json()) as {
    companyTasks: { id: string; unread: boolean }[];
  };
  return companyTasks.find((c) => !c.unread)!.id;
}

/** The company threads page, a thread, a new one and a wrong id. */
async function messagePages(walk: PageWalk, request: APIRequestContext, token: string): Promise<void> {
  await walk.check('messages', { go: '/cabinet/messages', ready: walk.page.getByTestId('thread-card') });
  await walk.check('message', { go: `/cabinet/messages/view/${await readThread(request, token)}/`, ready: walk.page.getByTestId('thread-post') });
  await walk.check('new message', { go: '/cabinet/messages/create/' });
  await walk.check('message with a wrong id', { go: '/cabinet/messages/view/not-an-id/', ready: walk.page.getByTestId('thread-not-found') });
}

async function seenOffer(request: APIRequestContext, token: string, ticketId: string): Promise<Offer> {
  const { offers } = (await (await request.get(`/api/v1/quote/list/${ticketId}`, { headers: auth(token) })).json()) as { offers: Offer[] };
  const offer = offers.find((item) => !item.isNew && item.interesting === true);
  if (!offer) throw new Error(`no seen offer on ${ticketId}`);
  return offer;
}

/** A round anyone may read (the demo's newest active or finished one), or null when the demo has none. */
export async function seededRound(request: APIRequestContext): Promise<string | null> {
  const res = await request.post('/api/v1/public/crowdfunding_dashboard_list?take=1&skip=0', { data: {} });
  if (!res.ok()) return null;
  return ((await res.json()) as { crowdfunds: { id: string }[] }).crowdfunds[0]?.id ?? null;
}

/** A round's view as the account reads it, with the join dialog where the account may join. */
async function roundPages(walk: PageWalk, request: APIRequestContext): Promise<void> {
  const round = await seededRound(request);
  if (!round) return;
  await walk.check('crowdfunding round', { go: `/cabinet/crowdfunding/view/${round}`, ready: walk.page.getByTestId('round-view') });
  const join = walk.page.getByTestId('join-round');
  if ((await join.count()) > 0) {
    await walk.checkOpen('crowdfunding round, join dialog', async () => {
      await join.click();
      return walk.page.getByRole('dialog', { name: walk.t('crowdfundingView.join.title') });
    });
  }
}

/** The first page of a cabinet, with the cookie notice; the menu drawer on a phone; the profile's edit dialog. */
async function profileAndMenu(walk: PageWalk, token: string, start = '/cabinet/profile'): Promise<void> {
  await walk.start(start, token);
  await walk.check('first page, cookie notice shown', { ready: walk.page.getByRole('region', { name: walk.t('cookie.region') }) });
  await walk.acceptCookies();
  await walk.checkMenuDrawer();
  if (start !== '/cabinet/profile') return;
  await walk.checkOpen('profile edit dialog', async () => {
    await walk.page
      .getByRole('button', { name: walk.t('profile.edit.open') })
      .first()
      .click();
    return walk.page.getByRole('dialog', { name: walk.t('profile.edit.title') });
  });
}

async function settingsAndNotFound(walk: PageWalk): Promise<void> {
  await walk.check('settings', { go: '/cabinet/settings' });
  await walk.checkOpen('settings, delete account dialog', async () => {
    await walk.page.getByRole('button', { name: walk.t('settings.delete.open') }).click();
    return walk.page.getByRole('dialog', { name: walk.t('settings.delete.dialogTitle') });
  });
  await walk.check('not found, signed in', { go: '/no-such-page' });
}

/** The application pages of one seeded application: its tabs, the placeholders under it. */
async function applicationPages(walk: PageWalk, ticket: Ticket): Promise<string> {
  const view = `/cabinet/applications/view/${ticket.type_ticket}/${ticket.id}`;
  await walk.check(`application view ${ticket.type_ticket}, info`, { go: `${view}?tab=info` });
  await walk.check(`application view ${ticket.type_ticket}, messages`, {
    go: `${view}?tab=messages`,
    ready: walk.page.getByRole('tabpanel', { name: walk.t('applications.view.messages') }),
    sameHeading: true,
  });
  await walk.check(`application view ${ticket.type_ticket}, offers`, {
    go: `${view}?tab=offers`,
    ready: walk.page.getByTestId('offer-card'),
    sameHeading: true,
  });
  return view;
}

async function createForms(walk: PageWalk, role: string): Promise<void> {
  for (const service of ['investment', 'pilot', 'duedill']) {
    await walk.check(`new application ${role}_${service}`, {
      go: `/cabinet/applications/create/${role}_${service}`,
      ready: walk.page.locator('form button[type="submit"]'),
    });
  }
}

export async function walkStartup(walk: PageWalk, request: APIRequestContext): Promise<void> {
  const token = await apiLogin(request, demo.startup);
  await profileAndMenu(walk, token);
  await walk.checkOpen('profile recommendations dialog', async () => {
    await walk.page.getByTestId('recommendations-banner').getByRole('button').click();
    return walk.page.getByRole('dialog', { name: walk.t('recommendations.title') });
  });
  await walk.check('applications', { go: '/cabinet/applications', ready: walk.page.getByRole('article') });
  await walk.checkOpen('applications, new application menu', async () => {
    await walk.page.getByRole('button', { name: walk.t('applications.new') }).click();
    return walk.page.getByRole('menu');
  });
  await createForms(walk, 'startup');
  await walkCrowdfundingList(walk, 'startup');
  const view = await applicationPages(walk, await seededTicket(request, token, 'startup', 'deal'));
  // A corporate's profile as a startup opens it, with its pilot track record.
  const corporate = ((await (await request.get('/api/v1/user/info', { headers: auth(await apiLogin(request, demo.corporate)) })).json()) as { id: string }).id;
  await walk.check('corporate profile, with its pilot track record', {
    go: `/cabinet/applications/view/startup_investment/none/offer/corporate/${corporate}`,
    ready: walk.page.getByTestId('company-pilot-record').getByTestId('pilot-record'),
  });
  const done = await seededTicket(request, token, 'startup', 'success');
  await walk.check('application view startup_duedill, approved report', {
    go: `/cabinet/applications/view/${done.type_ticket}/${done.id}?tab=report`,
    ready: walk.page.getByTestId('client-report'),
  });
  await walk.check('application view startup_duedill, meetings', {
    go: `/cabinet/applications/view/${done.type_ticket}/${done.id}?tab=meetings`,
    ready: walk.page.getByTestId('client-meetings'),
    sameHeading: true,
  });
  const placeholders = ['crowdfunding/1', 'crowdfunding/1/backers', 'crowdfunding/1/offers'];
  for (const sub of placeholders) await walk.check(`application ${sub}`, { go: `${view}/${sub}` });
  await walk.check('application report page, approved report', {
    go: `/cabinet/applications/view/${done.type_ticket}/${done.id}/report`,
    ready: walk.page.getByTestId('client-report'),
  });
  await walk.check('application, new message', { go: `${view}/message/create` });
  await walk.check('application with a wrong id', { go: '/cabinet/applications/view/startup_duedill/not-an-id' });
  await messagePages(walk, request, token);
  await walkStartupPilots(walk, request, token);
  await walk.check('pilots/sample/1', { go: '/cabinet/pilot_showcase/sample/1' });
  for (const path of ['', '/view/1', '/view/1/backers', '/view/1/participant/1'])
    await walk.check(`crowdfunding${path}`, { go: `/cabinet/crowdfunding${path}` });
  await roundPages(walk, request);
  await walkRoundSections(walk, request, token, 'startup');
  await walk.check('timeline', { go: '/cabinet/timeline', ready: walk.page.getByTestId('company-timeline').or(walk.page.getByTestId('timeline-empty')) });
  await settingsAndNotFound(walk);
}

/**
 * An investor's or a corporate's cabinet: both are foundations with the same screens, so the
 * corporate walk leaves out what the investor's has shown already (the same forms, the startups
 * list's dialogs, a startup's profile, the pilot placeholder).
 */
export async function walkFoundation(walk: PageWalk, request: APIRequestContext, role: 'investor' | 'corporate'): Promise<void> {
  const token = await apiLogin(request, demo[role]);
  const full = role === 'investor';
  await profileAndMenu(walk, token);
  await walk.check('applications', { go: '/cabinet/applications', ready: walk.page.getByRole('article') });
  if (full) await createForms(walk, role);
  const ticket = await seededTicket(request, token, 'foundation', 'deal');
  const view = await applicationPages(walk, ticket);
  const offer = await seenOffer(request, token, ticket.id);
  await walk.check('offered company profile', { go: `${view}/offer/${offer.company.role}/${offer.company.id}` });
  await walk.check('startups', { go: '/cabinet/startups', ready: walk.page.getByTestId('startup-row') });
  if (full) {
    await walk.checkOpen('startups, column filter', async () => {
      await walk.page
        .getByRole('button', { name: walk.t('startupsList.filterBy', { column: '' }) })
        .first()
        .click();
      return walk.page.getByRole('dialog');
    });
    await walk.checkOpen('startups, column picker', async () => {
      await walk.page.getByRole('button', { name: walk.t('startupsList.picker.open') }).click();
      return walk.page.getByRole('dialog', { name: walk.t('startupsList.picker.title') });
    });
    await walk.check('startup profile', { via: () => walk.page.getByTestId('startup-row').first().click() });
    const startupId = ((await (await request.get('/api/v1/user/info', { headers: auth(await apiLogin(request, demo.startup)) })).json()) as { id: string }).id;
    await walk.check('startup profile with a shared report', {
      go: `/cabinet/startups/${startupId}`,
      ready: walk.page.getByTestId('card-shared-reports'),
      sameHeading: true,
    });
    await walk.check('startup profile, passport', { ready: walk.page.getByTestId('card-passport'), sameHeading: true });
    await walk.check('pilots, new pilot', { go: '/cabinet/pilot_showcase/create' });
    await roundPages(walk, request);
    await walkRoundSections(walk, request, token, 'investor');
  } else {
    await walkOwnerPilots(walk, request, role);
    await walk.check('messages', { go: '/cabinet/messages', ready: walk.page.getByRole('heading', { level: 1 }) });
  }
  await walkPortfolio(walk, request, token);
  await settingsAndNotFound(walk);
}

export async function walkExpert(walk: PageWalk, request: APIRequestContext): Promise<void> {
  const token = await apiLogin(request, demo.expert);
  await profileAndMenu(walk, token);
  await walk.check('experts', { go: '/cabinet/expert-list', ready: walk.page.getByTestId('expert-row') });
  await walk.checkOpen('experts, add expert dialog', async () => {
    await walk.page.getByRole('button', { name: walk.t('experts.add') }).click();
    return walk.page.getByRole('dialog', { name: walk.t('experts.modal.addTitle') });
  });
  await walk.checkOpen('experts, delete confirmation', async () => {
    await walk.page
      .getByTestId('expert-row')
      .first()
      .getByRole('button', { name: walk.t('experts.actions.deleteOf', { name: '' }) })
      .click();
    return walk.page.getByRole('dialog', { name: walk.t('experts.delete.title') });
  });
  await schedulePages(walk);
  await messagePages(walk, request, token);
  await walk.check('applications', { go: '/cabinet/applications', ready: walk.page.getByTestId('expert-ticket-card') });
  await expertTicketPages(walk, request, token);
  await walk.check('application view expert_duedill with a wrong id', { go: '/cabinet/applications/view/expert_duedill/1' });
  await settingsAndNotFound(walk);
}

/**
 * The first internal expert's schedule on next week's Monday (a weekday, so the working hours show
 * on a phone's one-day view too), and its settings dialog.
 */
async function schedulePages(walk: PageWalk): Promise<void> {
  const now = new Date();
  const monday = new Date(now.getTime() + (7 - ((now.getUTCDay() + 6) % 7)) * 86_400_000).toISOString().slice(0, 10);
  await walk.check('schedule', { go: `/cabinet/schedule?date=${monday}`, ready: walk.page.getByTestId('schedule-slot') });
  await walk.checkOpen('schedule, settings dialog', async () => {
    await walk.page.getByRole('button', { name: walk.t('schedule.settings') }).click();
    return walk.page.getByRole('dialog', { name: walk.t('schedule.form.title') });
  });
}

type ExpertTicketItem = { id: string; status: string; new_offers: number; new_ticket_tasks: number };

/**
 * The seeded expert tickets' tabs and the report page: work in progress (its draft form), a request
 * waiting for the terms (the "not interesting" confirmation open), and a finished one. Only tickets
 * opened already, on tabs that mark nothing read, so the walk changes no counter.
 */
async function expertTicketPages(walk: PageWalk, request: APIRequestContext, token: string): Promise<void> {
  const { tickets } = (await (await request.get('/api/v1/expert/ticket_list?take=50', { headers: auth(token) })).json()) as { tickets: ExpertTicketItem[] };
  const seeded = (status: string) => {
    const found = tickets.filter((item) => item.status === status && item.new_offers === 0).at(-1);
    if (!found) throw new Error(`no seen ${status} expert ticket`);
    return `/cabinet/applications/view/expert_duedill/${found.id}`;
  };
  const working = seeded('due_in_due');
  await walk.check('expert ticket in work, info', { go: `${working}?tab=info`, ready: walk.page.getByTestId('expert-internal-expert') });
  await walk.check('expert ticket in work, meetings', { go: `${working}?tab=meetings`, ready: walk.page.getByTestId('expert-meetings'), sameHeading: true });
  // The demo may hold meetings waiting for an answer: the decline dialog is walked when one shows.
  const decline = walk.page.getByRole('button', { name: walk.t('meetings.declineOf', { name: '' }) });
  if ((await decline.count()) > 0) {
    await walk.checkOpen('expert ticket in work, decline a meeting', async () => {
      await decline.first().click();
      return walk.page.getByRole('dialog', { name: walk.t('meetings.decline.title') });
    });
  }
  await walk.check('expert ticket in work, report tab', { go: `${working}?tab=report`, ready: walk.page.getByTestId('report-form'), sameHeading: true });
  await walk.check('expert report page', { go: `${working}/report`, ready: walk.page.getByTestId('report-form') });
  const waiting = seeded('due_work_approval');
  await walk.check('expert ticket waiting for terms', { go: `${waiting}?tab=info`, ready: walk.page.getByTestId('expert-interest') });
  await walk.checkOpen('expert ticket, not-interesting confirmation', async () => {
    await walk.page.getByRole('button', { name: walk.t('applications.interest.notInteresting') }).click();
    return walk.page.getByRole('dialog', { name: walk.t('applications.expert.interest.confirmTitle') });
  });
  await walk.check('expert ticket waiting for terms, report not started', {
    go: `${waiting}?tab=report`,
    ready: walk.page.getByTestId('report-not-started'),
    sameHeading: true,
  });
  const done = seeded('due_success');
  await walk.check('expert ticket done, report', { go: `${done}?tab=report`, ready: walk.page.getByTestId('report-status') });
  await walk.check('expert ticket done, messages', { go: `${done}?tab=messages`, sameHeading: true });
}
