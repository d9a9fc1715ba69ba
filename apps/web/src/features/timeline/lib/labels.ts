import {
  applicantDeclineReasons,
  applicantStatuses,
  backerStatuses,
  crowdfundingStatuses,
  pilotOutcomes,
  pilotStatuses,
  recommendationCategories,
  ticketStatuses,
  ticketTypes,
  type TimelineEvent,
  type TimelineKind,
} from '@platform/contract';

/**
 * The labels a timeline entry borrows from the screens that already name the same things (the
 * applications' statuses and types, pilots', rounds' and backers' statuses), so one word never
 * reads two ways across the app.
 */

type Value<T extends readonly string[]> = T[number];

export type LabelKey =
  | `applications.status.${Value<typeof ticketStatuses>}.title`
  | `manage.statuses.${Value<typeof ticketStatuses>}`
  | `applications.types.${Value<typeof ticketTypes>}`
  | `pilotsOwner.manage.statuses.${Value<typeof pilotStatuses>}`
  | `pilotsOwner.applicants.status.${Value<typeof applicantStatuses>}`
  | `pilotsOwner.reasons.${Value<typeof applicantDeclineReasons>}`
  | `pilotsOwner.outcomes.${Value<typeof pilotOutcomes>}`
  | `crowdfundingView.roundStatus.${Value<typeof crowdfundingStatuses>}`
  | `manageCrowdfunding.backerStatuses.${Value<typeof backerStatuses>}`
  | `meetings.state.${'accepted' | 'declined'}`
  | `applications.interest.${'interesting' | 'notInteresting'}`
  | `scoring.groups.${Value<typeof recommendationCategories>}`
  | `timeline.sections.${'crowdfunding' | 'pilots'}.${'shown' | 'hidden'}`
  | `timeline.reporting.${'reminded' | 'late'}`;

/** A value named by a label where one exists, else shown as the server wrote it. */
export type Labelled = { text: string } | { key: LabelKey };

export type Vocabulary = { values: readonly string[]; key: (value: string) => LabelKey };

const vocabulary = <T extends readonly string[]>(values: T, key: (value: Value<T>) => LabelKey): Vocabulary => ({
  values,
  key: (value) => key(value as Value<T>),
});

export const vocabularies = {
  ticket: vocabulary(ticketStatuses, (v) => `applications.status.${v}.title`),
  /** Managers read applications' statuses by the back office's names. */
  managerTicket: vocabulary(ticketStatuses, (v) => `manage.statuses.${v}`),
  ticketType: vocabulary(ticketTypes, (v) => `applications.types.${v}`),
  pilot: vocabulary(pilotStatuses, (v) => `pilotsOwner.manage.statuses.${v}`),
  applicant: vocabulary(applicantStatuses, (v) => `pilotsOwner.applicants.status.${v}`),
  declineReason: vocabulary(applicantDeclineReasons, (v) => `pilotsOwner.reasons.${v}`),
  outcome: vocabulary(pilotOutcomes, (v) => `pilotsOwner.outcomes.${v}`),
  round: vocabulary(crowdfundingStatuses, (v) => `crowdfundingView.roundStatus.${v}`),
  backer: vocabulary(backerStatuses, (v) => `manageCrowdfunding.backerStatuses.${v}`),
  meeting: vocabulary(['accepted', 'declined'] as const, (v) => `meetings.state.${v}`),
  reporting: vocabulary(['reminded', 'late'] as const, (v) => `timeline.reporting.${v}`),
  interest: vocabulary(['interesting', 'notInteresting'] as const, (v) => `applications.interest.${v}`),
  category: vocabulary(recommendationCategories, (v) => `scoring.groups.${v}`),
} satisfies Record<string, Vocabulary>;

export function labelled(words: Vocabulary | undefined, value: string): Labelled {
  if (!words) return { text: value };
  // The server may spell a status with spaces or capitals ("Waiting confirm").
  const known = [value, value.trim().toLowerCase().replace(/\s+/g, '_')].find((candidate) => words.values.includes(candidate));
  return known === undefined ? { text: value } : { key: words.key(known) };
}

/**
 * Any entry's facts, looked up by name: for what several kinds share (a reason, a comment, the
 * status left), read whatever the kind. A kind's own facts are read through its type instead.
 */
export type AnyFacts = Readonly<Record<string, unknown>>;

/** A fact as shown: a string unless blank, a number as written; anything else is nothing to show. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

type OutcomeRule<K extends TimelineKind> = { words: Vocabulary; of: (data: TimelineEvent<K>['data']) => string | null };

/** Where each kind's step led, named in its own vocabulary. */
const outcomes: { [K in TimelineKind]?: OutcomeRule<K> } = {
  'ticket.status': { words: vocabularies.ticket, of: (d) => text(d.to) },
  'duediligence.status': { words: vocabularies.ticket, of: (d) => text(d.to) },
  'report.reviewed': { words: vocabularies.ticket, of: (d) => text(d.to) },
  'pilot.status': { words: vocabularies.pilot, of: (d) => text(d.to) },
  'round.status': { words: vocabularies.round, of: (d) => text(d.to) },
  'backing.decided': { words: vocabularies.backer, of: (d) => text(d.to) },
  'round.reporting': { words: vocabularies.reporting, of: (d) => text(d.state) },
  'pilot_application.decided': {
    words: vocabularies.applicant,
    of: (d) => {
      const decision = text(d.decision);
      return decision === 'shortlist' ? 'shortlisted' : decision === 'decline' ? 'declined' : decision;
    },
  },
  'meeting.answered': { words: vocabularies.meeting, of: (d) => (typeof d.accept === 'boolean' ? (d.accept ? 'accepted' : 'declined') : null) },
  'offer.answered': {
    words: vocabularies.interest,
    of: (d) => (typeof d.interesting === 'boolean' ? (d.interesting ? 'interesting' : 'notInteresting') : null),
  },
};

/** The kinds whose step moves something to a status (or answers with a decision). */
export function outcomeOf<K extends TimelineKind>(
  kind: K,
  data: TimelineEvent<K>['data'],
  audience: 'company' | 'manager',
): { to: Labelled | null; from: Labelled | null } | null {
  const rule: OutcomeRule<K> | undefined = outcomes[kind];
  if (!rule) return null;
  const words = audience === 'manager' && rule.words === vocabularies.ticket ? vocabularies.managerTicket : rule.words;
  const to = rule.of(data);
  const from = text((data as AnyFacts).from);
  return { to: to === null ? null : labelled(words, to), from: from === null ? null : labelled(words, from) };
}
