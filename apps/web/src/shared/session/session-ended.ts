import { ResponseStatusError, bodyMessage } from '../api/errors';

/**
 * Whether a failed check of an open session proves it is over: only a 401 does (the session was
 * ended, or the account blocked). `message` is the server's reason in the interface language,
 * when it gave one. A lost connection or a server error proves nothing and answers null.
 */
export function sessionEndedBy(error: unknown): { message: string | null } | null {
  return error instanceof ResponseStatusError && error.status === 401 ? { message: bodyMessage(error.body) } : null;
}

/** Socket.io's reasons that the server, not this tab, closed the connection or refused it again. */
export function isServerRefusal(kind: 'disconnect' | 'connect_error', reason: string): boolean {
  return kind === 'disconnect' ? reason === 'io server disconnect' : reason === 'unauthorized';
}
