import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionList } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Realtime } from '../../platform/realtime.js';
import { sessionEnd } from '../../platform/session-lookup.js';
import { presentSession } from './presenter.js';

/** Not revoked and within both lifetimes, as the guard judges a session (`platform/session-lookup.ts`). */
const live = (userId: string) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessionEnd, sql`now()`));

/**
 * Ends the account's live sessions, all or all but `keep`, in the caller's transaction; answers how
 * many ended. The sockets end after the commit, by `realtime.endUser` (the session cache forgets
 * the rows by itself: the trigger on `sessions` speaks when they change).
 */
export async function revokeSessions(tx: Tx | Db, userId: string, keep?: string): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** An account's own sessions: the list, ending one, ending all the others. */
export function createSessionService({ db, realtime }: { db: Db; realtime: Pick<Realtime, 'endSession' | 'endUser'> }) {
  return {
    /** The caller's live sessions, the most recently used first, its own marked. */
    async list(userId: string, currentId: string): Promise<SessionList> {
      const rows = await db.select().from(sessions).where(live(userId)).orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
      return { items: rows.map((row) => presentSession(row, currentId)) };
    },

    /**
     * Ends one of the caller's sessions, its sockets at once; another account's session and an
     * unknown or ended one are the same 404, so an id tells nothing. Ending its own is a sign-out.
     */
    async end(userId: string, currentId: string, sessionId: string): Promise<{ current: boolean }> {
      const [ended] = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), live(userId)))
        .returning({ id: sessions.id });
      if (!ended) throw new AppError(404, 'session_not_found');
      realtime.endSession(sessionId);
      return { current: sessionId === currentId };
    },

    /** Ends every session of the caller but this one; answers how many. */
    async endOthers(userId: string, currentId: string): Promise<number> {
      const ended = await revokeSessions(db, userId, currentId);
      realtime.endUser(userId, currentId);
      return ended;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
