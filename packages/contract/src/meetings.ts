import { z } from 'zod';
import { idSchema, textSchema } from './common.js';
import type { Slot } from './schedule.js';

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
export const reasonTooShort = 'Reason is too short';
export const reasonTooLong = 'Reason is too long';

/** Meeting (spec section 3), with its link, decline reason, internal expert and the expert ticket. */
export const meetingSchema = z.object({
  id: z.string(),
  accepted: z.boolean().nullable().describe('null until the expert company answers'),
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
const meetingInstantSchema = z.iso
  .datetime({ offset: true, error: 'Give an ISO date and time with its offset' })
  .refine(onGrid, 'Choose a time on the half-hour grid');

/** `POST /api/v1/manager/expert-tickets/{id}/meetings` and `PATCH /api/v1/manager/meetings/{id}`. `now` is read at parse time. */
export const meetingBookingSchema = z
  .object({
    name: textSchema().trim().min(MEETING_NAME_MIN, `At least ${MEETING_NAME_MIN} characters`).max(MEETING_NAME_MAX, `At most ${MEETING_NAME_MAX} characters`),
    description: textSchema().trim().max(MEETING_DESCRIPTION_MAX, `At most ${MEETING_DESCRIPTION_MAX} characters`).default(''),
    location: textSchema()
      .trim()
      .max(MEETING_LOCATION_MAX, `At most ${MEETING_LOCATION_MAX} characters`)
      .regex(/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i, 'Give an http(s) link'),
    timestampz_from: meetingInstantSchema,
    timestampz_to: meetingInstantSchema,
  })
  .superRefine((b, ctx) => {
    const from = Date.parse(b.timestampz_from);
    const to = Date.parse(b.timestampz_to);
    if (!(from < to)) ctx.addIssue({ code: 'custom', message: 'timestampz_from must be earlier than timestampz_to', path: ['timestampz_to'] });
    else if (to - from > MEETING_HOURS_MAX * 3_600_000)
      ctx.addIssue({ code: 'custom', message: `A meeting lasts at most ${MEETING_HOURS_MAX} hours`, path: ['timestampz_to'] });
    if (from < Date.now()) ctx.addIssue({ code: 'custom', message: 'The meeting cannot start in the past', path: ['timestampz_from'] });
  });
export type MeetingBooking = z.infer<typeof meetingBookingSchema>;

/** `PATCH /api/v1/expert/work_calendar/meet/accept/{id}`: a decline needs a reason of 5 to 50 characters. */
export const meetingAcceptSchema = z
  .object({ accept: z.boolean('Choose accept or decline'), reason: z.string().nullable().optional() })
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
 * tells only whether one exists (`createdAt`, null when none).
 */
export const calendarFeedSchema = z.object({
  url: z.string().nullable().describe('The subscription address, only in the answer that made it; null otherwise'),
  createdAt: z.string().nullable().describe('When the current feed was made, ISO UTC; null when there is none'),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
