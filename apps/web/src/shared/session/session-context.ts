import { createContext, useContext } from 'react';
import type { UserInfo } from '@platform/contract';

/** The three user states of the spec: still loading, logged out, logged in with a role. */
export type SessionState = { status: 'undefined' } | { status: 'unLoggedIn' } | { status: 'loggedIn'; user: UserInfo };

export interface LogoutOptions {
  /** Forget the pages visited, so the next log-in starts at the profile. */
  forgetHistory?: boolean;
  /** The server has already ended the session (the account was deleted): only clear it here. */
  endedByServer?: boolean;
}

export interface SessionContextValue {
  state: SessionState;
  /** Stores a fresh token (log-in, sign-in key) and loads the account it belongs to. */
  startSession(token: string): void;
  logout(options?: LogoutOptions): void;
  /** Re-reads user info unless it was read within the guard time. */
  reloadUser(): Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** For screens behind the cabinet guard, where a logged-in user is certain. */
export function useCurrentUser(): UserInfo {
  const { state } = useSession();
  if (state.status !== 'loggedIn') throw new Error('useCurrentUser needs a logged-in user');
  return state.user;
}
