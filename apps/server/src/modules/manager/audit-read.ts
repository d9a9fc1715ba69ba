import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditListSchema, auditQuerySchema } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

type AuditQuery = z.output<typeof auditQuerySchema>;
type AuditList = z.output<typeof auditListSchema>;

/** The audit log as managers read it: filtered, newest first, paged, with its total and its actions. */
export function createAuditReader(db: Db) {
  return {
    async list(q: AuditQuery): Promise<AuditList> {
      const where = and(
        q.entity ? eq(auditLog.entity, q.entity) : undefined,
        q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
        q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
        q.companyId ? eq(auditLog.companyId, q.companyId) : undefined,
        q.action ? eq(auditLog.action, q.action) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select({ ...getTableColumns(auditLog), actor: users.email }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where).orderBy(desc(auditLog.createdAt)).limit(q.take).offset(q.skip),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        entries: rows.map((r) => ({ id: r.id, actor: r.actor, actorId: r.actorId, companyId: r.companyId, action: r.action, entity: r.entity, entityId: r.entityId, before: r.before, after: r.after, date: r.createdAt.toISOString() })),
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
