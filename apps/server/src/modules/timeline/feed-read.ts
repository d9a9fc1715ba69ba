import { and, eq, ne, sql } from 'drizzle-orm';
import { decodeTimelineCursor, encodeTimelineCursor, type Timeline } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, companyEvents, users } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { presentTimelineEvent, type ActorRow } from './presenter.js';

export type TimelineQuery = { before?: string | undefined; take: number };

/**
 * The time of an entry to the microsecond, as text: a cursor rounded to the millisecond would
 * skip or repeat entries written within the same millisecond.
 */
const exactAt = sql<string>`to_char(${companyEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of a company's timeline, newest first by (created_at, id): the page's rows come from a
 * single range read on `company_events_company_idx` below the limit, and only those rows are joined
 * to their actors (the benchmark shows the plan).
 */
export function timelinePageQuery(db: Db, companyId: string, q: TimelineQuery & { withInternal: boolean }) {
  const cursor = q.before === undefined ? undefined : decodeTimelineCursor(q.before);
  if (cursor === null) throw new AppError(400, 'timeline_cursor_invalid', { before: 'timeline_cursor_invalid' });
  const page = db
    .select({
      id: companyEvents.id,
      kind: companyEvents.kind,
      actorId: companyEvents.actorId,
      subjectType: companyEvents.subjectType,
      subjectId: companyEvents.subjectId,
      title: companyEvents.title,
      data: companyEvents.data,
      internal: companyEvents.internal,
      createdAt: companyEvents.createdAt,
      at: exactAt.as('at'),
    })
    .from(companyEvents)
    .where(
      and(
        eq(companyEvents.companyId, companyId),
        cursor ? sql`(${companyEvents.createdAt}, ${companyEvents.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
        q.withInternal ? undefined : eq(companyEvents.internal, false),
      ),
    )
    // `nulls last` as the index has it (the columns hold no nulls): `desc` alone is `nulls first`,
    // an order the index does not give, and the planner would read and sort the whole timeline.
    .orderBy(sql`${companyEvents.createdAt} desc nulls last`, sql`${companyEvents.id} desc nulls last`)
    .limit(q.take + 1)
    .as('page');
  // The actor of each of the page's rows by its keys, whatever the size of `users` (a join is
  // planned as a hash join over every account while there are few).
  const actor = sql<ActorRow>`(select json_build_object('id', u.id, 'role', u.role, 'email', u.email,
    'firstName', u.first_name, 'lastName', u.last_name, 'company', c.name)
    from ${users} u left join ${companies} c on c.user_id = u.id where u.id = ${page.actorId})`;
  return db
    .select({
      event: {
        id: page.id,
        kind: page.kind,
        subjectType: page.subjectType,
        subjectId: page.subjectId,
        title: page.title,
        data: page.data,
        internal: page.internal,
      },
      at: page.at,
      actor,
    })
    .from(page)
    .orderBy(sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`);
}

/** A company's timeline: the back office reads it whole, the company without internal comments. */
export function createTimelineReadService(db: Db) {
  async function page(companyId: string, q: TimelineQuery & { withInternal: boolean }): Promise<Timeline> {
    const rows = await timelinePageQuery(db, companyId, q);
    const shown = rows.slice(0, q.take);
    const last = shown[shown.length - 1];
    return {
      events: shown.map((r) => presentTimelineEvent(r.event, r.at, r.actor)),
      next: rows.length > q.take && last ? encodeTimelineCursor(last.at, last.event.id) : null,
    };
  }

  return {
    /** Any company's timeline with the managers' internal entries; an unknown id is 404. */
    async ofCompany(companyId: string, q: TimelineQuery): Promise<Timeline> {
      const [company] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, companyId), ne(users.role, 'manager')))
        .limit(1);
      if (!company) throw new AppError(404, 'company_not_found');
      return page(companyId, { ...q, withInternal: true });
    },

    /** The caller's own timeline, never with internal entries. */
    own(companyId: string, q: TimelineQuery): Promise<Timeline> {
      return page(companyId, { ...q, withInternal: false });
    },
  };
}
