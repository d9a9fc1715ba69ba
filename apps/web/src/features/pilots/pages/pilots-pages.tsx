import { useSession } from '@/shared/session/session-context';
import { OwnerPilotsPage, OwnerPilotViewPage } from './owner-pages';
import { StartupShowcasePage, StartupPilotViewPage } from './startup-pages';

export { PilotSamplePage, PilotCreatePage } from './owner-pages';

/** `/cabinet/pilot_showcase`: startups browse published pilots; corporates and investors see their own. */
export function PilotShowcasePage() {
  const { state } = useSession();
  return state.status === 'loggedIn' && state.user.role === 'startup' ? <StartupShowcasePage /> : <OwnerPilotsPage />;
}

/** `/cabinet/pilot_showcase/view/{pilotId}`: a startup's view with its application, or the owner's with its applicants. */
export function PilotViewPage() {
  const { state } = useSession();
  return state.status === 'loggedIn' && state.user.role === 'startup' ? <StartupPilotViewPage /> : <OwnerPilotViewPage />;
}
