import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExpertCandidate } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { companies, expertDuedills, tickets, users } from '../../db/schema/index.js';
import { ticketFocus } from '../tickets/index.js';
import { expertRecords, recordOf } from './expert-record.js';

/**
 * Expert companies for a client's due-diligence ticket: the overlap of their expertise with the
 * client's industries first, then how reliably and quickly they answer work sent to them; each
 * with its record of past work.
 */
export async function rankExpertCandidates(db: Db, ticket: typeof tickets.$inferSelect, limit: number): Promise<ExpertCandidate[]> {
  const id = ticket.id;
  const focus = await ticketFocus(db, ticket as never);
  const wanted = sql.raw(`ARRAY[${focus.industries.filter((v) => Number.isInteger(v)).join(',') || 'NULL'}]::int[]`);
  const matched = sql<number[]>`array(select unnest(${companies.expertIn}) intersect select unnest(${wanted}))`;
  const sent = alias(tickets, 'sent');
  const stats = db
    .select({
      ownerId: sent.ownerId,
      sent: sql<number>`count(*)::int`.as('sent_n'),
      answered: sql<number>`count(${expertDuedills.answeredAt})::int`.as('answered_n'),
      median: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${expertDuedills.answeredAt} - ${sent.createdAt}) / 3600)`.as(
        'median_h',
      ),
      open: sql<number>`(count(*) filter (where ${sent.status} not in ('due_success', 'due_cancel')))::int`.as('open_n'),
      already: sql<boolean>`bool_or(${expertDuedills.clientTicketId} = ${id})`.as('already'),
    })
    .from(sent)
    .innerJoin(expertDuedills, eq(expertDuedills.ticketId, sent.id))
    .where(eq(sent.type, 'expert_duedill'))
    .groupBy(sent.ownerId)
    .as('stats');
  const rows = await db
    .select({
      id: companies.userId,
      name: companies.name,
      matched,
      sent: stats.sent,
      answered: stats.answered,
      median: stats.median,
      open: stats.open,
      already: stats.already,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(stats, eq(stats.ownerId, companies.userId))
    .where(and(eq(companies.role, 'expert'), eq(users.status, 'active')))
    .orderBy(
      sql`cardinality(${matched}) desc`,
      sql`coalesce(${stats.answered}::float / nullif(${stats.sent}, 0), 0) desc`,
      sql`${stats.median} asc nulls last`,
      asc(companies.name),
    )
    .limit(limit);
  const records = await expertRecords(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    matched_industries: r.matched ?? [],
    answered: r.answered ?? 0,
    sent: r.sent ?? 0,
    median_answer_hours: r.median === null || r.median === undefined ? null : Math.round(Number(r.median) * 10) / 10,
    open_tickets: r.open ?? 0,
    already_sent: Boolean(r.already),
    record: recordOf(records, r.id),
  }));
}
