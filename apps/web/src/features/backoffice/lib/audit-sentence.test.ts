import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions, type AuditAction, type AuditEntry } from '@platform/contract';
import en from '@/shared/i18n/locales/en.json';
import ru from '@/shared/i18n/locales/ru.json';
import { auditActionName, auditSentence, resolveText, sentenceSegments, type Segment, type Translate } from './audit-sentence';

const TICKET = '2f0c1b9e-8d4a-4c3b-9a1e-5b6c7d8e9f01';
const NORDLIGHT = { id: '0b7a3c1e-4f5d-4a6b-8c9d-0e1f2a3b4c5d', name: 'Nordlight Robotics', role: 'startup' as const };
const FJORD = { id: '1c8b4d2f-5a6e-4b7c-9d0e-1f2a3b4c5d6e', name: 'Fjord Capital', role: 'investor' as const };

type Entry = Parameters<typeof auditSentence>[0];

function entry(action: string, over: Partial<AuditEntry> = {}): Entry {
  return {
    action,
    actor: 'anna@platform.test',
    actor_name: 'Anna Petrova',
    company: NORDLIGHT,
    entity: 'ticket',
    entity_id: TICKET,
    record: { title: null, ticket_type: 'startup_investment' },
    party: null,
    before: null,
    after: null,
    ...over,
  };
}

