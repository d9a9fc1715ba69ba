import { z } from 'zod';
import { takeSchema, textSchema } from './common.js';
import { recommendationCategories } from './backoffice.js';

/**
 * The company timeline (DOMAIN.md, Manager back office): its kinds, each kind's facts, and the
 * page the back office and the company read. The writers on the server and the sentences on the
 * web are typed by the facts below, so a fact renamed in one place fails to compile in the others.
 */

/** Everything that can happen to a company, as one timeline entry's kind. */
export const timelineKinds = [
  'account.created',
  'account.blocked',
  'account.unblocked',
  'account.sections',
  'account.signin_link',
  'account.recommendation',
  'note',
  'ticket.created',
  'ticket.status',
  'offer.created',
  'offer.answered',
  'thread.started',
  'thread.post',
  'duediligence.sent',
  'duediligence.status',
  'meeting.scheduled',
  'meeting.changed',
  'meeting.answered',
  'meeting.cancelled',
  'report.submitted',
  'report.reviewed',
  'report.revoked',
  'round.opened',
  'round.status',
  'round.update',
  'round.terms',
  'round.close_notice',
  'round.reporting',
  'backing.created',
  'backing.cancelled',
  'backing.decided',
  'backing.reconfirmed',
  'backing.lapsed',
  'pilot.submitted',
  'pilot.status',
  'pilot.started',
  'pilot.outcome',
  'pilot_application.created',
  'pilot_application.decided',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** What an entry is about, for its link. */
export const timelineSubjects = [
  'account',
  'ticket',
  'offer',
  'thread',
  'expert_ticket',
  'meeting',
  'report',
  'round',
  'backing',
  'pilot',
  'pilot_application',
] as const;
export type TimelineSubject = (typeof timelineSubjects)[number];

// ── The facts of each kind ────────────────────────────────────────────────────────────────────
// Statuses stay plain strings: an entry keeps the status as it was named then, and the web labels
// what it knows. A fact is optional where some writers leave it out (the demo seed derives old
// steps from rows that no longer keep it) and nullable where a writer stores null.
const str = z.string();
const strOrNull = z.string().nullable();
const numOrNull = z.number().nullable();

/** A move from one status to another. */
const move = { from: str, to: str };
/** Due-diligence entries name the other side: the expert's entry the client's application, the client's the expert. */
const dueDiligenceSides = { clientTicketId: str.optional(), expertId: str.optional() };
/** Meeting entries name the ticket their company reads: the expert's ticket or the client's application. */
const meetingSides = { expertTicketId: str.optional(), ticketId: str.optional() };
/** Offer entries name the other company: the owner's entry the offered one, the offered one's the owner. */
const offerSides = { ticketId: str, companyId: str.optional(), ownerId: str.optional() };
const thread = { kind: str, ticketId: strOrNull, byManager: z.boolean(), preview: str };

export const timelineFactsSchemas = {
  'account.created': z.object({ role: str }),
  'account.blocked': z.object({ reason: strOrNull }),
  'account.unblocked': z.object({ reason: strOrNull }),
  'account.sections': z.object({ crowdfunding: z.boolean(), pilots: z.boolean() }),
  'account.signin_link': z.object({ expiresAt: str }),
  'account.recommendation': z.object({ category: z.enum(recommendationCategories), title: str }),
  note: z.object({ text: str }),
  'ticket.created': z.object({ status: str }),
  'ticket.status': z.object({ ...move, comment: strOrNull }),
  'offer.created': z.object(offerSides),
  'offer.answered': z.object({ ...offerSides, interesting: z.boolean().nullable(), before: z.boolean().nullable() }),
  'thread.started': z.object(thread),
  'thread.post': z.object({ ...thread, files: z.number().optional() }),
  'duediligence.sent': z.object({ to: str, fee: z.number(), timeline: str, startDate: str, expire: strOrNull, ...dueDiligenceSides }),
  'duediligence.status': z.object({
    ...move,
    /** The ticket's event: the expert's `answer`, or a manager's `terms_agreed` or `cancel`. */
    event: str.optional(),
    /** The expert's answer, on `answer`. */
    interesting: z.boolean().nullable().optional(),
    comment: strOrNull.optional(),
    /** Where the client's application moved along, if it did. */
    clientTo: strOrNull.optional(),
    ...dueDiligenceSides,
  }),
  'meeting.scheduled': z.object({ from: str, to: str, location: strOrNull, ...meetingSides }),
  'meeting.changed': z.object({ from: str, to: str, location: strOrNull, before: str, ...meetingSides }),
  'meeting.answered': z.object({ accept: z.boolean(), reason: strOrNull, ...meetingSides }),
  'meeting.cancelled': z.object({ from: str, to: str, ...meetingSides }),
  'report.submitted': z.object({ reportId: str, from: str.optional(), to: str, ...dueDiligenceSides }),
  'report.reviewed': z.object({
    decision: str,
    from: str.optional(),
    to: str,
    comment: strOrNull.optional(),
    clientTo: strOrNull.optional(),
    ...dueDiligenceSides,
  }),
  /**
   * A manager withdrew a report's approval (ours); the reason is the manager's words, `client` the
   * name of the company the report is on and `expert` the expert company's, as they were then.
   */
  'report.revoked': z.object({ reportId: str, reason: str, client: str.optional(), expert: str.optional(), ...dueDiligenceSides }),
  'round.opened': z.object({ status: str, ticketId: strOrNull, min: z.number(), max: z.number(), roundId: str }),
  'round.status': z.object({ ...move, reason: strOrNull.optional(), roundId: str }),
  'round.update': z.object({ updateId: str, files: z.number().optional(), roundId: str }),
  /** A manager changed the round's terms (its changed fields, by name); its backers reconfirm by `reconfirmBy`. */
  'round.terms': z.object({ changeId: str, fields: z.array(str), reason: str, reconfirmBy: str, roundId: str }),
  /** A manager gave notice of an early close: the round closes on `closeOn` instead of `plannedExpire`. */
  'round.close_notice': z.object({ closeOn: str, plannedExpire: str, roundId: str }),
  /** The round's quarterly report: `reminded` on its due date, `late` 30 days after it. */
  'round.reporting': z.object({ state: str, due: str, roundId: str }),
  'backing.created': z.object({ amount: numOrNull, status: str, roundId: str }),
  'backing.cancelled': z.object({ amount: numOrNull, roundId: str }),
  'backing.decided': z.object({ ...move, amount: numOrNull, date: strOrNull, roundId: str }),
  'backing.reconfirmed': z.object({ roundId: str }),
  /** The platform cancelled a backing its backer did not reconfirm by `reconfirmBy`. */
  'backing.lapsed': z.object({ amount: numOrNull, reconfirmBy: str, roundId: str }),
  'pilot.submitted': z.object({ status: str, pilotId: str }),
  'pilot.status': z.object({ from: str.optional(), to: str, reason: strOrNull.optional(), pilotId: str }),
  'pilot.started': z.object({ applicationId: str, kpis: z.number(), decisionDate: str, pilotId: str }),
  'pilot.outcome': z.object({ outcome: str, reached: z.number().optional(), kpis: z.number(), pilotId: str }),
  'pilot_application.created': z.object({ question: strOrNull, pilotFrom: str.optional(), pilotId: str }),
  'pilot_application.decided': z.object({ decision: str, reason: strOrNull, text: strOrNull, pilotId: str }),
} as const satisfies Record<TimelineKind, z.ZodObject>;

/** The facts a writer records for an entry of kind `K`. */
export type TimelineFacts<K extends TimelineKind> = z.infer<(typeof timelineFactsSchemas)[K]>;

/**
 * The facts as read: stored rows outlive their writers, so a fact missing or of the wrong type
 * (an entry written before the fact existed) reads as absent instead of failing the whole page.
 * Each fact is optional here, and the readers say what they show without it.
 */
function readable<S extends z.ZodObject>(schema: S) {
  const shape = Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, (field as z.ZodType).optional().catch(undefined)]));
  const lenient = z.object(shape) as unknown as z.ZodObject<{ [K in keyof S['shape']]: z.ZodOptional<S['shape'][K]> }>;
  // Every fact is optional, so no facts at all is a value of the type: data that is not even an object.
  return lenient.catch({} as z.infer<typeof lenient>);
}

