import type { FastifyRequest } from 'fastify';
import { isFreshProof, REAUTH_REQUIRED } from '@platform/contract';
import { caller } from './auth.js';
import { AppError } from './errors.js';

/**
 * Refuses a sensitive change (the e-mail, the password, a second factor, deleting the account, a
 * manager's weightiest moves) unless the caller's session proved who holds it within the last
 * `REAUTH_WINDOW_MS`: at sign-in or by `POST /api/v1/auth/reauth`. It goes after the route's guard,
 * among the `onRequest` hooks, so a refused call reaches neither the body's validation nor the
 * idempotency record and is repeated as it was once the proof is given.
 *
 * The time is the session row's, read by the guard with the rest of the session: a proof updates
 * that row, and the row's trigger makes every process drop its kept copy when the proof commits.
 * Both the proof's time and this check use the server's clock.
 */
export async function requireFreshProof(req: FastifyRequest): Promise<void> {
  const { reauthenticatedAt } = caller(req);
  if (!isFreshProof(reauthenticatedAt, Date.now())) throw new AppError(403, REAUTH_REQUIRED);
}

/** Whether a route hook is the fresh-proof check, so the API document can say which calls need one. */
export const isFreshProofHook = (hook: unknown): boolean => hook === requireFreshProof;
