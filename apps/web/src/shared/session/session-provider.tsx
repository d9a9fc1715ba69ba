import { useCallback, useDeferredValue, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { UserInfo } from '@platform/contract';
import { tokenStore } from './token-store';
import { noteSessionUser } from './session-user-arrival';
import { navHistory } from './nav-history';
import { clearStoredKeys } from './clear-stored-keys';
import { sessionEndedBy } from './session-ended';
import { notifySessionEnded } from './notify-session-ended';
import { SessionContext, type LogoutOptions, type SessionContextValue, type SessionState } from './session-context';
import { UnknownRoleError, getUserInfo, userInfoQueryOptions } from './api/get-user-info';
import { logoutRequest } from './api/logout';
import { languageFromAccount, takeSignedOutChoice } from './sign-in-language';
import { updateLanguage } from './api/update-language';
import { offerInitialTimeZone } from './api/initial-time-zone';
import { queryKeys } from '@/shared/api/query-keys';
import { currentLanguage, setLanguage, storedLanguage } from '@/shared/i18n/i18n';
import { notify } from '@/shared/ui/notify';

/**
 * Set by `startSession`: the next user info is the first of a fresh sign-in, whose account
 * language then replaces the device's choice (see `languageFromAccount`).
 */
let signInPending = false;

/** The account language applies (or a choice made on the log-in page is saved) before the cabinet shows. */
async function withAccountLanguage(user: UserInfo): Promise<UserInfo> {
  const justSignedIn = signInPending;
  signInPending = false;
  const chosenSignedOut = justSignedIn && takeSignedOutChoice();
  const change = languageFromAccount({ account: user.language, current: currentLanguage(), stored: storedLanguage(), justSignedIn, chosenSignedOut });
  if (change) await setLanguage(change.language, { persist: change.persist });
  // A failed save leaves the account as it was; the device keeps the person's choice anyway.
  if (change?.save) return updateLanguage(change.language).catch(() => user);
  return user;
}

const sessionUserQueryOptions = () =>
  queryOptions({
    ...userInfoQueryOptions(),
    queryFn: async ({ signal, client }) => {
      const user = await withAccountLanguage(await getUserInfo(signal));
      noteSessionUser({ user, client });
      return user;
    },
  });

/**
 * Asks for the signed-in user as the app starts, with its first render rather than after its first
 * commit: the cabinet's frame waits for this answer, which then travels beside the screen's code.
 */
export function prefetchSessionUser(queryClient: QueryClient): void {
  if (tokenStore.get() !== null) void queryClient.prefetchQuery(sessionUserQueryOptions());
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // Only whether a token exists matters here: a renewed token must not re-render the whole app.
  const hasToken = useSyncExternalStore(
    tokenStore.subscribe,
    () => tokenStore.get() !== null,
    () => false,
  );
  const userQuery = useQuery({ ...sessionUserQueryOptions(), enabled: hasToken });

  const logout = useCallback(
    ({ forgetHistory = false, endedByServer = false }: LogoutOptions = {}) => {
      const current = tokenStore.get();
      // The local session ends whatever the server answers; a failed revoke only expires later.
      if (current && !endedByServer) logoutRequest(current).catch(() => undefined);
      clearStoredKeys();
      if (forgetHistory) navHistory.clear();
      queryClient.clear();
      tokenStore.notify();
    },
    [queryClient],
  );

  const startSession = useCallback(
    (next: string) => {
      signInPending = true;
      tokenStore.set(next);
      // Another account may have been signed in: nothing cached for it may leak into this one.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.userInfo[0] || query.queryKey[1] !== queryKeys.userInfo[1],
      });
      void queryClient.resetQueries({ queryKey: queryKeys.userInfo, exact: true });
    },
    [queryClient],
  );

  const reloadUser = useCallback(async () => {
    await queryClient.fetchQuery(sessionUserQueryOptions());
  }, [queryClient]);

  // No user info (an error, or a role the cabinet does not know) ends the session. A session open
  // in this tab that the server ended (blocked, signed out elsewhere) says why.
  const { isError, error } = userQuery;
  const wasSignedIn = userQuery.data !== undefined;
  useEffect(() => {
    if (!hasToken || !isError) return;
    const ended = sessionEndedBy(error);
    if (error instanceof UnknownRoleError) notify.error(t('errors.unknownRole'));
    else if (ended && wasSignedIn) notifySessionEnded(ended, t);
    logout({ endedByServer: ended !== null });
  }, [hasToken, isError, error, wasSignedIn, logout, t]);

  // The first answer turns the loader into the whole cabinet frame. TanStack Query hands answers over
  // through useSyncExternalStore, which React renders in one blocking task; from a deferred copy it
  // renders the frame in slices while the loader stays. Only a copy of the same account stands in
  // for the answer: after a change of account the loader shows, never the previous account.
  const deferredUser = useDeferredValue(userQuery.data);
  const user = deferredUser !== undefined && deferredUser.id === userQuery.data?.id ? deferredUser : undefined;
  // A new account's first zone is sent beside the cabinet; the answer replaces the cached account
  // only while the same one is signed in.
  useEffect(() => {
    if (!user || user.timeZone !== null) return;
    void offerInitialTimeZone(user).then((stored) => {
      if (stored) queryClient.setQueryData<UserInfo>(queryKeys.userInfo, (current) => (current?.id === stored.id ? stored : current));
    });
  }, [user, queryClient]);

  const state: SessionState = useMemo(() => {
    if (!hasToken) return { status: 'unLoggedIn' };
    if (user && !isError) return { status: 'loggedIn', user };
    return { status: 'undefined' };
  }, [hasToken, user, isError]);

  const value: SessionContextValue = useMemo(() => ({ state, startSession, logout, reloadUser }), [state, startSession, logout, reloadUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