/** One entry per action as the server writes it: its record kind, its values before and after. */
const written: Record<AuditAction, Entry> = {
  'ticket.status': entry('ticket.status', { before: { status: 'searching' }, after: { status: 'waiting_confirm', comment: 'Two funds offered' } }),
  'ticket.offer': entry('ticket.offer', { party: FJORD, after: { companyId: FJORD.id, offerId: TICKET } }),
  'ticket.expert_send': entry('ticket.expert_send', {
    party: { ...FJORD, name: 'Clearview Audit', role: 'expert' },
    after: { companyId: FJORD.id, expertTicketId: TICKET },
  }),
  'expert_ticket.terms_agreed': entry('expert_ticket.terms_agreed', {
    record: { title: null, ticket_type: 'expert_duedill' },
    before: { status: 'due_work_approval' },
    after: { status: 'due_in_due', comment: null },
  }),
  'expert_ticket.cancel': entry('expert_ticket.cancel', {
    record: { title: null, ticket_type: 'expert_duedill' },
    before: { status: 'due_in_due' },
    after: { status: 'due_cancel' },
  }),
  'report.approve': entry('report.approve', { record: { title: null, ticket_type: 'expert_duedill' }, after: { status: 'due_success', comment: 'Thorough' } }),
  'report.request_changes': entry('report.request_changes', {
    record: { title: null, ticket_type: 'expert_duedill' },
    after: { status: 'due_change_req', comment: 'Add the risks' },
  }),
  'report.revoke': entry('report.revoke', {
    company: { ...FJORD, name: 'Clearview Audit', role: 'expert' },
    record: { title: null, ticket_type: 'expert_duedill' },
    party: NORDLIGHT,
    after: { revoked_at: '2026-12-01T09:00:00.000Z', reason: 'The expert held shares', client: NORDLIGHT.id },
  }),
  'meeting.book': entry('meeting.book', { after: { meetingId: TICKET, name: 'Kick-off', timestampz_from: '2026-12-01T09:00:00.000Z' } }),
  'meeting.change': entry('meeting.change', { before: { name: 'Kick-off' }, after: { name: 'Kick-off, moved', timestampz_from: '2026-12-02T09:00:00.000Z' } }),
  'meeting.cancel': entry('meeting.cancel', { before: { name: 'Kick-off' } }),
  'thread.start': entry('thread.start', {
    entity: 'thread',
    record: { title: 'Quarterly figures', ticket_type: null },
    after: { kind: 'company', title: 'Quarterly figures' },
  }),
  'thread.answer': entry('thread.answer', { entity: 'thread', record: { title: 'Quarterly figures', ticket_type: null }, after: { files: 0 } }),
  'thread.close': entry('thread.close', {
    entity: 'thread',
    record: { title: 'Quarterly figures', ticket_type: null },
    before: { closed: false },
    after: { closed: true },
  }),
  'thread.reopen': entry('thread.reopen', {
    entity: 'thread',
    record: { title: 'Quarterly figures', ticket_type: null },
    before: { closed: true },
    after: { closed: false },
  }),
  'crowdfunding.status': entry('crowdfunding.status', {
    entity: 'crowdfunding',
    record: { title: 'Nordlight Robotics', ticket_type: null },
    before: { status: 'new' },
    after: { status: 'active', reason: null, min_ticket: 10000 },
  }),
  'crowdfunding.backer': entry('crowdfunding.backer', {
    entity: 'crowdfunding',
    company: FJORD,
    record: { title: 'Nordlight Robotics', ticket_type: null },
    after: { backerId: TICKET, status: 'active', investment_amount: 50000 },
  }),
  'crowdfunding.terms': entry('crowdfunding.terms', {
    entity: 'crowdfunding',
    record: { title: 'Nordlight Robotics', ticket_type: null },
    before: { investment_max: 1000000 },
    after: { investment_max: 2000000, reason: 'A lead investor joined', reconfirm_by: '2026-12-07' },
  }),
  'crowdfunding.question_hide': entry('crowdfunding.question_hide', {
    entity: 'crowdfunding',
    company: FJORD,
    record: { title: 'Nordlight Robotics', ticket_type: null },
    after: { questionId: TICKET, target: 'question', reason: 'Personal remarks' },
  }),
  'pilot.status': entry('pilot.status', {
    entity: 'pilot',
    record: { title: 'Predictive maintenance', ticket_type: null },
    before: { status: 'send' },
    after: { status: 'decline', reason: 'Too vague' },
  }),
  'user.block': entry('user.block', {
    entity: 'user',
    entity_id: NORDLIGHT.id,
    record: { title: 'Nordlight Robotics', ticket_type: null },
    after: { status: 'blocked', reason: 'Documents missing' },
  }),
  'user.unblock': entry('user.unblock', {
    entity: 'user',
    entity_id: NORDLIGHT.id,
    record: { title: 'Nordlight Robotics', ticket_type: null },
    after: { status: 'active', reason: 'Verified' },
  }),
  'user.sections': entry('user.sections', {
    entity: 'user',
    entity_id: NORDLIGHT.id,
    before: { crowdfunding: true, pilots: true },
    after: { crowdfunding: false, pilots: true },
  }),
  'recommendation.write': entry('recommendation.write', {
    entity: 'user',
    entity_id: NORDLIGHT.id,
    after: { category: 'technology', title: 'Document the API', text: '…' },
  }),
  'recommendation.delete': entry('recommendation.delete', { entity: 'user', entity_id: NORDLIGHT.id, before: { category: 'team', title: 'Hire a CTO' } }),
  'company.note': entry('company.note', {
    entity: 'company',
    entity_id: NORDLIGHT.id,
    record: { title: 'Nordlight Robotics', ticket_type: null },
    after: { text: 'Called the founder' },
  }),
  'user.sessions_end': entry('user.sessions_end', { entity: 'user', entity_id: NORDLIGHT.id, after: { ended: 2 } }),
  'signin_key.create': entry('signin_key.create', { entity: 'user', entity_id: NORDLIGHT.id, after: { expiresAt: '2026-12-02T09:00:00.000Z' } }),
  'manager.create': entry('manager.create', {
    actor: null,
    actor_name: null,
    company: null,
    entity: 'user',
    record: { title: 'Boris Ivanov', ticket_type: null },
    after: { email: 'boris@platform.test', via: 'cli' },
  }),
  'manager.activate': entry('manager.activate', { company: null, entity: 'user', record: { title: 'Boris Ivanov', ticket_type: null } }),
  'manager.deactivate': entry('manager.deactivate', { company: null, entity: 'user', record: { title: 'Boris Ivanov', ticket_type: null } }),
  'mail.retry': entry('mail.retry', {
    entity: 'mail',
    record: null,
    before: { state: 'failed', attempts: 2, error: 'Error: Message failed: 451 try again later' },
    after: { state: 'queued', to: 'founder@nordlight.test', subject: 'Your sign-up code', template: 'auth.code' },
  }),
  'classification.review': entry('classification.review', {
    entity: 'classification',
    company: FJORD,
    record: null,
    before: { review: 'pending' },
    after: { review: 'rejected', reason: 'The balance sheet is not signed' },
  }),
};

