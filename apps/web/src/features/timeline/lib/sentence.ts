import {
  applicantStatuses,
  backerStatuses,
  crowdfundingStatuses,
  pilotStatuses,
  recommendationCategories,
  reportStatuses,
  ticketStatuses,
  type TimelineEvent,
  type TimelineKind,
} from '@platform/contract';

/**
 * How one timeline entry reads: a sentence per kind, its parameters, and the facts shown under it.
 * Pure, so each kind's wording is tested without rendering; the component only translates.
 */

/** Kinds whose sentence has a variant naming the status the step left. */
const withFrom = ['ticket.status', 'duediligence.status', 'round.status', 'pilot.status'] as const;
type FromKind = (typeof withFrom)[number];

export type SentenceKey = TimelineKind | `${FromKind}From` | 'account.sectionsOne' | 'account.sectionsNone';

type Value<T extends readonly string[]> = T[number];

/** A status shown by the label other screens already use for it. */
export type StatusKey =
  | `applications.status.${Value<typeof ticketStatuses>}.title`
  | `manage.statuses.${Value<typeof ticketStatuses>}`
  | `pilotsOwner.manage.statuses.${Value<typeof pilotStatuses>}`
  | `pilotsOwner.applicants.status.${Value<typeof applicantStatuses>}`
  | `crowdfundingView.roundStatus.${Value<typeof crowdfundingStatuses>}`
  | `manageCrowdfunding.backerStatuses.${Value<typeof backerStatuses>}`
  | `manage.reportStatuses.${Value<typeof reportStatuses>}`
  | `meetings.state.${'accepted' | 'declined' | 'waiting'}`;

export type PartKey =
  | StatusKey
  | `scoring.groups.${Value<typeof recommendationCategories>}`
  | `timeline.sections.${'crowdfunding' | 'pilots'}.${'shown' | 'hidden'}`;

/** A sentence parameter: the entry's own text, a label to translate, or a subject's title. */
export type Part = { text: string } | { key: PartKey } | { title: string | null };

export type DetailLabel = 'reason' | 'comment' | 'outcome' | 'amount' | 'text';
export type Detail = { label: DetailLabel; value: string } | { label: 'amount'; amount: number };

/** The names a sentence's placeholders use. */
export type ParamName = 'title' | 'from' | 'to' | 'reason' | 'text' | 'category' | 'crowdfunding' | 'pilots' | 'section';

export interface Sentence {
  key: SentenceKey;
  params: Partial<Record<ParamName, Part>>;
  details: Detail[];
}

type Family = 'account' | 'note' | 'ticket' | 'offer' | 'thread' | 'duediligence' | 'meeting' | 'report' | 'round' | 'backing' | 'pilot' | 'pilotApplication';

/** The family an entry belongs to, for its icon and colour. */
export function familyOf(kind: TimelineKind): Family {
  if (kind === 'note') return 'note';
  const head = kind.split('.')[0]!;
  return head === 'pilot_application' ? 'pilotApplication' : (head as Family);
}

type StatusFamily = { values: readonly string[]; key: (value: string) => StatusKey };

const statusFamilies = {
  ticket: { values: ticketStatuses, key: (v) => `applications.status.${v as Value<typeof ticketStatuses>}.title` },
  /** Managers read applications' statuses by the back office's names. */
  managerTicket: { values: ticketStatuses, key: (v) => `manage.statuses.${v as Value<typeof ticketStatuses>}` },
  pilot: { values: pilotStatuses, key: (v) => `pilotsOwner.manage.statuses.${v as Value<typeof pilotStatuses>}` },
  applicant: { values: applicantStatuses, key: (v) => `pilotsOwner.applicants.status.${v as Value<typeof applicantStatuses>}` },
  round: { values: crowdfundingStatuses, key: (v) => `crowdfundingView.roundStatus.${v as Value<typeof crowdfundingStatuses>}` },
  backer: { values: backerStatuses, key: (v) => `manageCrowdfunding.backerStatuses.${v as Value<typeof backerStatuses>}` },
  report: { values: reportStatuses, key: (v) => `manage.reportStatuses.${v as Value<typeof reportStatuses>}` },
  meeting: { values: ['accepted', 'declined', 'waiting'], key: (v) => `meetings.state.${v as 'accepted' | 'declined' | 'waiting'}` },
} satisfies Record<string, StatusFamily>;

