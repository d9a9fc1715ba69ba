import type { TimelineEvent, TimelineKind } from '@platform/contract';
import { labelled, outcomeOf, text, vocabularies, type AnyFacts, type LabelKey, type Labelled } from './labels';

/**
 * How one timeline entry reads: a sentence per kind, its parameters, and the facts shown under it.
 * Pure, so each kind's wording is tested without rendering; the component only translates.
 */

/** Kinds whose sentence has a variant naming the status the step left. */
const withFrom = ['ticket.status', 'duediligence.status', 'round.status', 'pilot.status'] as const;
type FromKind = (typeof withFrom)[number];

export type SentenceKey = TimelineKind | `${FromKind}From` | 'account.sectionsOne' | 'account.sectionsNone' | 'report.revokedOn';

export type { LabelKey, Labelled };

/** A sentence parameter: a value (labelled or as written), or the subject's title in quotes (none: left out). */
export type Part = Labelled | { quoted: Labelled | null };

export type DetailLabel = 'reason' | 'comment' | 'outcome' | 'text' | 'preview' | 'question';
export type Detail = { label: DetailLabel; value: Labelled } | { label: 'amount'; amount: number } | { label: 'when'; from: string; to: string | null };

/** The names a sentence's placeholders use. */
export type ParamName = 'title' | 'from' | 'to' | 'reason' | 'text' | 'category' | 'crowdfunding' | 'pilots' | 'section' | 'client';

export interface Sentence {
  key: SentenceKey;
  params: Partial<Record<ParamName, Part>>;
  details: Detail[];
}

/** Who reads: applications' statuses are named as the company's screens or the back office name them. */
export type Audience = 'company' | 'manager';

type Family = 'account' | 'note' | 'ticket' | 'offer' | 'thread' | 'duediligence' | 'meeting' | 'report' | 'round' | 'backing' | 'pilot' | 'pilotApplication';

/** The family an entry belongs to, for its icon and colour. */
export function familyOf(kind: TimelineKind): Family {
  if (kind === 'note') return 'note';
  const head = kind.split('.')[0]!;
  return head === 'pilot_application' ? 'pilotApplication' : (head as Family);
}

/** Applications, offers and due diligence are titled with the application's type: named by its label. */
function titleOf(event: TimelineEvent): Part {
  const title = event.subject.title;
  if (title === null || title.trim() === '') return { quoted: null };
  const typed = event.subject.type === 'ticket' || event.subject.type === 'offer' || event.subject.type === 'expert_ticket';
  return { quoted: typed ? labelled(vocabularies.ticketType, title) : { text: title } };
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Facts worth a line of their own, unless the sentence already says them. */
function detailsOf(event: TimelineEvent, inSentence: ReadonlySet<string> = new Set()): Detail[] {
  const { kind } = event;
  // The facts several kinds share (a reason, a comment, an amount), read whatever the kind.
  const data: AnyFacts = event.data;
  const out: Detail[] = [];
  const from = text(data.from);
  if (familyOf(kind) === 'meeting' && from !== null && ISO_TIME.test(from)) out.push({ label: 'when', from, to: text(data.to) });
  const reason = inSentence.has('reason') ? null : text(data.reason);
  if (reason !== null)
    out.push({ label: 'reason', value: kind === 'pilot_application.decided' ? labelled(vocabularies.declineReason, reason) : { text: reason } });
  const outcome = text(data.outcome);
  if (outcome !== null) out.push({ label: 'outcome', value: labelled(vocabularies.outcome, outcome) });
  for (const label of ['comment', 'text', 'preview', 'question'] as const) {
    const value = inSentence.has(label) ? null : text(data[label]);
    if (value !== null) out.push({ label, value: { text: value } });
  }
  const amount = data.amount;
  if (typeof amount === 'number' && Number.isFinite(amount)) out.push({ label: 'amount', amount });
  return out;
}

function sectionsSentence(data: TimelineEvent<'account.sections'>['data']): Pick<Sentence, 'key' | 'params'> {
  const part = (section: 'crowdfunding' | 'pilots'): Part | null =>
    typeof data[section] === 'boolean' ? { key: `timeline.sections.${section}.${data[section] ? 'shown' : 'hidden'}` } : null;
  const crowdfunding = part('crowdfunding');
  const pilots = part('pilots');
  if (crowdfunding && pilots) return { key: 'account.sections', params: { crowdfunding, pilots } };
  const one = crowdfunding ?? pilots;
  return one ? { key: 'account.sectionsOne', params: { section: one } } : { key: 'account.sectionsNone', params: {} };
}

function accountSentence(event: TimelineEvent): Sentence | null {
  switch (event.kind) {
    case 'account.blocked':
    case 'account.unblocked':
      return { key: event.kind, params: { reason: { text: text(event.data.reason) ?? '—' } }, details: detailsOf(event, new Set(['reason'])) };
    case 'account.sections':
      return { ...sectionsSentence(event.data), details: [] };
    case 'account.recommendation': {
      const category = text(event.data.category);
      return {
        key: event.kind,
        params: {
          category: category ? labelled(vocabularies.category, category) : { text: '—' },
          title: { text: text(event.data.title) ?? event.subject.title ?? '—' },
        },
        details: [],
      };
    }
    case 'note':
      return { key: event.kind, params: { text: { text: text(event.data.text) ?? '' } }, details: [] };
    default:
      return null;
  }
}

export function sentenceOf(event: TimelineEvent, audience: Audience = 'company'): Sentence {
  const account = accountSentence(event);
  if (account) return account;
  const { kind, data } = event;
  const title = titleOf(event);
  const details = detailsOf(event);
  // A revocation names the company the report is on; entries written before it was kept read without it.
  const client = kind === 'report.revoked' ? text(event.data.client) : null;
  if (client !== null) return { key: 'report.revokedOn', params: { title, client: { text: client } }, details };
  const outcome = outcomeOf(kind, data, audience);
  if (!outcome) return { key: kind, params: { title }, details };
  const to = outcome.to ?? { text: '—' };
  if (outcome.from !== null && (withFrom as readonly string[]).includes(kind)) {
    return { key: `${kind as FromKind}From`, params: { title, from: outcome.from, to }, details };
  }
  return { key: kind, params: { title, to }, details };
}
