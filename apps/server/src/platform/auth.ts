import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Role } from '@platform/contract';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { AppError, forbidden, unauthorized } from './errors.js';
import { TOKEN_RENEW_AFTER_SECONDS, type Tokens } from './tokens.js';

export type AuthUser = typeof users.$inferSelect;
export type Auth = { user: AuthUser; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/** The session lookup every signed-in request makes, built once per database as a prepared statement. */
function sessionQuery(db: Db) {
  return db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_by_id');
}
const preparedSessions = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** Resolves a token to its live session and active user, or explains why not. */
export async function resolveSession(db: Db, tokens: Tokens, token: string | null) {
  if (!token) throw unauthorized();
  const claims = await tokens.verify(token);
  if (!claims) throw unauthorized('session_expired');
  let query = preparedSessions.get(db);
  if (!query) {
    query = sessionQuery(db);
    preparedSessions.set(db, query);
  }
  const [row] = await query.execute({ sid: claims.sid, now: new Date().toISOString() });
  if (!row || row.user.id !== claims.sub || row.user.status === 'deleted') throw unauthorized('session_expired');
  if (row.user.status === 'blocked') throw new AppError(401, 'account_blocked');
  return { auth: { user: row.user, sessionId: row.sessionId }, claims };
}

/** Every hook a guard made, so the API document can tell which routes need the bearer token. */
const guardHooks = new WeakSet<object>();
export const isGuardHook = (hook: unknown): boolean => typeof hook === 'function' && guardHooks.has(hook);

/**
 * Guards a route: the caller must hold a live session and, when roles are given, one of them.
 * A token older than a day is renewed in the `Authorization` response header.
 */
export function createGuard(db: Db, tokens: Tokens) {
  return function guard(...allowed: Role[]): onRequestHookHandler {
    const hook = async function authenticate(req: FastifyRequest, reply: FastifyReply) {
      const { auth, claims } = await resolveSession(db, tokens, bearerToken(req.headers.authorization));
      if (allowed.length > 0 && !allowed.includes(auth.user.role)) throw forbidden();
      req.auth = auth;
      if (Date.now() / 1000 - claims.iat > TOKEN_RENEW_AFTER_SECONDS) {
        reply.header('Authorization', `Bearer ${await tokens.sign(auth.sessionId, auth.user.id)}`);
      }
    };
    guardHooks.add(hook);
    return hook;
  };
}
export type Guard = ReturnType<typeof createGuard>;

/** The signed-in caller; only call behind a guard. */
export function caller(req: FastifyRequest): Auth {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
