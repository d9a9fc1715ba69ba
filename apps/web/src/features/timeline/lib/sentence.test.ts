import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '@platform/contract';
import type { AnyFacts } from './labels';
import { familyOf, sentenceOf } from './sentence';

/** An entry as read: any facts, also ones a kind no longer has, for the sentence to cope with. */
function event(kind: TimelineEvent['kind'], data: AnyFacts = {}, subject: Partial<TimelineEvent['subject']> = {}): TimelineEvent {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind,
    at: '2026-11-20T10:00:00.000Z',
    actor: null,
    subject: { type: 'ticket', id: null, title: null, ...subject },
    data,
    internal: false,
  } as TimelineEvent;
}

describe('timeline sentences', () => {
  it("an application move names its type and both statuses by the applications' own labels", () => {
    const sentence = sentenceOf(event('ticket.status', { from: 'searching', to: 'waiting_confirm', comment: null }, { title: 'startup_investment' }));
    expect(sentence).toEqual({
      key: 'ticket.statusFrom',
      params: {
        title: { quoted: { key: 'applications.types.startup_investment' } },
        from: { key: 'applications.status.searching.title' },
        to: { key: 'applications.status.waiting_confirm.title' },
      },
      details: [],
    });
  });

  it('a revoked approval names the company the report is on; an entry written without it reads as before', () => {
    const facts = { reportId: 'r1', reason: 'The expert held shares', client: 'Nordlight Robotics', expert: 'Clearview Audit' };
    expect(sentenceOf(event('report.revoked', facts, { type: 'expert_ticket', title: 'startup_duedill' }), 'manager')).toEqual({
      key: 'report.revokedOn',
      params: { title: { quoted: { key: 'applications.types.startup_duedill' } }, client: { text: 'Nordlight Robotics' } },
      details: [{ label: 'reason', value: { text: 'The expert held shares' } }],
    });
    expect(sentenceOf(event('report.revoked', { reportId: 'r1', reason: 'Shares' })).key).toBe('report.revoked');
  });

  it('managers read the back office names of the same statuses', () => {
    const sentence = sentenceOf(
      event('duediligence.status', { from: 'due_in_due', to: 'due_accept_work' }, { type: 'expert_ticket', title: 'startup_duedill' }),
      'manager',
    );
    expect(sentence.params.from).toEqual({ key: 'manage.statuses.due_in_due' });
    expect(sentence.params.to).toEqual({ key: 'manage.statuses.due_accept_work' });
  });

  it('a move without the status it left says only where it went; an unknown status is shown as written', () => {
    const sentence = sentenceOf(event('round.status', { to: 'paused' }, { type: 'round', title: 'Acme' }));
    expect(sentence.key).toBe('round.status');
    expect(sentence.params).toEqual({ title: { quoted: { text: 'Acme' } }, to: { text: 'paused' } });
  });

  it("a round's changed terms, its early close, its reporting and a backing's reconfirmation or lapse read as steps of the round", () => {
    const round = { type: 'round' as const, title: 'Acme' };
    const terms = sentenceOf(event('round.terms', { changeId: 'c', fields: ['investment_max'], reason: 'A second lead', reconfirmBy: '2026-12-07' }, round));
    expect(terms).toEqual({
      key: 'round.terms',
      params: { title: { quoted: { text: 'Acme' } } },
      details: [{ label: 'reason', value: { text: 'A second lead' } }],
    });
    expect(sentenceOf(event('round.close_notice', { closeOn: '2026-12-14', plannedExpire: '2027-02-01' }, round)).key).toBe('round.close_notice');
    const late = sentenceOf(event('round.reporting', { state: 'late', due: '2026-09-30' }, round));
    expect(late).toEqual({ key: 'round.reporting', params: { title: { quoted: { text: 'Acme' } }, to: { key: 'timeline.reporting.late' } }, details: [] });
    expect(sentenceOf(event('round.reporting', { state: 'reminded', due: '2026-09-30' }, round)).params.to).toEqual({ key: 'timeline.reporting.reminded' });
    const lapsed = sentenceOf(event('backing.lapsed', { amount: 2500, reconfirmBy: '2026-12-07' }, { type: 'backing', title: 'Acme' }));
    expect(lapsed).toEqual({ key: 'backing.lapsed', params: { title: { quoted: { text: 'Acme' } } }, details: [{ label: 'amount', amount: 2500 }] });
  });

  it('decisions and answers use the labels of pilots, rounds, meetings and offers', () => {
    const decided = sentenceOf(
      event(
        'pilot_application.decided',
        { decision: 'decline', reason: 'too_early', text: 'Come back next year' },
        { type: 'pilot_application', title: 'Smart grid' },
      ),
    );
    expect(decided.params.to).toEqual({ key: 'pilotsOwner.applicants.status.declined' });
    expect(decided.details).toEqual([
      { label: 'reason', value: { key: 'pilotsOwner.reasons.too_early' } },
      { label: 'text', value: { text: 'Come back next year' } },
    ]);
    expect(sentenceOf(event('backing.decided', { from: 'new', to: 'reject' })).params.to).toEqual({ key: 'manageCrowdfunding.backerStatuses.reject' });
    expect(sentenceOf(event('report.reviewed', { decision: 'approve', from: 'due_accept_work', to: 'due_success' })).params.to).toEqual({
      key: 'applications.status.due_success.title',
    });
    expect(sentenceOf(event('meeting.answered', { accept: false, reason: 'Busy' }, { type: 'meeting' })).params.to).toEqual({ key: 'meetings.state.declined' });
    expect(sentenceOf(event('offer.answered', { interesting: true }, { type: 'offer' })).params.to).toEqual({ key: 'applications.interest.interesting' });
    expect(sentenceOf(event('offer.answered', { interesting: false }, { type: 'offer' })).params.to).toEqual({ key: 'applications.interest.notInteresting' });
    expect(sentenceOf(event('ticket.status', { to: 'Waiting confirm' })).params.to).toEqual({ key: 'applications.status.waiting_confirm.title' });
    expect(sentenceOf(event('pilot.outcome', { outcome: 'extended' }, { type: 'pilot' })).details).toEqual([
      { label: 'outcome', value: { key: 'pilotsOwner.outcomes.extended' } },
    ]);
  });

  it("a meeting's times are when it takes place, not statuses", () => {
    const sentence = sentenceOf(
      event('meeting.scheduled', { from: '2026-12-01T10:00:00.000Z', to: '2026-12-01T11:00:00.000Z', location: null }, { type: 'meeting', title: 'Kick-off' }),
    );
    expect(sentence).toEqual({
      key: 'meeting.scheduled',
      params: { title: { quoted: { text: 'Kick-off' } } },
      details: [{ label: 'when', from: '2026-12-01T10:00:00.000Z', to: '2026-12-01T11:00:00.000Z' }],
    });
  });

  it('a block carries its reason in the sentence, not again below it', () => {
    expect(sentenceOf(event('account.blocked', { reason: 'Spam offers' }, { type: 'account' }))).toEqual({
      key: 'account.blocked',
      params: { reason: { text: 'Spam offers' } },
      details: [],
    });
  });

  it('section settings read as each section shown or hidden', () => {
    expect(sentenceOf(event('account.sections', { crowdfunding: false, pilots: true }))).toMatchObject({
      key: 'account.sections',
      params: { crowdfunding: { key: 'timeline.sections.crowdfunding.hidden' }, pilots: { key: 'timeline.sections.pilots.shown' } },
    });
    expect(sentenceOf(event('account.sections', { pilots: false }))).toMatchObject({
      key: 'account.sectionsOne',
      params: { section: { key: 'timeline.sections.pilots.hidden' } },
    });
    expect(sentenceOf(event('account.sections')).key).toBe('account.sectionsNone');
  });

  it('a recommendation names its category and title', () => {
    const sentence = sentenceOf(event('account.recommendation', { category: 'team', title: 'Hire a CTO' }, { type: 'account' }));
    expect(sentence).toEqual({
      key: 'account.recommendation',
      params: { category: { key: 'scoring.groups.team' }, title: { text: 'Hire a CTO' } },
      details: [],
    });
  });

  it('an internal comment is its text', () => {
    expect(sentenceOf(event('note', { text: 'Called them' }, { type: 'account' }))).toEqual({
      key: 'note',
      params: { text: { text: 'Called them' } },
      details: [],
    });
  });

  it('other steps name their subject and list previews, questions and amounts below; no title, no quotes', () => {
    const backing = sentenceOf(event('backing.created', { amount: 5000, status: 'new', roundId: 'r1' }, { type: 'backing', title: 'Acme' }));
    expect(backing).toEqual({ key: 'backing.created', params: { title: { quoted: { text: 'Acme' } } }, details: [{ label: 'amount', amount: 5000 }] });
    expect(sentenceOf(event('thread.post', { kind: 'company', preview: 'Hello there', files: 0 }, { type: 'thread', title: 'Terms' })).details).toEqual([
      { label: 'preview', value: { text: 'Hello there' } },
    ]);
    expect(sentenceOf(event('pilot_application.created', { question: 'When?' }, { type: 'pilot_application' })).details).toEqual([
      { label: 'question', value: { text: 'When?' } },
    ]);
    expect(sentenceOf(event('ticket.created', { status: 'registred' })).params).toEqual({ title: { quoted: null } });
  });

  it('groups kinds into families for their icons', () => {
    expect(familyOf('note')).toBe('note');
    expect(familyOf('account.blocked')).toBe('account');
    expect(familyOf('pilot_application.created')).toBe('pilotApplication');
    expect(familyOf('duediligence.sent')).toBe('duediligence');
  });
});
