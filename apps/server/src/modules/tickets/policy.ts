import {
  isClientTicketStatus,
  isFinalClientStatus,
  offerRolesFor,
  ticketOwnerRole,
  type ClientTicketType,
  type Role,
  type TicketStatus,
} from '@platform/contract';

type Caller = { readonly id: string; readonly role: Role };

/**
 * Who may do what with a client's ticket (an application). Reading one is its owner's (the
 * queries filter by owner, so another's answers as missing) or a manager's (the routes' guard);
 * an expert ticket's rules are due diligence's. Whether a startup may file at all is the
 * account's (users' `accountPolicy.fileApplications`).
 */
export const ticketPolicy = {
  /** Filing a ticket of a type: each type belongs to one kind of owner (startups file startup forms, investors and corporates their own). */
  file: (caller: Caller, type: ClientTicketType): boolean => ticketOwnerRole(type) === caller.role,

  /**
   * Offering companies on a ticket: the managers' (their routes' guard), on a client's ticket until it
   * is closed; an expert ticket is offered nothing, and a closed one has no one left to answer an offer.
   */
  offer: (ticket: { readonly type: string; readonly status: TicketStatus }): boolean =>
    ticket.type !== 'expert_duedill' && isClientTicketStatus(ticket.status) && !isFinalClientStatus(ticket.status),

  /** The company a manager offers must be of a kind the ticket looks for (investors for a startup's round, experts for due diligence, …). */
  offerable: (ticket: { readonly type: ClientTicketType }, company: { readonly role: Role }): boolean =>
    (offerRolesFor(ticket.type) as readonly Role[]).includes(company.role),
};

/** The managers' abilities on a ticket, as their ticket page's answer carries them beside its `moves`. */
export const managerTicketAbilities = (ticket: { readonly type: string; readonly status: TicketStatus }) => ({
  offer_company: ticketPolicy.offer(ticket),
});
