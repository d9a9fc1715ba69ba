import {
  auditEntities,
  companyRoles,
  crowdfundingStatuses,
  isAuditAction,
  pilotStatuses,
  recommendationCategories,
  ticketStatuses,
  type AuditAction,
  type AuditCompany,
  type AuditEntry,
} from '@platform/contract';
import { paths } from '@/shared/paths';

/**
 * How one audit entry reads: a sentence key, its values and its links, and the facts shown under
 * it. Pure, so every action's wording is tested in both languages without rendering; the
 * component only translates (`<record>`, `<company>` and `<party>` in a sentence are its links).
 */

/** A text to translate (its values translated first) or a name as written. */
export type Text = { key: string; values?: Record<string, Text> } | { text: string } | { list: Text[] };

export type Slot = 'record' | 'company' | 'party';
export type ValueName = 'actor' | Slot | 'from' | 'to' | 'meeting' | 'category' | 'sections' | 'round' | 'subject';

export type Detail =
  | { label: 'comment' | 'reason' | 'text' | 'title' | 'kind' | 'recipient'; value: Text }
  | { label: 'amount' | 'minTicket'; amount: number }
  | { label: 'expires' | 'when'; at: string };

export interface AuditSentence {
  /** Under `manage.audit.sentences`. */
  key: string;
  values: Partial<Record<ValueName, Text>>;
  /** Where each linked name opens; null leaves it plain (no back-office page shows it, or it is gone). */
  links: Partial<Record<Slot, string | null>>;
  details: Detail[];
}

type Entry = Pick<AuditEntry, 'action' | 'actor' | 'actor_name' | 'company' | 'entity' | 'entity_id' | 'record' | 'party' | 'before' | 'after'>;

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const quoted = (title: Text): Text => ({ key: 'manage.audit.quoted', values: { title } });
const label = (key: string): Text => ({ key });

/** A status of a known vocabulary by its label, else "an unknown status" (never its code). */
function statusText(vocabulary: readonly string[], prefix: string, value: unknown): Text {
  return typeof value === 'string' && vocabulary.includes(value) ? label(`${prefix}.${value}`) : label('manage.audit.unknownStatus');
}

const statusVocabularies: Partial<Record<AuditAction, [readonly string[], string]>> = {
  'ticket.status': [ticketStatuses, 'manage.statuses'],
  'expert_ticket.terms_agreed': [ticketStatuses, 'manage.statuses'],
  'crowdfunding.status': [crowdfundingStatuses, 'manageCrowdfunding.roundStatuses'],
  'pilot.status': [pilotStatuses, 'pilotsOwner.manage.statuses'],
};

export function companyLink(company: AuditCompany | null): string | null {
  if (!company) return null;
  return (companyRoles as readonly string[]).includes(company.role) ? paths.manage.company(company.role, company.id) : paths.manage.companyById(company.id);
}

function companyName(company: AuditCompany | null): Text {
  return company?.name ? { text: company.name } : label('manage.audit.deletedCompany');
}

/** The record by the name the back office gives it: an application by its type, others by their title. */
function recordName(entry: Entry): Text {
  const { record } = entry;
  // A round is named by its startup, which the sentence names already: the link reads "the crowdfunding round".
  if (entry.entity === 'crowdfunding') return label('manage.audit.round');
  if (!record) return label('manage.audit.removed');
  if (record.ticket_type) return quoted(label(`manage.types.${record.ticket_type}`));
  if (!record.title) return entry.entity === 'user' || entry.entity === 'company' ? label('manage.audit.deletedCompany') : label('manage.audit.removed');
  return entry.entity === 'thread' || entry.entity === 'pilot' ? quoted({ text: record.title }) : { text: record.title };
}