const statusFamilyOf: Partial<Record<TimelineKind, StatusFamily>> = {
  'ticket.status': statusFamilies.ticket,
  'duediligence.status': statusFamilies.ticket,
  'pilot.status': statusFamilies.pilot,
  'pilot_application.decided': statusFamilies.applicant,
  'round.status': statusFamilies.round,
  'backing.decided': statusFamilies.backer,
  'report.reviewed': statusFamilies.report,
  'meeting.answered': statusFamilies.meeting,
};

type Data = TimelineEvent['data'];

function text(data: Data, field: string): string | null {
  const value = data[field];
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** A status as its label where one exists; an unknown one as the server wrote it. */
export function statusPart(family: StatusFamily | undefined, value: string | null): Part {
  if (value === null) return { text: '—' };
  const normalised = value.trim().toLowerCase().replace(/\s+/g, '_');
  return family?.values.includes(normalised) ? { key: family.key(normalised) } : { text: value };
}

/** The status a step led to: `to`, else a decision or an answer under its own name. */
function target(data: Data): string | null {
  if (typeof data.accepted === 'boolean') return data.accepted ? 'accepted' : 'declined';
  return text(data, 'to') ?? text(data, 'status') ?? text(data, 'decision') ?? text(data, 'answer');
}

function sectionsSentence(data: Data): Pick<Sentence, 'key' | 'params'> {
  const part = (section: 'crowdfunding' | 'pilots'): Part | null =>
    typeof data[section] === 'boolean' ? { key: `timeline.sections.${section}.${data[section] ? 'shown' : 'hidden'}` } : null;
  const crowdfunding = part('crowdfunding');
  const pilots = part('pilots');
  if (crowdfunding && pilots) return { key: 'account.sections', params: { crowdfunding, pilots } };
  const one = crowdfunding ?? pilots;
  return one ? { key: 'account.sectionsOne', params: { section: one } } : { key: 'account.sectionsNone', params: {} };
}

function categoryPart(data: Data): Part {
  const category = text(data, 'category');
  return category && (recommendationCategories as readonly string[]).includes(category)
    ? { key: `scoring.groups.${category as Value<typeof recommendationCategories>}` }
    : { text: category ?? '—' };
}

/** Facts worth a line of their own, unless the sentence already says them. */
function detailsOf(event: TimelineEvent, inSentence: ReadonlySet<string>): Detail[] {
  const out: Detail[] = [];
  for (const label of ['reason', 'comment', 'outcome', 'text'] as const) {
    const value = inSentence.has(label) ? null : text(event.data, label);
    if (value !== null) out.push({ label, value });
  }
  const amount = event.data.amount;
  if (typeof amount === 'number' && Number.isFinite(amount)) out.push({ label: 'amount', amount });
  return out;
}

/** Who reads: applications' statuses are named as the company's screens or the back office name them. */
export type Audience = 'company' | 'manager';

export function sentenceOf(event: TimelineEvent, audience: Audience = 'company'): Sentence {
  const { kind, data } = event;
  const title: Part = { title: text(data, 'title') ?? event.subject.title };
  switch (kind) {
    case 'account.blocked':
    case 'account.unblocked':
      return { key: kind, params: { reason: { text: text(data, 'reason') ?? '—' } }, details: detailsOf(event, new Set(['reason'])) };
    case 'account.sections':
      return { ...sectionsSentence(data), details: detailsOf(event, new Set()) };
    case 'account.recommendation':
      return {
        key: kind,
        params: { category: categoryPart(data), title: { text: text(data, 'title') ?? event.subject.title ?? '—' } },
        details: detailsOf(event, new Set(['text'])),
      };
    case 'note':
      return { key: kind, params: { text: { text: text(data, 'text') ?? '' } }, details: detailsOf(event, new Set(['text'])) };
    default:
      break;
  }
  const family = audience === 'manager' && statusFamilyOf[kind] === statusFamilies.ticket ? statusFamilies.managerTicket : statusFamilyOf[kind];
  if (!family) return { key: kind, params: { title }, details: detailsOf(event, new Set()) };
  const to = statusPart(family, target(data));
  const from = text(data, 'from');
  const details = detailsOf(event, new Set());
  if (from !== null && (withFrom as readonly string[]).includes(kind)) {
    return { key: `${kind as FromKind}From`, params: { title, from: statusPart(family, from), to }, details };
  }
  return { key: kind, params: { title, to }, details };
}
