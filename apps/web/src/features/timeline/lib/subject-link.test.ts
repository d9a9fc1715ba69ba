import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '@platform/contract';
import type { AnyFacts } from './labels';
import { subjectLink, type TimelineViewer } from './subject-link';

const ID = '00000000-0000-4000-8000-00000000000a';
const TICKET = '00000000-0000-4000-8000-00000000000b';

function event(type: TimelineEvent['subject']['type'], data: AnyFacts = {}, id: string | null = ID, title: string | null = null): TimelineEvent {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'ticket.created',
    at: '2026-11-20T10:00:00.000Z',
    actor: null,
    subject: { type, id, title },
    data,
    internal: false,
  } as TimelineEvent;
}

const visible = { crowdfunding: true, pilots: true };
const manager: TimelineViewer = { role: 'manager' };
const startup: TimelineViewer = { role: 'startup', sections: visible };
const investor: TimelineViewer = { role: 'investor', sections: visible };
const expert: TimelineViewer = { role: 'expert', sections: visible };

describe('timeline links', () => {
  it('an application opens the ticket page for managers and the application for the company', () => {
    expect(subjectLink(event('ticket'), manager)).toBe(`/manage/tickets/${ID}`);
    expect(subjectLink(event('ticket', {}, ID, 'startup_investment'), startup)).toBe(`/cabinet/applications/view/startup_investment/${ID}`);
    expect(subjectLink(event('ticket', {}, ID, 'made_up'), startup)).toBe(`/cabinet/applications/view/application/${ID}`);
  });

  it('meetings, reports and offers open their ticket, on the matching tab for the company', () => {
    expect(subjectLink(event('meeting', { ticketId: TICKET }), manager)).toBe(`/manage/tickets/${TICKET}`);
    expect(subjectLink(event('report', { ticketId: TICKET, ticketType: 'investor_duedill' }), investor)).toBe(
      `/cabinet/applications/view/investor_duedill/${TICKET}?tab=report`,
    );
    expect(subjectLink(event('offer', { ticketId: TICKET }, ID, 'startup_pilot'), startup)).toBe(
      `/cabinet/applications/view/startup_pilot/${TICKET}?tab=offers`,
    );
    expect(subjectLink(event('meeting'), startup)).toBeNull();
  });

  it('threads open in the messages of the application, of the company, or in the back office', () => {
    expect(subjectLink(event('thread'), manager)).toBe(`/manage/messages/${ID}`);
    expect(subjectLink(event('thread'), startup)).toBe(`/cabinet/messages/view/${ID}`);
    expect(subjectLink(event('thread', { ticketId: TICKET }), investor)).toBe(`/cabinet/applications/view/application/${TICKET}/message/view/${ID}`);
    // Investors have no company messages screen.
    expect(subjectLink(event('thread'), investor)).toBeNull();
  });

  it('rounds and pilots open for the company only while their section is shown', () => {
    expect(subjectLink(event('round'), startup)).toBe(`/cabinet/crowdfunding/view/${ID}`);
    expect(subjectLink(event('round'), { role: 'startup', sections: { ...visible, crowdfunding: false } })).toBeNull();
    expect(subjectLink(event('backing', { roundId: TICKET }), investor)).toBe(`/cabinet/crowdfunding/view/${TICKET}`);
    expect(subjectLink(event('backing', { roundId: TICKET }), manager)).toBe(`/manage/crowdfunding/${TICKET}`);
    expect(subjectLink(event('pilot'), investor)).toBe(`/cabinet/pilot_showcase/view/${ID}`);
    expect(subjectLink(event('pilot_application', { pilotId: TICKET }), { role: 'startup', sections: { ...visible, pilots: false } })).toBeNull();
    expect(subjectLink(event('pilot'), manager)).toBeNull();
  });

  it("an expert's due diligence and meetings open its own ticket, the back office the client's", () => {
    expect(subjectLink(event('expert_ticket', { clientTicketId: TICKET }), expert)).toBe(`/cabinet/applications/view/expert_duedill/${ID}`);
    expect(subjectLink(event('expert_ticket', { clientTicketId: TICKET }), manager)).toBe(`/manage/tickets/${TICKET}`);
    expect(subjectLink(event('meeting', { expertTicketId: TICKET }), expert)).toBe(`/cabinet/applications/view/expert_duedill/${TICKET}?tab=meetings`);
  });

  it('accounts and missing ids link nowhere', () => {
    expect(subjectLink(event('ticket'), expert)).toBeNull();
    expect(subjectLink(event('expert_ticket'), startup)).toBeNull();
    expect(subjectLink(event('account'), manager)).toBeNull();
    expect(subjectLink(event('account'), startup)).toBeNull();
    expect(subjectLink(event('ticket', {}, null), manager)).toBeNull();
  });
});
