import type { ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { useCurrentUser } from '../../shared/session/session-context';
import { useSectionSettings } from '../../shared/api/get-section-settings';
import { NotAllowed } from '../../shared/ui/states';
import { decideAccess, type AccessRule } from './access-rules';

/** Applies a screen's role rule: shows it, redirects, or shows the not-allowed state. */
export function RouteAccess({ rule, children }: { rule: AccessRule; children?: ReactNode }) {
  const user = useCurrentUser();
  const { appTypeId } = useParams();
  const sections = useSectionSettings(user.sectionSettings);
  const decision = decideAccess(rule, { role: user.role, isScoreFull: user.isScoreFull, sections, appTypeId });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'error') return <NotAllowed />;
  return children ?? <Outlet />;
}
