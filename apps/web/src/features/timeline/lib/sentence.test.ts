import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '@platform/contract';
import { familyOf, sentenceOf } from './sentence';

function event(kind: TimelineEvent['kind'], data: TimelineEvent['data'] = {}, title: string | null = null): TimelineEvent {
  return { id: '00000000-0000-4000-8000-000000000001', kind, at: '2026-11-20T10:00:00.000Z', actor: null, subject: { type: 'ticket', id: null, title }, data, internal: false };
}

describe('timeline sentences', () => {
  it('an application move names both statuses by the labels the applications use', () => {
    const sentence = sentenceOf(event('ticket.status', { from: 'searching', to: 'waiting_confirm' }, 'Investment search'));
    expect(sentence.key).toBe('ticket.statusFrom');
    expect(sentence.params).toEqual({
      title: { title: 'Investment search' },
      from: { key: 'applications.status.searching.title' },
      to: { key: 'applications.status.waiting_confirm.title' },
    });
  });

  it('managers read the back office names of the same statuses', () => {
    const sentence = sentenceOf(event('duediligence.status', { from: 'due_in_due', to: 'due_accept_work' }), 'manager');
    expect(sentence.params.from).toEqual({ key: 'manage.statuses.due_in_due' });
    expect(sentence.params.to).toEqual({ key: 'manage.statuses.due_accept_work' });
  });

  it('a move without the status it left says only where it went; an unknown status is shown as written', () => {
    const sentence = sentenceOf(event('round.status', { to: 'paused' }));
    expect(sentence.key).toBe('round.status');
    expect(sentence.params.to).toEqual({ text: 'paused' });
    expect(sentenceOf(event('pilot.status', { to: 'archive' })).params.to).toEqual({ key: 'pilotsOwner.manage.statuses.archive' });
  });

  it('decisions use the pilot, crowdfunding, report and meeting labels', () => {
    expect(sentenceOf(event('pilot_application.decided', { to: 'shortlisted' })).params.to).toEqual({ key: 'pilotsOwner.applicants.status.shortlisted' });
    expect(sentenceOf(event('backing.decided', { to: 'reject' })).params.to).toEqual({ key: 'manageCrowdfunding.backerStatuses.reject' });
    expect(sentenceOf(event('report.reviewed', { to: 'approved' })).params.to).toEqual({ key: 'manage.reportStatuses.approved' });
    expect(sentenceOf(event('meeting.answered', { accepted: false })).params.to).toEqual({ key: 'meetings.state.declined' });
  });

  it('a block carries its reason in the sentence, not again below it', () => {
    const sentence = sentenceOf(event('account.blocked', { reason: 'Spam offers' }));
    expect(sentence).toEqual({ key: 'account.blocked', params: { reason: { text: 'Spam offers' } }, details: [] });
  });

  it('section settings read as each section shown or hidden', () => {
    expect(sentenceOf(event('account.sections', { crowdfunding: false, pilots: true }))).toMatchObject({
      key: 'account.sections',
      params: { crowdfunding: { key: 'timeline.sections.crowdfunding.hidden' }, pilots: { key: 'timeline.sections.pilots.shown' } },
    });
    expect(sentenceOf(event('account.sections', { pilots: false }))).toMatchObject({ key: 'account.sectionsOne', params: { section: { key: 'timeline.sections.pilots.hidden' } } });
    expect(sentenceOf(event('account.sections')).key).toBe('account.sectionsNone');
  });

  it('a recommendation names its category and title, without its long text', () => {
    const sentence = sentenceOf(event('account.recommendation', { category: 'team', title: 'Hire a CTO', text: 'A long text about hiring' }));
    expect(sentence.params).toEqual({ category: { key: 'scoring.groups.team' }, title: { text: 'Hire a CTO' } });
    expect(sentence.details).toEqual([]);
  });

  it('an internal comment is its text', () => {
    expect(sentenceOf(event('note', { text: 'Called them' }))).toEqual({ key: 'note', params: { text: { text: 'Called them' } }, details: [] });
  });

  it('other steps name their subject and list reasons, comments and amounts below', () => {
    const sentence = sentenceOf(event('backing.created', { amount: 5000, comment: 'Glad to join' }, 'Seed round'));
    expect(sentence.key).toBe('backing.created');
    expect(sentence.params).toEqual({ title: { title: 'Seed round' } });
    expect(sentence.details).toEqual([
      { label: 'comment', value: 'Glad to join' },
      { label: 'amount', amount: 5000 },
    ]);
    expect(sentenceOf(event('ticket.created')).params).toEqual({ title: { title: null } });
  });

  it('groups kinds into families for their icons', () => {
    expect(familyOf('note')).toBe('note');
    expect(familyOf('account.blocked')).toBe('account');
    expect(familyOf('pilot_application.created')).toBe('pilotApplication');
    expect(familyOf('duediligence.sent')).toBe('duediligence');
  });
});
