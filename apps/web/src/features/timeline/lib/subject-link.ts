import { ticketTypes, type Role, type SectionSettings, type TimelineEvent } from '@platform/contract';
import { paths } from '@/shared/paths';
import type { AnyFacts } from './labels';

/** Who reads the timeline: a manager (any company's) or the company itself, with its visible sections. */
export type TimelineViewer = { role: 'manager' } | { role: Exclude<Role, 'manager'>; sections: SectionSettings };

/** The application type in a company's application links; the view reads the ticket by id alone. */
const EXPERT_TICKET_TYPE = 'expert_duedill';
const ANY_TICKET_TYPE = 'application';

/** An id a link needs, whichever kind's facts carry it (a ticket, a round). */
function id(data: AnyFacts, field: string): string | null {
  const value = data[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const isTicketType = (value: string | null): value is string => value !== null && (ticketTypes as readonly string[]).includes(value);

/** An application's type, for its link: applications and offers are titled with it. */
function ticketType(event: TimelineEvent, role: Role): string {
  if (role === 'expert') return EXPERT_TICKET_TYPE;
  const { subject } = event;
  if ((subject.type === 'ticket' || subject.type === 'offer') && isTicketType(subject.title)) return subject.title;
  const type = id(event.data, 'ticketType');
  return isTicketType(type) ? type : ANY_TICKET_TYPE;
}

function forManager(event: TimelineEvent): string | null {
  const { type, id: subjectId } = event.subject;
  const ticketId = id(event.data, 'ticketId');
  switch (type) {
    case 'ticket':
      return subjectId ? paths.manage.ticket(subjectId) : null;
    case 'thread':
      return subjectId ? paths.manage.thread(subjectId) : null;
    case 'round':
      return subjectId ? paths.manage.round(subjectId) : null;
    case 'backing': {
      const roundId = id(event.data, 'roundId');
      return roundId ? paths.manage.round(roundId) : null;
    }
    // Due diligence on the expert's timeline names the client's application it serves.
    case 'expert_ticket': {
      const clientTicketId = id(event.data, 'clientTicketId') ?? ticketId;
      return clientTicketId ? paths.manage.ticket(clientTicketId) : null;
    }
    case 'offer':
    case 'meeting':
    case 'report':
      return ticketId ? paths.manage.ticket(ticketId) : null;
    // The back office has no page per pilot or per account to link to.
    default:
      return null;
  }
}

function forCompany(event: TimelineEvent, role: Exclude<Role, 'manager'>, sections: SectionSettings): string | null {
  const { type, id: subjectId } = event.subject;
  const { data } = event;
  const ticketId = id(data, 'ticketId');
  const application = (tab?: 'offers' | 'meetings' | 'report') => (ticketId ? paths.cabinet.applications.view(ticketType(event, role), ticketId, tab) : null);
  // An expert's meetings and reports sit on its own due-diligence ticket.
  const expertTicket = (tab: 'meetings' | 'report') => {
    const expertTicketId = id(data, 'expertTicketId');
    return expertTicketId ? paths.cabinet.applications.view(EXPERT_TICKET_TYPE, expertTicketId, tab) : null;
  };
  const company = role !== 'expert';
  switch (type) {
    // An expert reads due diligence by its own ticket (`expert_ticket`), not by the client's.
    case 'ticket':
      return company && subjectId ? paths.cabinet.applications.view(ticketType(event, role), subjectId) : null;
    case 'expert_ticket':
      return role === 'expert' && subjectId ? paths.cabinet.applications.view(EXPERT_TICKET_TYPE, subjectId) : null;
    case 'offer':
      return company ? application('offers') : null;
    case 'meeting':
      return role === 'expert' ? expertTicket('meetings') : application('meetings');
    case 'report':
      return role === 'expert' ? expertTicket('report') : application('report');
    case 'thread':
      if (!subjectId) return null;
      if (ticketId) return paths.cabinet.applications.message(ticketType(event, role), ticketId, 'view', subjectId);
      // Company threads live in the messages screen, which only startups and experts have.
      return role === 'startup' || role === 'expert' ? paths.cabinet.message('view', subjectId) : null;
    case 'round':
      return company && sections.crowdfunding && subjectId ? paths.cabinet.crowdfunding.view(subjectId) : null;
    case 'backing': {
      const roundId = id(data, 'roundId');
      return company && sections.crowdfunding && roundId ? paths.cabinet.crowdfunding.view(roundId) : null;
    }
    case 'pilot':
      return company && sections.pilots && subjectId ? paths.cabinet.pilots.view(subjectId) : null;
    case 'pilot_application': {
      const pilotId = id(data, 'pilotId');
      return company && sections.pilots && pilotId ? paths.cabinet.pilots.view(pilotId) : null;
    }
    default:
      return null;
  }
}

/**
 * Where an entry's subject opens for this viewer, or null when no page of theirs shows it (an
 * account, a pilot in the back office, a section hidden from the company).
 */
export function subjectLink(event: TimelineEvent, viewer: TimelineViewer): string | null {
  return viewer.role === 'manager' ? forManager(event) : forCompany(event, viewer.role, viewer.sections);
}
