import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AuditCompany, AuditRecord, auditListSchema, auditQuerySchema } from '@platform/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditLog, companies, crowdfunds, pilots, threads, tickets, users } from '../../db/schema/index.js';

type AuditQuery = z.output<typeof auditQuerySchema>;
type AuditList = z.output<typeof auditListSchema>;

/** A text id as a uuid, or null: `entity_id` and the ids inside `after` are free text, and a bad cast would fail the whole page. */
const asUuid = (value: SQL | SQL.Aliased | unknown) =>
  sql`(case when ${value} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (${value})::uuid end)`;

/** A company by its account id, as it is called today; a deleted account keeps no name. */
const companyBy = (id: SQL) => sql<AuditCompany | null>`(select json_build_object('id', u.id, 'role', u.role,
    'name', case when u.status = 'deleted' then null else coalesce(c.name, u.email) end)
  from ${users} u left join ${companies} c on c.user_id = u.id where u.id = ${id})`;

/**
 * The actions whose `after.companyId` names a second company: the one offered, the expert company
 * sent a due diligence. A revocation names its report's client in `after.client`.
 */
const withParty = ['ticket.offer', 'ticket.expert_send'];

/** The audit log as managers read it: filtered, newest first, paged, with its total and its actions. */
export function createAuditReader(db: Db) {
  return {
    /**
     * One page of entries, each with the names it needs to read as a sentence. The page is cut in
     * SQL first (an index range read on one of the audit indexes); only its rows then look up their
     * manager, company and record by primary key.
     */
    async list(q: AuditQuery): Promise<AuditList> {
      const where = and(
        q.entity ? eq(auditLog.entity, q.entity) : undefined,
        q.entity_id ? eq(auditLog.entityId, q.entity_id) : undefined,
        q.actor_id ? eq(auditLog.actorId, q.actor_id) : undefined,
        q.company_id ? eq(auditLog.companyId, q.company_id) : undefined,
        q.action ? eq(auditLog.action, q.action) : undefined,
      );
      const page = db
        .select(getTableColumns(auditLog))
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
        .limit(q.take)
        .offset(q.skip)
        .as('page');
      const entityId = asUuid(page.entityId);
      const record = sql<AuditRecord | null>`case ${page.entity}
        when 'ticket' then (select json_build_object('title', null, 'ticket_type', t.type) from ${tickets} t where t.id = ${entityId})
        when 'thread' then (select json_build_object('title', th.title, 'ticket_type', null) from ${threads} th where th.id = ${entityId})
        when 'pilot' then (select json_build_object('title', p.name, 'ticket_type', null) from ${pilots} p where p.id = ${entityId})
        when 'crowdfunding' then (select json_build_object('title', case when u.status = 'deleted' then null else c.name end, 'ticket_type', null)
          from ${crowdfunds} r join ${users} u on u.id = r.startup_id left join ${companies} c on c.user_id = r.startup_id where r.id = ${entityId})
        when 'user' then (select json_build_object(
            'title', case when u.status = 'deleted' then null else coalesce(c.name, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) end,
            'ticket_type', null)
          from ${users} u left join ${companies} c on c.user_id = u.id where u.id = ${entityId})
        when 'company' then (select json_build_object('title', case when u.status = 'deleted' then null else c.name end, 'ticket_type', null)
          from ${users} u join ${companies} c on c.user_id = u.id where u.id = ${entityId})
        end`;
      const party = sql<AuditCompany | null>`case when ${page.action} in (${sql.join(
        withParty.map((a) => sql`${a}`),
        sql`, `,
      )}) then ${companyBy(asUuid(sql`${page.after}->>'companyId'`))}
        when ${page.action} = 'report.revoke' then ${companyBy(asUuid(sql`${page.after}->>'client'`))} end`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            entry: {
              id: page.id,
              actorId: page.actorId,
              companyId: page.companyId,
              action: page.action,
              entity: page.entity,
              entityId: page.entityId,
              before: page.before,
              after: page.after,
              createdAt: page.createdAt,
            },
            actor: sql<string | null>`(select u.email from ${users} u where u.id = ${page.actorId})`,
            actor_name: sql<string | null>`(select nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') from ${users} u where u.id = ${page.actorId})`,
            company: companyBy(sql`${page.companyId}`),
            record,
            party,
          })
          .from(page)
          .orderBy(desc(page.createdAt), desc(page.seq)),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        entries: rows.map(({ entry: r, ...names }) => ({
          id: r.id,
          actor_id: r.actorId,
          company_id: r.companyId,
          action: r.action,
          entity: r.entity,
          entity_id: r.entityId,
          before: r.before,
          after: r.after,
          date: r.createdAt.toISOString(),
          ...names,
        })),
        total: Number(total?.n ?? 0),
      };
    },

    /** Every action the log holds, sorted: a skip scan of audit_log_action_idx, one index probe per distinct action. */
    async actions(): Promise<string[]> {
      const result = (await db.execute(sql`
        with recursive found(action) as (
          (select ${auditLog.action} from ${auditLog} order by ${auditLog.action} limit 1)
          union all
          select (select a.action from ${auditLog} a where a.action > found.action order by a.action limit 1) from found where found.action is not null
        )
        select action from found where action is not null`)) as unknown as { rows: { action: string }[] };
      return result.rows.map((r) => r.action);
    },
  };
}
