import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Role } from '@platform/contract';
import type { Db } from '../db/client.js';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { AppError, accountBlocked, forbidden, unauthorized } from './errors.js';
import { activityDue, sessionLookups, useDue, type AccountCompany, type AuthUser, type SessionLookups, type SessionRow } from './session-lookup.js';
import type { SessionCache } from './session-cache.js';
import { TOKEN_RENEW_AFTER_SECONDS, type Tokens } from './tokens.js';

export type { AuthUser } from './session-lookup.js';
/**
 * The signed-in caller; `company` is loaded only by guards made with `guard.withCompany`.
 * `reauthenticatedAt` is the session's last proof of identity (see `fresh-proof.ts`).
 * `mfaEnrolmentRequired` is set on the routes open during enrolment when the account must still
 * turn on a second factor.
 */
export type Auth = { user: AuthUser; sessionId: string; reauthenticatedAt: Date; company?: AccountCompany | null; mfaEnrolmentRequired?: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /**
     * The route stays open to an account that must enrol a second factor and has none: user info,
     * sign-out, the second factor's own calls and what the signed-in shell loads.
     */
    openDuringEnrolment?: boolean;
  }
}

/**
 * The rule that an account of some roles works only once it has a second factor; the modules
 * that know roles and factors supply both answers, so the guard stays one place for every route.
 */
export type EnrolmentRule = {
  mustEnrol(user: AuthUser): boolean;
  hasSecondFactor(userId: string): Promise<boolean>;
};

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves a token to its live session and active user, or explains why not. `lookup` picks the
 * statement: the session and user only, or (for user info) with the account's company as well.
 */
export async function resolveSession<Row extends SessionRow = SessionRow>(
  db: Db,
  tokens: Tokens,
  token: string | null,
  lookup: (lookups: SessionLookups, sid: string) => Promise<Row | null> = (lookups, sid) => lookups.session(sid) as Promise<Row | null>,
) {
  if (!token) throw unauthorized();
  const claims = tokens.verify(token);
  if (!claims || !UUID.test(claims.sid)) throw unauthorized('session_expired');
  const row = await lookup(sessionLookups(db), claims.sid);
  if (!row || row.user.id !== claims.sub) {
    // Blocking revokes the account's sessions: its open tabs are told of the block, not of an expiry.
    const [owner] = UUID.test(claims.sub)
      ? await db
          .select({ status: users.status, blockedReason: users.blockedReason, blockedReasonShared: users.blockedReasonShared })
          .from(users)
          .where(eq(users.id, claims.sub))
          .limit(1)
      : [];
    if (owner?.status === 'blocked') throw accountBlocked(401, owner);
    throw unauthorized('session_expired');
  }
  if (row.user.status === 'deleted') throw unauthorized('session_expired');
  if (row.user.status === 'blocked') throw accountBlocked(401, row.user);
  return { auth: row, claims };
}

/** Every hook a guard made, so the API document can tell which routes need the bearer token. */
const guardHooks = new WeakSet<object>();
export const isGuardHook = (hook: unknown): boolean => typeof hook === 'function' && guardHooks.has(hook);

/**
 * Guards a route: the caller must hold a live session and, when roles are given, one of them.
 * A token older than a day is renewed in the `Authorization` response header. With `cache`, the
 * session comes from memory when this process holds it (see `session-cache.ts`).
 */
export function createGuard(db: Db, tokens: Tokens, cache?: SessionCache, enrolment?: EnrolmentRule) {
  type Lookup = (lookups: SessionLookups, sid: string) => Promise<SessionRow | null>;
  const mustEnrolNow = async (user: AuthUser) => !!enrolment?.mustEnrol(user) && !(await enrolment.hasSecondFactor(user.id));
  function make(allowed: Role[], kind: string, read: Lookup): onRequestHookHandler {
    const lookup: Lookup = cache ? (lookups, sid) => cache.read(kind, sid, () => read(lookups, sid)) : read;
    const hook = async function authenticate(req: FastifyRequest, reply: FastifyReply) {
      const { auth, claims } = await resolveSession(db, tokens, bearerToken(req.headers.authorization), lookup);
      if (allowed.length > 0 && !allowed.includes(auth.user.role)) throw forbidden();
      req.auth = auth;
      if (await mustEnrolNow(auth.user)) {
        if (!req.routeOptions.config.openDuringEnrolment) throw new AppError(403, 'mfa_enrolment_required');
        req.auth = { ...auth, mfaEnrolmentRequired: true };
      }
      // The session's last use moves at most once a minute, the same way: the idle lifetime counts from it.
      if (useDue(auth.lastUsedAt)) {
        cache?.used(auth.sessionId);
        sessionLookups(db)
          .used(auth.sessionId)
          .catch((err: unknown) => req.log.error({ err }, 'recording the session use failed'));
      }
      // The last activity moves at most every few minutes, after the answer's own work, unwaited.
      if (activityDue(auth.user.lastActiveAt)) {
        cache?.touched(auth.sessionId);
        sessionLookups(db)
          .touch(auth.user.id)
          .catch((err: unknown) => req.log.error({ err }, 'recording the account activity failed'));
      }
      // A renewed token names the same session, whose ends never move: renewal cannot outlast them.
      if (Date.now() / 1000 - claims.iat > TOKEN_RENEW_AFTER_SECONDS) {
        reply.header('Authorization', `Bearer ${await tokens.sign(auth.sessionId, auth.user.id)}`);
      }
    };
    guardHooks.add(hook);
    return hook;
  }
  const guard = (...allowed: Role[]) => make(allowed, 'session', (lookups, sid) => lookups.session(sid));
  /** The same guard, loading in the same statement what user info shows about the company (`caller(req).company`). */
  guard.withCompany = (...allowed: Role[]) => make(allowed, 'account', (lookups, sid) => lookups.account(sid));
  /** The guard's enrolment refusal, for the one call that reads its session itself (an upload). */
  guard.refuseUntilEnrolled = async (user: AuthUser) => {
    if (await mustEnrolNow(user)) throw new AppError(403, 'mfa_enrolment_required');
  };
  return guard;
}
export type Guard = ReturnType<typeof createGuard>;

/** The signed-in caller; only call behind a guard. */
export function caller(req: FastifyRequest): Auth {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
