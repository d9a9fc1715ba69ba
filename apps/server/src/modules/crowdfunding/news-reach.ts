import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { backersNewsReach, backingInRound, type BackersNewsPart, type BackersNewsReach, type NewsBacking } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { crowdfundBackers } from '../../db/schema/index.js';
import { roundPolicy } from './policy.js';

/*
 * The contract's rule of who reads what a round tells its backers (`backersNewsReach`), as the
 * server applies it: from the reader's own backing row, and as SQL for the reads that join it
 * (an update's files, the portfolio's unread count).
 */

/** The columns of a backing the rule reads; select them beside a round to decide in the same query. */
export const newsBackingColumns = {
  status: crowdfundBackers.status,
  investmentAmount: crowdfundBackers.investmentAmount,
  createdAt: crowdfundBackers.createdAt,
  decidedAt: crowdfundBackers.decidedAt,
  cancelledAt: crowdfundBackers.cancelledAt,
};

type BackingRow = { status: NewsBacking['status']; investmentAmount: number | null; createdAt: Date; decidedAt: Date | null; cancelledAt: Date | null };

/** A backing row as the rule takes it (null when the reader has none); only a manager's confirmation sets the investment amount. */
export function newsBacking(row: { status: NewsBacking['status'] | null } & Partial<Omit<BackingRow, 'status'>>): NewsBacking | null {
  if (!row.status || !row.createdAt) return null;
  return {
    status: row.status,
    confirmed: row.investmentAmount != null,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt ?? null,
    cancelledAt: row.cancelledAt ?? null,
  };
}

/** A reader's reach of one round's news, its own backing read here. */
export async function readerReach(
  q: Db | Tx,
  reader: { id: string; role: string },
  round: { id: string; startupId: string },
  part: BackersNewsPart,
): Promise<BackersNewsReach> {
  if (roundPolicy.readAllNews(reader, round)) return { reads: 'all' };
  const [row] = await q
    .select(newsBackingColumns)
    .from(crowdfundBackers)
    .where(and(eq(crowdfundBackers.crowdfundId, round.id), eq(crowdfundBackers.backerId, reader.id)))
    .limit(1);
  return backersNewsReach({ reader, startupId: round.startupId, backing: row ? newsBacking(row) : null, part });
}

/**
 * The rule for the updates, in SQL over a joined backing row: a backing in the round reads news
 * published at any time, one that left what was published up to the moment it left (`backingLeftAt`).
 */
export function updateReachedSql(publishedAt: AnyColumn): SQL {
  const inRound = sql.join(
    backingInRound.map((s) => sql`${s}`),
    sql`, `,
  );
  const left = sql`case when ${crowdfundBackers.status} = 'reject' then ${crowdfundBackers.decidedAt} else ${crowdfundBackers.cancelledAt} end`;
  const leftAt = sql`coalesce(${left}, ${crowdfundBackers.createdAt})`;
  return sql`(${crowdfundBackers.status} in (${inRound}) or ${publishedAt} <= ${leftAt})`;
}
