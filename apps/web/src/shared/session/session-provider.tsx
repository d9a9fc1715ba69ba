import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@platform/contract';
import { tokenStore } from './token-store';
import { navHistory } from './nav-history';
import { clearStoredKeys } from './clear-stored-keys';
import { sessionEndedBy } from './session-ended';
import { notifySessionEnded } from './notify-session-ended';
import { SessionContext, type LogoutOptions, type SessionContextValue, type SessionState } from './session-context';
import { UnknownRoleError, getUserInfo, userInfoQueryOptions } from './api/get-user-info';
import { logoutRequest } from './api/logout';
import { languageFromAccount, takeSignedOutChoice } from './sign-in-language';
import { updateLanguage } from './api/update-language';
import { withInitialTimeZone } from './api/initial-time-zone';
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
    queryFn: async ({ signal }) => withInitialTimeZone(await withAccountLanguage(await getUserInfo(signal))),
  });

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

  const state: SessionState = useMemo(() => {
    if (!hasToken) return { status: 'unLoggedIn' };
    if (userQuery.data && !isError) return { status: 'loggedIn', user: userQuery.data };
    return { status: 'undefined' };
  }, [hasToken, userQuery.data, isError]);

  const value: SessionContextValue = useMemo(() => ({ state, startSession, logout, reloadUser }), [state, startSession, logout, reloadUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
