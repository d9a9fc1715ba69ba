import { tz } from '@date-fns/tz';
import { addDays, addMonths, format } from 'date-fns';
import { z } from 'zod';
import { roles } from './basics.js';
import { offsetPageSchema, textSchema } from './common.js';
import { fileRefSchema } from './users.js';
import type { BackersNewsReach } from './backers-news.js';
import { atLeast, atMost, fieldCode } from './field-codes.js';

/*
 * After the round (issue 30, item 5): a finished round with confirmed backers gets a room only its
 * startup, its confirmed backers and the managers enter (the startup's updates and a discussion),
 * and the startup reports every quarter after the round: a reminder on each due date, "late" 30
 * days after it while no report came.
 */

export const ROOM_POST_MIN = 2;
export const ROOM_POST_MAX = 2000;
/** A room's discussion page: newest first, this many posts unless asked otherwise. */
export const ROOM_PAGE_SIZE = 20;
/** Reports are due every this many months after the round's last day. */
export const REPORT_INTERVAL_MONTHS = 3;
/** Days after its due date a missing report reads late (and the startup, the backers and the managers are told). */
export const REPORT_LATE_DAYS = 30;

/** What a round's update is: news, or the startup's quarterly report after the round. */
export const roundUpdateKinds = ['update', 'report'] as const;
export type RoundUpdateKind = (typeof roundUpdateKinds)[number];
export const roundUpdateKindSchema = z.enum(roundUpdateKinds, fieldCode('choose_update_or_report'));

/** Body of `POST /api/v1/crowdfunding/{id}/room/posts`. */
export const roomPostBodySchema = z.object({
  text: textSchema(fieldCode('field_required'))
    .trim()
    .min(ROOM_POST_MIN, atLeast('too_short', ROOM_POST_MIN))
    .max(ROOM_POST_MAX, atMost('too_long', ROOM_POST_MAX)),
});
export type RoomPostBody = z.infer<typeof roomPostBodySchema>;

/** Query of the room's discussion: `take`/`skip`, newest first. */
export const roomPostQuerySchema = offsetPageSchema(ROOM_PAGE_SIZE);

export const roomPostSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  created_at: z.string(),
  /**
   * Who wrote it: the round's startup, a confirmed backer or a manager (`company_name` null: a
   * manager speaks for the platform). Null once the author's account is gone.
   */
  author: z.object({ id: z.uuid(), role: z.enum(roles), company_name: z.string().nullable(), logo: fileRefSchema.nullable() }).nullable(),
});
export type RoomPost = z.infer<typeof roomPostSchema>;
export const roomPostListSchema = z.object({ posts: z.array(roomPostSchema), total: z.number().int() });
export type RoomPostList = z.infer<typeof roomPostListSchema>;

/**
 * A round's reporting as its view shows it to signed-in readers: `due` is the next report's due
 * date; `late` from `REPORT_LATE_DAYS` after it, `late_since` being that day. Null when the round
 * has no reporting (not finished, or no confirmed backers) and for signed-out readers.
 */
export const reportingSchema = z.object({
  state: z.enum(['current', 'late']),
  due: z.string(),
  late_since: z.string().nullable(),
});
export type Reporting = z.infer<typeof reportingSchema>;

const utc = tz('UTC');
const day = (d: Date) => format(d, 'yyyy-MM-dd', { in: utc });
const parse = (date: string) => new Date(`${date}T00:00:00Z`);

/** The `k`-th quarterly due date after the round's last day (yyyy-MM-dd, UTC; month ends clamp as in `addMonths`). */
export function quarterlyDate(expire: string, k: number): string {
  return day(addMonths(parse(expire), REPORT_INTERVAL_MONTHS * k, { in: utc }));
}

/** The first quarterly due date strictly after `today`: where a report posted today moves the next one. */
export function nextReportDue(expire: string, today: string): string {
  // Counted from the last day each time, never from the previous due date, so clamped month ends do not drift.
  let k = 1;
  while (quarterlyDate(expire, k) <= today) k += 1;
  return quarterlyDate(expire, k);
}

/** The day a report due on `due` turns late. */
export function reportLateSince(due: string): string {
  return day(addDays(parse(due), REPORT_LATE_DAYS, { in: utc }));
}

/** The reporting state on `today` of a round whose next report is due on `reportDue` (null: no reporting). */
export function reportingOf(reportDue: string | null, today: string): Reporting | null {
  if (!reportDue) return null;
  const lateSince = reportLateSince(reportDue);
  return today >= lateSince ? { state: 'late', due: reportDue, late_since: lateSince } : { state: 'current', due: reportDue, late_since: null };
}

/**
 * Whether a reader enters a round's room, by its reach of the room (`backersNewsReach`, part
 * `room`), and only once the round (as its readers see it) is finished. `closed`: not this reader;
 * `not_open`: the round is not finished yet.
 */
export function roomAccess(r: { status: string; reach: BackersNewsReach }): 'open' | 'closed' | 'not_open' {
  if (r.reach.reads === 'none') return 'closed';
  return r.status === 'finished' ? 'open' : 'not_open';
}