const translators: Record<'en' | 'ru', Translate> = {} as never;
beforeAll(async () => {
  for (const lng of ['en', 'ru'] as const) {
    // No fallback language: a key missing in Russian shows as the key, which the checks below catch.
    const i18n = i18next.createInstance();
    await i18n.init({ lng, fallbackLng: false, resources: { en: { translation: en }, ru: { translation: ru } }, interpolation: { escapeValue: false } });
    translators[lng] = (key, values) => i18n.t(key as never, (values ?? {}) as never) as unknown as string;
  }
});

const read = (segments: Segment[]) => segments.map((s) => s.text).join('');
/** What must never reach a manager: a code (`ticket.status`, `due_in_due`, a key path), a placeholder, an id. */
const RAW = [/[a-z]+[._][a-z_.]+/, /\{\{|\}\}|\uE000/, /[0-9a-f]{8}-[0-9a-f]{4}/i];

describe('every action the server writes reads as a sentence in both languages', () => {
  for (const action of auditActions) {
    for (const lng of ['en', 'ru'] as const) {
      it(`${action} in ${lng}`, () => {
        const t = translators[lng];
        const text = read(sentenceSegments(auditSentence(written[action]), t));
        for (const raw of RAW) expect(text, text).not.toMatch(raw);
        expect(text).toContain(written[action].actor_name ?? (lng === 'en' ? 'The command line' : 'Командная строка'));
        const name = resolveText(auditActionName(action), t);
        for (const raw of RAW) expect(name, name).not.toMatch(raw);
      });
    }
  }
});

