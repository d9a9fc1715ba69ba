import { describe, expect, it } from 'vitest';
import { clientTicketStatuses, clientTicketTypes, roles, type Role } from '@platform/contract';
import { managerTicketAbilities, ticketPolicy } from './policy.js';

const caller = (role: Role) => ({ id: 'c0000000-0000-4000-8000-000000000001', role });

describe('ticketPolicy', () => {
  it('lets each kind of company file its own types only', () => {
    const filed = (role: Role) => clientTicketTypes.filter((type) => ticketPolicy.file(caller(role), type));
    expect(filed('startup')).toEqual(['startup_investment', 'startup_pilot', 'startup_duedill']);
    expect(filed('investor')).toEqual(['investor_investment', 'investor_pilot', 'investor_duedill']);
    expect(filed('corporate')).toEqual(['corporate_investment', 'corporate_pilot', 'corporate_duedill']);
    expect(filed('expert')).toEqual([]);
    expect(filed('manager')).toEqual([]);
  });

  it('offers the kinds of company a ticket looks for', () => {
    const offerable = (type: (typeof clientTicketTypes)[number]) => roles.filter((role) => ticketPolicy.offerable({ type }, { role }));
    expect(offerable('startup_investment')).toEqual(['investor', 'corporate']);
    expect(offerable('corporate_pilot')).toEqual(['startup']);
    expect(offerable('investor_duedill')).toEqual(['expert']);
  });

  it('lets managers offer companies on a client’s ticket until it closes', () => {
    const open = clientTicketStatuses.filter((status) => ticketPolicy.offer({ type: 'startup_investment', status }));
    expect(open).toEqual(['registred', 'signing_agreement', 'searching', 'waiting_confirm', 'deal']);
    expect(ticketPolicy.offer({ type: 'expert_duedill', status: 'due_in_due' })).toBe(false);
    expect(managerTicketAbilities({ type: 'investor_pilot', status: 'cancelled' })).toEqual({ offer_company: false });
  });
});
