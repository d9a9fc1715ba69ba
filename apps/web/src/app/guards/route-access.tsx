import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useCurrentUser, useSession } from '@/shared/session/session-context';
import { useSectionSettings } from '@/shared/api/get-section-settings';
import { notify } from '@/shared/ui/notify';
import { NotAllowed } from '@/shared/ui/states';
import { decideAccess, type AccessRule, type RedirectNotice } from './access-rules';

type RouteAccessProps = { rule: AccessRule; children?: ReactNode };

/**
 * Applies a screen's role rule: shows it, redirects (with a notice where one is due), or shows the
 * not-allowed state. A signed-out visitor is here only on a page open to visitors (the session
 * gate sends them away from any other), which shows its read-only variant.
 */
export function RouteAccess(props: RouteAccessProps) {
  const { state } = useSession();
  if (state.status !== 'loggedIn') return props.children ?? <Outlet />;
  return <SignedInAccess {...props} />;
}

function SignedInAccess({ rule, children }: RouteAccessProps) {
  const user = useCurrentUser();
  const { appTypeId } = useParams();
  const sections = useSectionSettings(user.sectionSettings);
  const decision = decideAccess(rule, { role: user.role, isScoreFull: user.isScoreFull, sections, appTypeId });
  if (decision.kind === 'redirect')
    return decision.notice ? <NoticeRedirect to={decision.to} notice={decision.notice} /> : <Navigate to={decision.to} replace />;
  if (decision.kind === 'error') return <NotAllowed />;
  return children ?? <Outlet />;
}

const noticeKeys = { scoreNotFull: 'app.scoreNotFullNotice' } as const satisfies Record<RedirectNotice, string>;

function NoticeRedirect({ to, notice }: { to: string; notice: RedirectNotice }) {
  const { t } = useTranslation();
  useEffect(() => {
    notify.warning(t(noticeKeys[notice]));
  }, [notice, t]);
  return <Navigate to={to} replace />;
}