describe('what a sentence says and links', () => {
  it('a letter sent again is named by its subject, its recipient shown under it, in English and Russian', () => {
    const sentence = auditSentence(written['mail.retry']);
    expect(read(sentenceSegments(sentence, translators.en))).toBe('Anna Petrova sent the letter “Your sign-up code” again');
    expect(read(sentenceSegments(sentence, translators.ru))).toBe('Anna Petrova: письмо «Your sign-up code» отправлено снова');
    expect(sentence.details).toEqual([{ label: 'recipient', value: { text: 'founder@nordlight.test' } }]);
    expect(translators.ru('manage.audit.details.recipient', { value: 'founder@nordlight.test' })).toBe('Кому: founder@nordlight.test');
  });

  it('an application move names the manager, the application, the company and both statuses, in English and Russian', () => {
    const sentence = auditSentence(written['ticket.status']);
    expect(read(sentenceSegments(sentence, translators.en))).toBe(
      'Anna Petrova moved the application “Investment (startup)” of Nordlight Robotics from Searching to Waiting for the client',
    );
    expect(read(sentenceSegments(sentence, translators.ru))).toBe(
      'Anna Petrova: заявка «Инвестиции (стартап)» компании Nordlight Robotics переведена из статуса «Поиск» в «Ожидает ответа клиента»',
    );
    expect(sentenceSegments(sentence, translators.en).filter((s) => 'slot' in s)).toEqual([
      { slot: 'record', text: '“Investment (startup)”', to: `/manage/tickets/${TICKET}` },
      { slot: 'company', text: 'Nordlight Robotics', to: `/manage/companies/startup/${NORDLIGHT.id}` },
    ]);
    expect(sentence.details).toEqual([{ label: 'comment', value: { text: 'Two funds offered' } }]);
  });

  it('an offer links the offered company; a round, a thread and a manager link their own pages; a pilot has none', () => {
    const offer = sentenceSegments(auditSentence(written['ticket.offer']), translators.en);
    expect(read(offer)).toBe('Anna Petrova offered Fjord Capital on the application “Investment (startup)” of Nordlight Robotics');
    expect(offer.find((s) => 'slot' in s && s.slot === 'party')).toEqual({
      slot: 'party',
      text: 'Fjord Capital',
      to: `/manage/companies/investor/${FJORD.id}`,
    });
    const linkOf = (action: AuditAction) => auditSentence(written[action]).links.record;
    expect(linkOf('crowdfunding.status')).toBe(`/manage/crowdfunding/${TICKET}`);
    expect(linkOf('thread.start')).toBe(`/manage/messages/${TICKET}`);
    expect(linkOf('manager.deactivate')).toBe('/manage/managers');
    expect(linkOf('pilot.status')).toBeNull();
    expect(read(sentenceSegments(auditSentence(written['crowdfunding.backer']), translators.ru))).toBe(
      'Anna Petrova: раунд краудфандинга компании Nordlight Robotics — участие компании Fjord Capital подтверждено',
    );
    expect(read(sentenceSegments(auditSentence(written['user.sections']), translators.en))).toBe(
      'Anna Petrova changed the sections of Nordlight Robotics: crowdfunding hidden',
    );
  });

  it('a revoked approval names the expert company and the startup the report is on, in English and Russian', () => {
    const sentence = auditSentence(written['report.revoke']);
    expect(read(sentenceSegments(sentence, translators.en))).toBe(
      'Anna Petrova revoked the approval of the report of Clearview Audit on Nordlight Robotics, due diligence “Due diligence (expert)”',
    );
    expect(read(sentenceSegments(sentence, translators.ru))).toBe(
      'Anna Petrova: утверждение отчёта эксперта Clearview Audit о компании Nordlight Robotics ' +
        'по комплексной проверке «Комплексная проверка (эксперт)» отозвано',
    );
    expect(sentence.links.party).toBe(`/manage/companies/startup/${NORDLIGHT.id}`);
    // An entry written before revocations named their client still reads, without it.
    const older = auditSentence(entry('report.revoke', { record: { title: null, ticket_type: 'expert_duedill' }, after: { reason: 'Shares' } }));
    expect(read(sentenceSegments(older, translators.en))).toBe(
      'Anna Petrova revoked the approval of the report of Nordlight Robotics on the due diligence “Due diligence (expert)”',
    );
  });

  it('a deleted company, a removed record and an unknown status read as such', () => {
    const gone = auditSentence(
      entry('ticket.status', { company: { ...NORDLIGHT, name: null }, record: null, before: { status: 'paused' }, after: { status: 'deal' } }),
    );
    expect(read(sentenceSegments(gone, translators.en))).toBe('Anna Petrova moved the application (removed) of Deleted company from an unknown status to Deal');
    expect(gone.links.record).toBeNull();
  });

  it('an action this version does not know reads as a generic change, its filter name as words', () => {
    const unknown = auditSentence(entry('pilot.feature', { entity: 'pilot', record: null }));
    expect(read(sentenceSegments(unknown, translators.en))).toBe('Anna Petrova made a change concerning Nordlight Robotics');
    expect(read(sentenceSegments(unknown, translators.ru))).toBe('Anna Petrova: изменение, касающееся компании Nordlight Robotics');
    expect(unknown.details.map((d) => ('value' in d ? resolveText(d.value, translators.en) : null))).toEqual(['Pilot']);
    expect(read(sentenceSegments(auditSentence(entry('x.y', { company: null, entity: 'planet' })), translators.en))).toBe('Anna Petrova made a change');
    expect(resolveText(auditActionName('pilot.feature'), translators.ru)).toBe('Другое действие (pilot feature)');
  });

  it('names written by people stay as written, even when they look like markup or placeholders', () => {
    const odd = auditSentence(entry('user.block', { company: { ...NORDLIGHT, name: '<b>{{actor}}</b>' }, entity: 'user' }));
    expect(read(sentenceSegments(odd, translators.en))).toBe('Anna Petrova blocked the account of <b>{{actor}}</b>');
  });
});
