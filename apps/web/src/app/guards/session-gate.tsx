import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/session-context';
import { SIGNIN_KEY_PARAM, navHistory, signInKeyTarget, withoutSignInKey } from '@/shared/session/nav-history';
import { signInByKey } from '@/shared/session/api/sign-in-by-key';
import type { SecondStepLocationState } from '@/shared/session/second-step';
import { useErrorText } from '@/shared/api/use-error-text';
import { refusalMessage } from '@/shared/api/errors';
import { isOpenToVisitors, isPublicPath, paths } from '@/shared/paths';
import { FullPageLoader } from '@/shared/ui/loaders';
import { notify } from '@/shared/ui/notify';

/**
 * A `key` search parameter signs in (spec part 2, section 2). Success lands where a log-in
 * would, through the log-in screen's second step for an account with a second factor; failure
 * logs out and shows why. Returns true while the key is being exchanged.
 */
function useSignInKey(): boolean {
  const [params] = useSearchParams();
  const key = params.get(SIGNIN_KEY_PARAM);
  const location = useLocation();
  const navigate = useNavigate();
  const { startSession, logout } = useSession();
  const errorText = useErrorText();
  // Keys work once: a second exchange of the same key (StrictMode, re-render) would fail and log out.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!key || handled.current === key) return;
    handled.current = key;
    const { pathname } = location;
    const search = withoutSignInKey(location.search);
    signInByKey(key).then(
      (answer) => {
        const target = signInKeyTarget(pathname, location.search, navHistory.returnTarget());
        if ('token' in answer) {
          startSession(answer.token);
          void navigate(target, { replace: true });
          return;
        }
        // The link proved the first factor only: the log-in screen asks for the second, then goes on
        // to the link's page. Whoever was signed in on this device is not the one finishing.
        logout();
        const state: SecondStepLocationState = { secondStep: { challenge: answer, returnTo: target } };
        void navigate(paths.login(), { replace: true, state });
      },
      (error: unknown) => {
        logout();
        notify.error(refusalMessage(error) ?? errorText(error));
        void navigate({ pathname, search }, { replace: true });
      },
    );
  }, [key, location, navigate, startSession, logout, errorText]);

  return key !== null;
}

/** The settings section where a second factor is turned on. */
const ENROLMENT_SECTION = '#two-factor';

/** Loader while the session is unknown; logged-out visitors leave every page not open to them for `/`. */
export function SessionGate({ children }: { children: ReactNode }) {
  const signingIn = useSignInKey();
  const { state } = useSession();
  const { pathname } = useLocation();
  if (signingIn || state.status === 'undefined') return <FullPageLoader />;
  if (state.status === 'unLoggedIn' && !isPublicPath(pathname) && !isOpenToVisitors(pathname)) return <Navigate to={paths.root()} replace />;
  // An account whose role must have a second factor works only once it has one: Settings first.
  if (state.status === 'loggedIn' && state.user.mfa_enrolment_required && pathname !== paths.cabinet.settings()) {
    return <Navigate to={{ pathname: paths.cabinet.settings(), hash: ENROLMENT_SECTION }} replace />;
  }
  return children;
}

/** `/login` is for logged-out visitors; a logged-in user goes to the cabinet profile. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'loggedIn') return <Navigate to={paths.cabinet.profile()} replace />;
  return children;
}

/**
 * `/` has no page of its own: a signed-out visitor lands on `/login` (keeping the query, so a
 * `?step=` still opens its step), a signed-in user on the profile.
 */
export function RootRedirect() {
  const { state } = useSession();
  const { search } = useLocation();
  if (state.status === 'loggedIn') return <Navigate to={paths.cabinet.profile()} replace />;
  return <Navigate to={{ pathname: paths.login(), search }} replace />;
}

/** Keeps the last pages of this tab for the return after log-in. */
export function useRecordHistory(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    navHistory.record(pathname, search);
  }, [pathname, search]);
}
