import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useCurrentUser } from '@/shared/session/session-context';
import { refusedPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { loadChunk } from '@/shared/lib/load-chunk';

// Each role's own profile is its own chunk: a first screen after signing in loads one role's form,
// not all three (docs/performance.md, "First screens"). The cabinet's loader shows meanwhile.
const StartupOwnProfile = lazy(async () => ({
  default: (await loadChunk(() => import('../components/startup/startup-own-profile'))).StartupOwnProfile,
}));
const CompanyOwnProfile = lazy(async () => ({
  default: (await loadChunk(() => import('../components/company/company-own-profile'))).CompanyOwnProfile,
}));
const ExpertOwnProfile = lazy(async () => ({
  default: (await loadChunk(() => import('../components/expert/expert-own-profile'))).ExpertOwnProfile,
}));

/** `/cabinet/profile`: the signed-in company's own profile in edit mode, by role. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.profile'));
  switch (user.role) {
    case 'startup':
      return <StartupOwnProfile />;
    case 'investor':
    case 'corporate':
      return <CompanyOwnProfile role={user.role} />;
    case 'expert':
      return <ExpertOwnProfile />;
    default:
      // The route sends managers to the back office; any other role has no profile (spec part 1, section 2).
      return <SomethingWentWrong headingOrder={1} error={refusedPage} description={t('states.notAllowed.description')} />;
  }
}
