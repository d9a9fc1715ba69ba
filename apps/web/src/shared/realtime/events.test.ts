import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { handleRealtimeEvent } from './events';
import { queryKeys } from '@/shared/api/query-keys';

function seeded() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.tickets, ['t']);
  client.setQueryData(queryKeys.offers, ['o']);
  client.setQueryData(queryKeys.companyTasks, ['c']);
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, stale };
}

describe('realtime events', () => {
  it('a crowdfunding event makes every crowdfunding query stale, and only those', () => {
    const { client, stale } = seeded();
    const card = [...queryKeys.crowdfunding, 'card', 'investor', 'r1'];
    const backers = [...queryKeys.crowdfunding, 'backers', 'startup', 'r1', []];
    client.setQueryData(card, { id: 'r1' });
    client.setQueryData(backers, { backers: [] });
    handleRealtimeEvent(client, 'crowdfunding', { id: 'r1' });
    expect(stale(card)).toBe(true);
    expect(stale(backers)).toBe(true);
    expect(stale(queryKeys.tickets)).toBe(false);
    expect(stale(queryKeys.offers)).toBe(false);
  });

  it('an offer makes offers and tickets stale, nothing else', () => {
    const { client, stale } = seeded();
    handleRealtimeEvent(client, 'offer', {});
    expect(stale(queryKeys.offers)).toBe(true);
    expect(stale(queryKeys.tickets)).toBe(true);
    expect(stale(queryKeys.companyTasks)).toBe(false);
  });

  it("a moved ticket or an answered offer makes the back office's queue and ticket stale", () => {
    for (const event of ['ticket', 'offer'] as const) {
      const client = new QueryClient();
      const queue = [...queryKeys.managerTickets, 'queue', {}];
      const ticket = [...queryKeys.managerTickets, 'ticket', 't1'];
      client.setQueryData(queue, ['q']);
      client.setQueryData(ticket, ['t']);
      handleRealtimeEvent(client, event, {});
      expect(client.getQueryState(queue)?.isInvalidated, event).toBe(true);
      expect(client.getQueryState(ticket)?.isInvalidated, event).toBe(true);
    }
  });

  it('a company message makes company threads stale', () => {
    const { client, stale } = seeded();
    handleRealtimeEvent(client, 'companyMessage', undefined);
    expect(stale(queryKeys.companyTasks)).toBe(true);
    expect(stale(queryKeys.tickets)).toBe(false);
  });

  it("a message of either kind makes the managers' threads stale, and an open thread with them", () => {
    for (const event of ['message', 'companyMessage'] as const) {
      const client = new QueryClient();
      const queue = [...queryKeys.managerThreads, 'queue', {}];
      const thread = [...queryKeys.managerThreads, 'thread', 'm1'];
      client.setQueryData(queue, ['q']);
      client.setQueryData(thread, ['t']);
      handleRealtimeEvent(client, event, { id: 'm1', ticketId: null });
      expect(client.getQueryState(queue)?.isInvalidated, event).toBe(true);
      expect(client.getQueryState(thread)?.isInvalidated, event).toBe(true);
    }
  });

  it('a ticket message makes the ticket threads and an open one stale', () => {
    const client = new QueryClient();
    const thread = [...queryKeys.ticketTasks, 'thread', 'm1'];
    client.setQueryData(thread, ['t']);
    handleRealtimeEvent(client, 'message', { id: 'm1', ticketId: 't1' });
    expect(client.getQueryState(thread)?.isInvalidated).toBe(true);
  });

  it('user events store the pushed counters', () => {
    const { client } = seeded();
    const counters = { new_ticket_tasks: 2, new_offers: 1, new_company_tasks: 0 };
    handleRealtimeEvent(client, 'userEvents', counters);
    expect(client.getQueryData(queryKeys.userEvents)).toEqual(counters);
  });

  it("user events and ticket moves make the expert's tickets stale, not the client's", () => {
    for (const event of ['userEvents', 'ticket'] as const) {
      const { client, stale } = seeded();
      const list = [...queryKeys.expertTickets, 'list'];
      client.setQueryData(list, ['e']);
      handleRealtimeEvent(client, event, { new_ticket_tasks: 0, new_offers: 1, new_company_tasks: 0 });
      expect(stale(list), event).toBe(true);
      if (event === 'userEvents') expect(stale(queryKeys.tickets), event).toBe(false);
    }
  });
});