function recordLink(entry: Entry): string | null {
  const id = entry.entity_id;
  if (!entry.record || !id) return null;
  switch (entry.entity) {
    case 'ticket':
      return paths.manage.ticket(id);
    case 'thread':
      return paths.manage.thread(id);
    case 'crowdfunding':
      return paths.manage.round(id);
    case 'user':
      return entry.company?.id === id ? companyLink(entry.company) : paths.manage.managers();
    case 'company':
      return companyLink(entry.company);
    // The back office has no page per pilot.
    default:
      return null;
  }
}

function actorName(entry: Entry): Text {
  const name = entry.actor_name ?? entry.actor;
  return name ? { text: name } : label('manage.audit.system');
}

/** The sections an entry changed, each as "Crowdfunding hidden"; all of them if none changed. */
function sectionsText(before: unknown, after: unknown): Text {
  const sections = (['crowdfunding', 'pilots'] as const).filter((s) => typeof field(after, s) === 'boolean');
  const changed = sections.filter((s) => field(before, s) !== field(after, s));
  const shown = (changed.length ? changed : sections).map((s) => label(`manage.audit.sections.${s}.${field(after, s) ? 'shown' : 'hidden'}`));
  return shown.length ? { list: shown } : label('manage.audit.sections.none');
}

function detailsOf(entry: Entry): Detail[] {
  const { action, before, after } = entry;
  const out: Detail[] = [];
  const push = (labelName: 'comment' | 'reason' | 'text' | 'title' | 'recipient', value: unknown) => {
    const text = textOf(value);
    if (text) out.push({ label: labelName, value: { text } });
  };
  push('comment', field(after, 'comment'));
  push('reason', field(after, 'reason'));
  if (action === 'company.note') push('text', field(after, 'text'));
  if (action === 'recommendation.write') push('title', field(after, 'title'));
  if (action === 'recommendation.delete') push('title', field(before, 'title'));
  // The address stays out of the sentence: a letter is named by its subject, its recipient shown under it.
  if (action === 'mail.retry') push('recipient', field(after, 'to'));
  const amount = numberOf(field(after, 'investment_amount'));
  if (action === 'crowdfunding.backer' && amount !== null) out.push({ label: 'amount', amount });
  const minTicket = numberOf(field(after, 'min_ticket'));
  if (action === 'crowdfunding.status' && minTicket !== null) out.push({ label: 'minTicket', amount: minTicket });
  const expires = textOf(field(after, 'expiresAt'));
  if (action === 'signin_key.create' && expires) out.push({ label: 'expires', at: expires });
  const from = textOf(field(after, 'timestampz_from'));
  if ((action === 'meeting.book' || action === 'meeting.change') && from) out.push({ label: 'when', at: from });
  return out;
}

/** The sentence key of a known action, given what the entry carries. */
function keyOf(action: AuditAction, entry: Entry): string {
  switch (action) {
    case 'crowdfunding.backer': {
      const status = field(entry.after, 'status');
      if (status === 'active') return 'crowdfundingBackerActive';
      return status === 'reject' ? 'crowdfundingBackerReject' : 'crowdfundingBacker';
    }
    case 'crowdfunding.question_hide':
      return field(entry.after, 'target') === 'answer' ? 'crowdfundingAnswerHide' : 'crowdfundingQuestionHide';
    // A sign-in link for a manager is an invitation, about no company.
    case 'signin_key.create':
      return entry.company ? 'signinKey' : 'managerInvite';
    // The client of a revoked report is named when the entry records it (entries from before it did not).
    case 'report.revoke':
      return entry.party ? 'reportRevokeOn' : 'reportRevoke';
    case 'classification.review':
      return field(entry.after, 'review') === 'verified' ? 'classificationVerified' : 'classificationRejected';
    default:
      return action.replace(/[._]([a-z])/g, (_, c: string) => c.toUpperCase());
  }
}

