import { z } from 'zod';
import { idSchema, textSchema } from './common.js';
import { canMove, machine, movesFrom } from './machine.js';
import type { Slot } from './schedule.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

/** Meetings start and end on the work calendar's half-hour grid. */
const MEETING_STEP_MINUTES = 30;

/*
 * Meetings (spec part 1, sections 3, 4, 5 and 7): a manager books a meeting with the internal expert
 * of an expert ticket inside the expert's free time; the expert company accepts it or declines it
 * with a reason.
 */

/** The longest meeting, in hours. */
export const MEETING_HOURS_MAX = 8;
export const MEETING_NAME_MIN = 3;
export const MEETING_NAME_MAX = 100;
export const MEETING_DESCRIPTION_MAX = 1000;
export const MEETING_LOCATION_MAX = 500;
/** Decline reason (spec section 5): 5 to 50 characters, trimmed. */
export const DECLINE_REASON_MIN = 5;
export const DECLINE_REASON_MAX = 50;
export const reasonTooShort = fieldCode('reason_too_short');
export const reasonTooLong = fieldCode('reason_too_long');

/**
 * A meeting's status, read from the spec's `accepted` (unset, true, false), which the answer keeps:
 * the chip's `waiting_for_confirm`, `accepted` and `declined` (spec part 2, section 4).
 */
export const meetingStatuses = ['waiting_for_confirm', 'accepted', 'declined'] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];
export const meetingStatusOf = (accepted: boolean | null): MeetingStatus => (accepted === null ? 'waiting_for_confirm' : accepted ? 'accepted' : 'declined');
/** The status the expert company's answer leads to. */
export const meetingAnswerStatus = (accept: boolean): MeetingStatus => (accept ? 'accepted' : 'declined');

/**
 * A meeting's machine: the expert company accepts or declines a waiting meeting and may change its
 * mind until the meeting ends. A manager's change is a new proposal (back to waiting) and a cancel
 * removes the meeting: both are the manager's edits of the booking, not answers, and follow the
 * expert ticket's status instead.
 */
export const meetingMachine = machine<MeetingStatus>({
  waiting_for_confirm: ['accepted', 'declined'],
  accepted: ['declined'],
  declined: ['accepted'],
});

/** The expert company's moves of a meeting now: none once it has ended or its due diligence is not at work (`due_in_due`). */
export function meetingMoves(status: MeetingStatus, at: { ended: boolean; ticketStatus: string }): MeetingStatus[] {
  return at.ended || at.ticketStatus !== 'due_in_due' ? [] : movesFrom(meetingMachine, status);
}

/** Whether the expert company's answer is a move its machine allows from `status`. */
export const canAnswerMeeting = (status: MeetingStatus, accept: boolean) => canMove(meetingMachine, status, meetingAnswerStatus(accept));

/** Meeting (spec section 3), with its link, decline reason, internal expert and the expert ticket. */
export const meetingSchema = z.object({
  id: z.string(),
  accepted: z.boolean().nullable().describe('null until the expert company answers'),
  status: z.enum(meetingStatuses).describe('`accepted` as a status: waiting_for_confirm, accepted or declined'),
  moves: z.array(z.enum(meetingStatuses)).describe("The caller's moves now: the expert company's answers, none for other readers"),
  date: z.string().describe('When the meeting was booked, ISO UTC'),
  name: z.string(),
  description: z.string(),
  location: z.string().describe('A link to the meeting'),
  reason: z.string().nullable().describe('The decline reason'),
  timestampz_range: z.object({ timestampz_from: z.string(), timestampz_to: z.string() }),
  internal_expert: z.object({ id: z.string(), name: z.string(), surname: z.string() }),
  offer: z.object({ id: z.string(), createdAt: z.string(), status: z.string(), type_of_duedill: z.string() }),
});
export type Meeting = z.infer<typeof meetingSchema>;
export const meetingListSchema = z.object({ meets: z.array(meetingSchema) });

const onGrid = (v: string) => {
  const t = Date.parse(v);
  return Number.isFinite(t) && t % (MEETING_STEP_MINUTES * 60_000) === 0;
};
const meetingInstantSchema = z.iso.datetime({ offset: true, error: fieldCode('iso_datetime') }).refine(onGrid, fieldCode('half_hour_grid'));

