import { ResponseStatusError, bodyMessage } from '@/shared/api/errors';

/** What a blocked account's refusal says: the reason, when the manager shared it, and whom to write to. */
export type BlockedNotice = { reason: string | null; contact: string };

/** The `blocked` part of an `account_blocked` answer's body, when it has one. */
export function blockedNotice(body: unknown): BlockedNotice | null {
  if (typeof body !== 'object' || body === null) return null;
  const blocked = (body as { blocked?: unknown }).blocked;
  if (typeof blocked !== 'object' || blocked === null) return null;
  const { reason, contact } = blocked as { reason?: unknown; contact?: unknown };
  if (typeof contact !== 'string') return null;
  return { reason: typeof reason === 'string' && reason.trim() !== '' ? reason : null, contact };
}

/**
 * Whether a failed check of an open session proves it is over: only a 401 does (the session was
 * ended, or the account blocked). `message` is the server's reason in the interface language,
 * when it gave one; `blocked`, when the account was blocked. A lost connection or a server error
 * proves nothing and answers null.
 */
export function sessionEndedBy(error: unknown): { message: string | null; blocked: BlockedNotice | null } | null {
  return error instanceof ResponseStatusError && error.status === 401 ? { message: bodyMessage(error.body), blocked: blockedNotice(error.body) } : null;
}

/** Socket.io's reasons that the server, not this tab, closed the connection or refused it again. */
export function isServerRefusal(kind: 'disconnect' | 'connect_error', reason: string): boolean {
  return kind === 'disconnect' ? reason === 'io server disconnect' : reason === 'unauthorized';
}
