import { and, eq, getTableColumns, gt, isNull, lt, or, sql, type Column } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { preparedStatement, type PreparedStatement } from '../db/prepared.js';
import { companies, files, sessions, startupProfiles, users } from '../db/schema/index.js';

export type AuthUser = typeof users.$inferSelect;
export type FileSummary = { id: string; name: string; size: number };

/** What user info shows about the account's company (and, for a startup, its profile). */
export type AccountCompany = {
  name: string;
  industries: number[];
  regions: number[];
  rounds: number[];
  expertIn: number[];
  logo: FileSummary | null;
  pitchDeck: FileSummary | null;
  unitEconomy: FileSummary | null;
  isScoreFull: boolean;
};

/**
 * `expiresAt` is when the session ends unless used again: its absolute end, or sooner its last use
 * plus its idle lifetime; so a copy kept in memory never outlives either. `lastUsedAt` is when the
 * session last served a request, as the database holds it. `reauthenticatedAt` is the session's
 * last proof of identity (its sign-in or a re-authentication): writing it updates the session row,
 * whose trigger drops every process's copy at commit.
 */
export type SessionRow = { user: AuthUser; sessionId: string; expiresAt: Date; lastUsedAt: Date; reauthenticatedAt: Date };
export type AccountRow = SessionRow & { company: AccountCompany | null };

const pitch = alias(files, 'pitch');
const unit = alias(files, 'unit');

/** Columns under their own names (`"users"."first_name" as "firstName"`), so a row needs no renaming. */
const named = <T extends Record<string, Column>>(columns: T) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql`${column}`.as(key)])) as {
    [K in keyof T]: ReturnType<ReturnType<typeof sql>['as']>;
  };

/** When the session ends: at its absolute end, or sooner once unused for its idle lifetime (none when null). */
export const sessionEnd = sql`least(${sessions.expiresAt}, ${sessions.lastUsedAt} + make_interval(secs => ${sessions.idleSeconds}))`;

const userKeys = Object.keys(getTableColumns(users)) as (keyof AuthUser)[];
const sessionFields = {
  ...named(getTableColumns(users)),
  sessionId: sql`${sessions.id}`.as('sessionId'),
  sessionExpiresAt: sql`${sessionEnd}`.as('sessionExpiresAt'),
  sessionLastUsedAt: sql`${sessions.lastUsedAt}`.as('sessionLastUsedAt'),
  sessionReauthenticatedAt: sql`${sessions.reauthenticatedAt}`.as('sessionReauthenticatedAt'),
};
const companyFields = named({
  companyUserId: companies.userId,
  companyName: companies.name,
  industries: companies.industries,
  regions: companies.regions,
  rounds: companies.rounds,
  expertIn: companies.expertIn,
  logoId: files.id,
  logoName: files.name,
  logoSize: files.size,
  pitchId: pitch.id,
  pitchName: pitch.name,
  pitchSize: pitch.size,
  unitId: unit.id,
  unitName: unit.name,
  unitSize: unit.size,
  isScoreFull: startupProfiles.isScoreFull,
});

/** A live session (not revoked, within both lifetimes) by id; `now()` is the database's clock. */
const liveSession = and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt), gt(sessionEnd, sql`now()`));

/** The SQL text once, from Drizzle (so column names stay checked); its one parameter is the session id. */
function sqlText(query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql: text, params } = query.toSQL();
  if (params.length !== 1) throw new Error(`session lookup expects one parameter, the query has ${params.length}`);
  return text;
}

const qb = new QueryBuilder();
const sessionSql = sqlText(qb.select(sessionFields).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(liveSession));
const accountSql = sqlText(
  qb
    .select({ ...sessionFields, ...companyFields })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.userId, users.id))
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .leftJoin(startupProfiles, eq(startupProfiles.userId, companies.userId))
    .leftJoin(pitch, eq(pitch.id, startupProfiles.pitchDeckFileId))
    .leftJoin(unit, eq(unit.id, startupProfiles.unitEconomyFileId))
    .where(liveSession),
);

/** How often a signed-in account's last activity moves, at most. */
export const ACTIVITY_INTERVAL_MS = 5 * 60 * 1000;

/** True when the account's last activity, as the session lookup read it, is due to move. */
export const activityDue = (lastActiveAt: Date | null, now = Date.now()) => lastActiveAt === null || now - lastActiveAt.getTime() >= ACTIVITY_INTERVAL_MS;

