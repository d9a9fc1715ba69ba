import { and, count, desc, eq, lte } from 'drizzle-orm';
import { backersNewsReach, roomAccess, type BackersNewsReach, type RoomPost, type RoomPostList } from '@platform/contract';
import type { Db, Tx } from '../../db/client.js';
import { companies, crowdfundBackers, crowdfundRoomPosts, crowdfunds, files, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { presentFile } from '../files/index.js';
import { roundPolicy } from './policy.js';
import { effectiveStatusSql } from './presenter.js';
import { newsBacking, newsBackingColumns } from './news-reach.js';
import { recordRoomEvent } from './events/index.js';

type Reader = Pick<AuthUser, 'id' | 'role'>;

const postColumns = {
  id: crowdfundRoomPosts.id,
  text: crowdfundRoomPosts.text,
  createdAt: crowdfundRoomPosts.createdAt,
  authorId: users.id,
  role: users.role,
  companyName: companies.name,
  logo: { id: files.id, name: files.name, size: files.size },
};

/** Posts with their authors: the account, its company (none for a manager) and the company's logo. */
const postsWithAuthors = (q: Db | Tx) =>
  q
    .select(postColumns)
    .from(crowdfundRoomPosts)
    .leftJoin(users, eq(users.id, crowdfundRoomPosts.authorId))
    .leftJoin(companies, eq(companies.userId, crowdfundRoomPosts.authorId))
    .leftJoin(files, eq(files.id, companies.logoFileId));

/**
 * A page of a room's posts, newest first, and their total; unawaited, the benchmark reads their
 * plans. `until`: a former member reads the posts up to the moment it left.
 */
export function roomPostQueries(db: Db, roundId: string, page: { take: number; skip: number }, until?: Date) {
  const where = and(eq(crowdfundRoomPosts.crowdfundId, roundId), until ? lte(crowdfundRoomPosts.createdAt, until) : undefined);
  return {
    page: postsWithAuthors(db).where(where).orderBy(desc(crowdfundRoomPosts.createdAt), desc(crowdfundRoomPosts.id)).limit(page.take).offset(page.skip),
    total: db.select({ total: count() }).from(crowdfundRoomPosts).where(where),
  };
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postsWithAuthors>['limit']>>[number];

function presentPost(r: PostRow): RoomPost {
  return {
    id: r.id,
    text: r.text,
    created_at: r.createdAt.toISOString(),
    author: r.authorId && r.role ? { id: r.authorId, role: r.role, company_name: r.companyName, logo: r.logo ? presentFile(r.logo) : null } : null,
  };
}

/**
 * The room of a round, if this reader may enter it: 404 for a round it may not see at all (as the
 * round's view), 403 `room_closed` for anyone `backersNewsReach` keeps out of the room (all but
 * the round's startup, managers and confirmed backers, or a confirmed one that lapsed), 409
 * `room_not_open` while the round (as readers see it) is not finished with confirmed backers.
 */
async function enter(q: Db | Tx, reader: Reader, id: string): Promise<{ startupId: string; reach: BackersNewsReach }> {
  const [round] = await q
    .select({
      startupId: crowdfunds.startupId,
      stored: crowdfunds.status,
      status: effectiveStatusSql,
      backersCount: crowdfunds.backersCount,
      startupStatus: users.status,
      backing: newsBackingColumns,
    })
    .from(crowdfunds)
    .innerJoin(users, eq(users.id, crowdfunds.startupId))
    .leftJoin(crowdfundBackers, and(eq(crowdfundBackers.crowdfundId, crowdfunds.id), eq(crowdfundBackers.backerId, reader.id)))
    .where(eq(crowdfunds.id, id))
    .limit(1);
  if (!round || !roundPolicy.read(reader, { startupId: round.startupId, status: round.stored, startupStatus: round.startupStatus })) {
    throw new AppError(404, 'crowdfunding_not_found');
  }
  // A round that ended with no confirmed backer has nobody to report to: its room never opens.
  const status = round.backersCount > 0 ? round.status : 'active';
  const backing = round.backing ? newsBacking(round.backing) : null;
  const reach = backersNewsReach({ reader, startupId: round.startupId, backing, part: 'room' });
  const access = roomAccess({ status, reach });
  if (access === 'closed') throw new AppError(403, 'room_closed');
  if (access === 'not_open') throw new AppError(409, 'room_not_open');
  return { startupId: round.startupId, reach };
}

/** The backers' room discussion of a finished round: its startup, its confirmed backers and managers read and write. */
export function createRoundRoomService(db: Db) {
  return {
    /** A page of the discussion, newest first, with the total. */
    async posts(reader: Reader, id: string, page: { take: number; skip: number }): Promise<RoomPostList> {
      const { reach } = await enter(db, reader, id);
      const queries = roomPostQueries(db, id, page, reach.reads === 'until' ? reach.until : undefined);
      const [rows, [counted]] = await Promise.all([queries.page, queries.total]);
      return { posts: rows.map(presentPost), total: Number(counted?.total ?? 0) };
    },

    /** A post by a member of the room; its members' open pages refresh on its event. */
    async post(reader: Reader, id: string, body: { text: string }): Promise<RoomPost> {
      const row = await db.transaction(async (tx) => {
        const { startupId, reach } = await enter(tx, reader, id);
        // A former member reads what was said while it was in, and no longer speaks there.
        if (reach.reads !== 'all') throw new AppError(403, 'room_closed');
        const [post] = await tx
          .insert(crowdfundRoomPosts)
          .values({ crowdfundId: id, authorId: reader.id, text: body.text })
          .returning({ id: crowdfundRoomPosts.id });
        await recordRoomEvent(tx, 'crowdfunding.room', { kind: 'post', roundId: id, startupId, postId: post!.id, authorId: reader.id });
        const [row] = await postsWithAuthors(tx).where(eq(crowdfundRoomPosts.id, post!.id)).limit(1);
        return row!;
      });
      return presentPost(row);
    },
  };
}
