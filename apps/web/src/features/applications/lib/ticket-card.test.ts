import { describe, expect, it } from 'vitest';
import type { TicketListItem } from '@platform/contract';
import { stepPercent } from '@/shared/tickets/step';
import { ticketCard } from './ticket-card';

const item = (change: Partial<TicketListItem> = {}): TicketListItem => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  type_ticket: 'startup_investment',
  status: 'registred',
  date: '2026-03-01T10:00:00.000Z',
  expire: '2026-06-30',
  offers_count: 2,
  new_offers: 1,
  messages_count: 4,
  new_ticket_tasks: 3,
  co_investment: true,
  is_crowdfunding: false,
  ...change,
});

describe('ticketCard', () => {
  it('maps a list item to what the card shows', () => {
    expect(ticketCard(item())).toEqual({
      id: 'a0000000-0000-4000-8000-000000000001',
      type: 'startup_investment',
      service: 'investment',
      status: 'registred',
      step: { current: 1, total: 6, tone: 'active' },
      filed: '2026-03-01T10:00:00.000Z',
      expire: '2026-06-30',
      counters: { messages: 4, offers: 2, newOffers: 1, tasks: 3 },
      crowdfunding: false,
      coInvestment: true,
    });
  });

  it('colours the final steps: success positive, cancelled negative', () => {
    expect(ticketCard(item({ status: 'success' })).step).toEqual({ current: 6, total: 6, tone: 'positive' });
    expect(ticketCard(item({ status: 'cancelled' })).step).toEqual({ current: 6, total: 6, tone: 'negative' });
    expect(ticketCard(item({ status: 'waiting_confirm' })).step).toEqual({ current: 4, total: 6, tone: 'active' });
  });

  it('names the service of foundation types', () => {
    expect(ticketCard(item({ type_ticket: 'corporate_pilot' })).service).toBe('pilot');
    expect(ticketCard(item({ type_ticket: 'investor_duedill' })).service).toBe('duedill');
  });

  it('turns steps into a share of the way', () => {
    expect(stepPercent({ current: 3, total: 6 })).toBe(50);
    expect(stepPercent({ current: 0, total: 6 })).toBe(0);
  });
});
