import { lazy } from 'react';
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Role } from '@platform/contract/basics';
import { handbooksQueryOptions } from '@/shared/api/get-handbooks';
import { useLanguage } from '@/shared/i18n/use-language';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useCurrentUser } from '@/shared/session/session-context';
import { refusedPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { loadChunk } from '@/shared/lib/load-chunk';
import { isFoundationRole } from '../api/company-profile';
import { companyProfileQueryOptions } from '../api/get-company-profile';
import { expertProfileQueryOptions } from '../api/get-expert-profile';
import { startupProfileQueryOptions } from '../api/get-startup-profile';
import { recommendationsQueryOptions } from '../api/get-recommendations';
import { ownReportsQueryOptions } from '../api/get-own-reports';

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

/**
 * The own profile's data is asked for while the role's code downloads, not once it has rendered:
 * one round trip less before the profile shows (docs/performance.md, "First screens"). In render,
 * as TanStack's usePrefetchQuery does: this page does not commit (nor run effects) until the role's
 * chunk has arrived.
 */
function usePrefetchOwnProfile(role: Role) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const prefetch = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => {
    if (queryClient.getQueryState(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
  };
  // The same roles as the page's switch below; startups and companies also show handbook names.
  if (role === 'startup') {
    prefetch(startupProfileQueryOptions());
    prefetch(recommendationsQueryOptions(language));
    prefetch(ownReportsQueryOptions());
    prefetch(handbooksQueryOptions());
  } else if (isFoundationRole(role)) {
    prefetch(companyProfileQueryOptions(role));
    prefetch(handbooksQueryOptions());
  } else if (role === 'expert') prefetch(expertProfileQueryOptions());
}

/** `/cabinet/profile`: the signed-in company's own profile in edit mode, by role. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.profile'));
  usePrefetchOwnProfile(user.role);
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