describe('work calendars', () => {
  it('a ticket event (a meeting booked or cancelled) makes the shown schedules stale', () => {
    const client = new QueryClient();
    const week = [...queryKeys.workCalendars, 'e1', 'from', 'to'];
    client.setQueryData(week, { calendar: [] });
    handleRealtimeEvent(client, 'ticket', {});
    expect(client.getQueryState(week)?.isInvalidated).toBe(true);
  });
});

describe('pilots', () => {
  it('a pilot event makes every pilots query stale, and nothing else', () => {
    const { client, stale } = seeded();
    const list = ['pilots', 'startup', 'list', {}, 'asc'];
    const card = ['pilots', 'startup', 'view', 'p1'];
    client.setQueryData(list, { pages: [] });
    client.setQueryData(card, { id: 'p1' });
    handleRealtimeEvent(client, 'pilot', { id: 'p1' });
    expect(stale(list)).toBe(true);
    expect(stale(card)).toBe(true);
    expect(stale(queryKeys.tickets)).toBe(false);
  });

  it('an archived pilot re-reads the applicant’s open pilot page and the showcase', () => {
    const { client, stale } = seeded();
    const list = ['pilots', 'startup', 'list', {}, 'asc'];
    const card = ['pilots', 'startup', 'view', 'p1'];
    client.setQueryData(list, { pages: [] });
    client.setQueryData(card, { id: 'p1', status: 'active' });
    handleRealtimeEvent(client, 'pilotArchived', { id: 'p1' });
    expect(stale(card)).toBe(true);
    expect(stale(list)).toBe(true);
    expect(stale(queryKeys.crowdfunding)).toBe(false);
  });
});

describe('account changes by a manager', () => {
  it("an account event re-reads the account, its sections, its recommendations, timelines and the back office's pages", () => {
    const { client, stale } = seeded();
    const recommendations = [...queryKeys.recommendations, 'en'];
    const ownTimeline = [...queryKeys.timeline, 'own'];
    const company = [...queryKeys.backoffice, 'company', 'c1'];
    client.setQueryData(queryKeys.userInfo, { id: 'u1' });
    client.setQueryData(queryKeys.sectionSettings, { crowdfunding: true, pilots: true });
    client.setQueryData(recommendations, {});
    client.setQueryData(ownTimeline, { pages: [] });
    client.setQueryData(company, { id: 'c1' });
    handleRealtimeEvent(client, 'account', { id: 'u1' });
    for (const key of [queryKeys.userInfo, queryKeys.sectionSettings, recommendations, ownTimeline, company]) expect(stale(key), String(key)).toBe(true);
    expect(stale(queryKeys.tickets)).toBe(false);
    expect(stale(queryKeys.offers)).toBe(false);
  });

  it('a timeline event re-reads the open timelines only', () => {
    const { client, stale } = seeded();
    const own = [...queryKeys.timeline, 'own'];
    const managers = [...queryKeys.timeline, 'c1'];
    client.setQueryData(own, { pages: [] });
    client.setQueryData(managers, { pages: [] });
    client.setQueryData(queryKeys.userInfo, { id: 'u1' });
    handleRealtimeEvent(client, 'timeline', { companyId: 'c1' });
    expect(stale(own)).toBe(true);
    expect(stale(managers)).toBe(true);
    expect(stale(queryKeys.userInfo)).toBe(false);
    expect(stale(queryKeys.tickets)).toBe(false);
  });
});
