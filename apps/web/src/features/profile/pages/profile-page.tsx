import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useCurrentUser } from '@/shared/session/session-context';
import { refusedPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { CompanyOwnProfile } from '../components/company/company-own-profile';
import { ExpertOwnProfile } from '../components/expert/expert-own-profile';
import { StartupOwnProfile } from '../components/startup/startup-own-profile';

export { StartupProfileViewPage, OfferProfilePage } from './view-pages';

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