/** The fields every entry has, whatever its kind. */
const entryFields = {
  id: z.uuid(),
  at: z.string(),
  /** Who did it; null when the platform did (a deadline passed) or the account is gone. */
  actor: z.object({ id: z.uuid(), name: z.string(), role: z.string() }).nullable(),
  subject: z.object({ type: z.enum(timelineSubjects), id: z.string().nullable(), title: z.string().nullable() }),
  /** True for managers' internal comments; the company never receives these. */
  internal: z.boolean(),
};

function entryOf<K extends TimelineKind>(kind: K) {
  return z.object({ kind: z.literal(kind), data: readable(timelineFactsSchemas[kind] as (typeof timelineFactsSchemas)[K]), ...entryFields });
}

type EntrySchema = { [K in TimelineKind]: ReturnType<typeof entryOf<K>> }[TimelineKind];

/** One entry: its kind and that kind's facts, who did it, what it is about. */
export const timelineEventSchema = z.discriminatedUnion('kind', timelineKinds.map(entryOf) as unknown as [EntrySchema, ...EntrySchema[]]);
/** An entry, narrowed by its kind when given: `TimelineEvent<'note'>['data']` has the note's facts. */
export type TimelineEvent<K extends TimelineKind = TimelineKind> = Extract<z.infer<typeof timelineEventSchema>, { kind: K }>;

export const TIMELINE_PAGE = 30;
/** Keyset paging, newest first: `before` is the `next` cursor of the previous page. */
export const timelineQuerySchema = z.object({
  before: textSchema().max(200).optional(),
  take: takeSchema(TIMELINE_PAGE),
});
export const timelineSchema = z.object({ events: z.array(timelineEventSchema), next: z.string().nullable() });
export type Timeline = z.infer<typeof timelineSchema>;

/** A cursor is the last entry's time and id; anything else is refused as a bad request. */
export function encodeTimelineCursor(at: string, id: string): string {
  return `${at}_${id}`;
}
const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export function decodeTimelineCursor(cursor: string): { at: string; id: string } | null {
  const m = cursorPattern.exec(cursor);
  if (!m || Number.isNaN(Date.parse(m[1]!)) || Number(m[1]!.slice(0, 4)) < 1900) return null;
  return { at: m[1]!, id: m[2]!.toLowerCase() };
}