/** Moves the last activity to now unless another request moved it meanwhile; its one parameter is the account id. */
function touchSql(db: Db): string {
  const fresh = sql`now() - make_interval(secs => ${sql.raw(String(ACTIVITY_INTERVAL_MS / 1000))})`;
  return sqlText(
    db
      .update(users)
      .set({ lastActiveAt: sql`now()` })
      .where(and(eq(users.id, sql.placeholder('id')), or(isNull(users.lastActiveAt), lt(users.lastActiveAt, fresh)))),
  );
}

/** How often a session's last use moves, at most: the idle lifetime counts from it, to the minute. */
export const SESSION_USE_INTERVAL_MS = 60 * 1000;

/** True when the session's last use, as the lookup read it, is due to move. */
export const useDue = (lastUsedAt: Date, now = Date.now()) => now - lastUsedAt.getTime() >= SESSION_USE_INTERVAL_MS;

/**
 * Moves a live session's last use to now unless another request moved it within the minute; its
 * one parameter is the session id. A session past either lifetime is not revived.
 */
function useSql(db: Db): string {
  const fresh = sql`now() - make_interval(secs => ${sql.raw(String(SESSION_USE_INTERVAL_MS / 1000))})`;
  return sqlText(
    db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(and(liveSession, lt(sessions.lastUsedAt, fresh))),
  );
}

type Raw = Record<string, unknown>;

/** Both drivers answer uuid, text, boolean, jsonb, timestamptz and int[] alike; bigint may come as a string. */
function toSessionRow(row: Raw): SessionRow {
  const user = {} as Record<keyof AuthUser, unknown>;
  for (const key of userKeys) user[key] = row[key];
  return {
    user: user as AuthUser,
    sessionId: row.sessionId as string,
    expiresAt: row.sessionExpiresAt as Date,
    lastUsedAt: row.sessionLastUsedAt as Date,
    reauthenticatedAt: row.sessionReauthenticatedAt as Date,
  };
}

function fileOf(id: unknown, name: unknown, size: unknown): FileSummary | null {
  return id === null || id === undefined ? null : { id: id as string, name: name as string, size: Number(size) };
}

function toAccountRow(row: Raw): AccountRow {
  const company: AccountCompany | null =
    row.companyUserId === null
      ? null
      : {
          name: row.companyName as string,
          industries: row.industries as number[],
          regions: row.regions as number[],
          rounds: row.rounds as number[],
          expertIn: row.expertIn as number[],
          logo: fileOf(row.logoId, row.logoName, row.logoSize),
          pitchDeck: fileOf(row.pitchId, row.pitchName, row.pitchSize),
          unitEconomy: fileOf(row.unitId, row.unitName, row.unitSize),
          isScoreFull: row.isScoreFull === true,
        };
  return { ...toSessionRow(row), company };
}

export type SessionLookups = {
  /** The live session and its user; what every guarded request needs. */
  session(sid: string): Promise<SessionRow | null>;
  /** The same, with what user info shows about the account's company, in one statement. */
  account(sid: string): Promise<AccountRow | null>;
  /**
   * Records that the account was active now, unless it was within the last few minutes. The guard
   * calls it only when the row it already read is due, so a fresh account costs no statement.
   */
  touch(userId: string): Promise<void>;
  /** Records that the session served a request now, at most once a minute: the idle lifetime starts again. */
  used(sid: string): Promise<void>;
};

const lookups = new WeakMap<Db, SessionLookups>();

/** The per-request lookups of the guard, prepared once per database connection. */
export function sessionLookups(db: Db): SessionLookups {
  let found = lookups.get(db);
  if (!found) {
    const session: PreparedStatement<Raw> = preparedStatement(db, 'guard_session', sessionSql, ['uuid']);
    const account: PreparedStatement<Raw> = preparedStatement(db, 'guard_account', accountSql, ['uuid']);
    const touch: PreparedStatement<Raw> = preparedStatement(db, 'guard_touch', touchSql(db), ['uuid']);
    const used: PreparedStatement<Raw> = preparedStatement(db, 'guard_session_used', useSql(db), ['uuid']);
    found = {
      session: async (sid) => {
        const [row] = await session([sid]);
        return row ? toSessionRow(row) : null;
      },
      account: async (sid) => {
        const [row] = await account([sid]);
        return row ? toAccountRow(row) : null;
      },
      touch: async (userId) => {
        await touch([userId]);
      },
      used: async (sid) => {
        await used([sid]);
      },
    };
    lookups.set(db, found);
  }
  return found;
}