/** Reads one audit entry as a sentence; an action this version does not know reads as a generic change. */
export function auditSentence(entry: Entry): AuditSentence {
  const values: AuditSentence['values'] = { actor: actorName(entry), company: companyName(entry.company), record: recordName(entry) };
  const links: AuditSentence['links'] = { company: companyLink(entry.company), record: recordLink(entry) };
  if (!isAuditAction(entry.action)) {
    const kind = auditEntities.find((k) => k === entry.entity);
    const details: Detail[] = kind ? [{ label: 'kind', value: label(`manage.audit.entities.${kind}`) }] : [];
    return { key: entry.company ? 'otherCompany' : 'other', values, links, details };
  }
  const action = entry.action;
  const vocabulary = statusVocabularies[action];
  if (vocabulary) {
    values.from = statusText(vocabulary[0], vocabulary[1], field(entry.before, 'status'));
    values.to = statusText(vocabulary[0], vocabulary[1], field(entry.after, 'status'));
  }
  if (entry.party) {
    values.party = companyName(entry.party);
    links.party = companyLink(entry.party);
  }
  if (action.startsWith('meeting.')) {
    const name = textOf(field(entry.after, 'name')) ?? textOf(field(entry.before, 'name'));
    values.meeting = name ? quoted({ text: name }) : label('manage.audit.untitled');
  }
  if (action.startsWith('recommendation.')) {
    const category = field(entry.after, 'category') ?? field(entry.before, 'category');
    values.category =
      typeof category === 'string' && (recommendationCategories as readonly string[]).includes(category)
        ? label(`backoffice.recommendations.categories.${category}`)
        : label('manage.audit.untitled');
  }
  if (action === 'mail.retry') {
    const subject = textOf(field(entry.after, 'subject'));
    values.subject = subject ? quoted({ text: subject }) : label('manage.audit.untitled');
  }
  if (action === 'user.sections') values.sections = sectionsText(entry.before, entry.after);
  if (action === 'crowdfunding.backer' || action === 'crowdfunding.question_hide')
    values.round = entry.record?.title ? { text: entry.record.title } : label('manage.audit.deletedCompany');
  return { key: keyOf(action, entry), values, links, details: detailsOf(entry) };
}

/** The filter's name of an action: translated when known, else its words (never the code as is). */
export function auditActionName(action: string): Text {
  if (isAuditAction(action)) return label(`manage.audit.actionNames.${action.replace('.', '_')}`);
  return { key: 'manage.audit.actionNames.other', values: { name: { text: action.replace(/[._]+/g, ' ').trim() } } };
}

/** A translation function as i18next's `t`, loosely typed: the keys here are built from codes, checked by the tests. */
export type Translate = (key: string, values?: Record<string, string>) => string;

export function resolveText(text: Text, t: Translate): string {
  if ('text' in text) return text.text;
  if ('list' in text) return text.list.map((item) => resolveText(item, t)).join(t('manage.audit.listSeparator'));
  const values = text.values ? Object.fromEntries(Object.entries(text.values).map(([name, value]) => [name, resolveText(value, t)])) : undefined;
  return t(text.key, values);
}

/** A run of a translated sentence: plain text, or a linked name (`to` null: a name with no page). */
export type Segment = { text: string } | { slot: Slot; text: string; to: string | null };

const slots: readonly Slot[] = ['record', 'company', 'party'];
const mark = (slot: Slot) => `\uE000${slot}\uE000`;
const MARKS = /\uE000(record|company|party)\uE000/;

/**
 * The sentence in the language of `t`, cut where its names go so each can be a link. Names are
 * put in after translation, so a company called `<b>` or `{{x}}` reads as written.
 */
export function sentenceSegments(sentence: AuditSentence, t: Translate): Segment[] {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(sentence.values) as [ValueName, Text][]) {
    values[name] = (slots as readonly string[]).includes(name) ? mark(name as Slot) : resolveText(value, t);
  }
  const parts = t(`manage.audit.sentences.${sentence.key}`, values).split(MARKS);
  const out: Segment[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) out.push({ text: part });
      return;
    }
    const slot = part as Slot;
    out.push({ slot, text: resolveText(sentence.values[slot]!, t), to: sentence.links[slot] ?? null });
  });
  return out;
}