/** `POST /api/v1/manager/expert-tickets/{id}/meetings` and `PATCH /api/v1/manager/meetings/{id}`. `now` is read at parse time. */
export const meetingBookingSchema = z
  .object({
    name: textSchema().trim().min(MEETING_NAME_MIN, atLeast('too_short', MEETING_NAME_MIN)).max(MEETING_NAME_MAX, atMost('too_long', MEETING_NAME_MAX)),
    description: textSchema().trim().max(MEETING_DESCRIPTION_MAX, atMost('too_long', MEETING_DESCRIPTION_MAX)).default(''),
    location: textSchema()
      .trim()
      .max(MEETING_LOCATION_MAX, atMost('too_long', MEETING_LOCATION_MAX))
      .regex(/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i, fieldCode('http_link')),
    timestampz_from: meetingInstantSchema,
    timestampz_to: meetingInstantSchema,
  })
  .superRefine((b, ctx) => {
    const from = Date.parse(b.timestampz_from);
    const to = Date.parse(b.timestampz_to);
    if (!(from < to)) ctx.addIssue({ code: 'custom', message: fieldCode('range_from_after_to'), path: ['timestampz_to'] });
    else if (to - from > MEETING_HOURS_MAX * 3_600_000)
      ctx.addIssue({ code: 'custom', message: fieldCode('meeting_too_long', { hours: MEETING_HOURS_MAX }), path: ['timestampz_to'] });
    if (from < Date.now()) ctx.addIssue({ code: 'custom', message: fieldCode('meeting_in_past'), path: ['timestampz_from'] });
  });
export type MeetingBooking = z.infer<typeof meetingBookingSchema>;

/** `PATCH /api/v1/expert/work_calendar/meet/accept/{id}`: a decline needs a reason of 5 to 50 characters. */
export const meetingAcceptSchema = z
  .object({ accept: z.boolean(fieldCode('choose_accept_or_decline')), reason: z.string().nullable().optional() })
  .superRefine((b, ctx) => {
    if (b.accept) return;
    const reason = (b.reason ?? '').trim();
    if (reason.length < DECLINE_REASON_MIN) ctx.addIssue({ code: 'custom', message: reasonTooShort, path: ['reason'] });
    else if (reason.length > DECLINE_REASON_MAX) ctx.addIssue({ code: 'custom', message: reasonTooLong, path: ['reason'] });
  })
  .transform((b) => ({ accept: b.accept, reason: b.accept ? null : (b.reason ?? '').trim() }));
export type MeetingAccept = z.infer<typeof meetingAcceptSchema>;

export const meetingIdParamsSchema = z.object({ id: idSchema });

/** A booked meeting as the free-time check reads it. */
export type BookedMeeting = { timestampz_from: string; timestampz_to: string; accepted: boolean | null };

/**
 * Whether [from, to) lies wholly inside one free slot and shares time with no meeting that still
 * holds its time (declined meetings, `accepted === false`, do not block). Touching ends do not overlap.
 */
export function fitsFreeTime(slots: readonly Slot[], meetings: readonly BookedMeeting[], range: { from: Date; to: Date }): boolean {
  const from = range.from.getTime();
  const to = range.to.getTime();
  if (!(from < to)) return false;
  const inSlot = slots.some((s) => Date.parse(s.timestampz_from) <= from && to <= Date.parse(s.timestampz_to));
  if (!inSlot) return false;
  return !meetings.some((m) => m.accepted !== false && Date.parse(m.timestampz_from) < to && from < Date.parse(m.timestampz_to));
}

/**
 * The private calendar feed of an internal expert (`/api/v1/expert/internal-expert/{id}/calendar-feed`).
 * Only a hash of its token is kept, so `url` is given once, by the call that makes the feed; reading
 * tells only whether one exists (`created_at`, null when none).
 */
export const calendarFeedSchema = z.object({
  url: z.string().nullable().describe('The subscription address, only in the answer that made it; null otherwise'),
  created_at: z.string().nullable().describe('When the current feed was made, ISO UTC; null when there is none'),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
