import { lazy } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLanguage } from '@/shared/i18n/use-language';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useCurrentUser } from '@/shared/session/session-context';
import { refusedPage } from '@/shared/api/error-presentation';
import { SomethingWentWrong } from '@/shared/ui/states';
import { loadChunk } from '@/shared/lib/load-chunk';
import { ownProfileChunks, prefetchOwnProfile } from './own-profile-parts';

// The cabinet's loader shows while the role's form downloads.
const StartupOwnProfile = lazy(async () => ({ default: (await loadChunk(ownProfileChunks.startup)).StartupOwnProfile }));
const CompanyOwnProfile = lazy(async () => ({ default: (await loadChunk(ownProfileChunks.company)).CompanyOwnProfile }));
const ExpertOwnProfile = lazy(async () => ({ default: (await loadChunk(ownProfileChunks.expert)).ExpertOwnProfile }));

/**
 * The own profile's data is asked for while the role's code downloads, not once it has rendered:
 * one round trip less before the profile shows (docs/performance.md, "First screens"). A first load
 * asked already, with the session's answer (own-profile-parts.ts); this covers a visit from another
 * screen. In render, as TanStack's usePrefetchQuery does: this page does not commit (nor run
 * effects) until the role's chunk has arrived.
 */
function usePrefetchOwnProfile() {
  prefetchOwnProfile(useQueryClient(), useCurrentUser().role, useLanguage());
}

/** `/cabinet/profile`: the signed-in company's own profile in edit mode, by role. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.profile'));
  usePrefetchOwnProfile();
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
