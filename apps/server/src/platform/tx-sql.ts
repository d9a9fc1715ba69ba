import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

/**
 * A statement written for node-postgres (`$1`, `$2` placeholders) run through a Drizzle
 * connection or transaction: lets a library that speaks plain SQL (the job queue) write inside the
 * caller's transaction.
 */
export function executeSqlOn(db: Db | Tx) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      for (const [i, part] of parts.entries()) {
        // Drizzle leaves an undefined value out of the statement (`$3::int` would lose its `$3`);
        // node-postgres sends it as NULL, and so must this.
        chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`);
      }
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
