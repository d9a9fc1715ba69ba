import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@platform/contract';
import { tokenStore } from './token-store';

/** The signed-in user as the session query learnt it, with the query client holding the session's data. */
export type KnownSession = { user: UserInfo; client: QueryClient };

let known: { token: string | null; session: KnownSession } | undefined;
const waiting = new Set<(session: KnownSession) => void>();

/** Each answer of the session's user query, as it arrives (session-provider.tsx). */
export function noteSessionUser(session: KnownSession): void {
  known = { token: tokenStore.get(), session };
  for (const resolve of waiting) resolve(session);
  waiting.clear();
}

/**
 * The signed-in user as soon as the session knows it: at once if the token in use has its answer
 * already, else with the next answer. What a screen needs by role (its code, its data) can start
 * then, before the screen renders (app/preload-screens.ts). A caller checks the token is unchanged.
 */
export function whenSessionUser(): Promise<KnownSession> {
  if (known && known.token === tokenStore.get()) return Promise.resolve(known.session);
  return new Promise((resolve) => waiting.add(resolve));
}
