import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Language, Role } from '@platform/contract/basics';
import { handbooksQueryOptions } from '@/shared/api/get-handbooks';
import { currentLanguage } from '@/shared/i18n/i18n';
import type { KnownSession } from '@/shared/session/session-user-arrival';
import { isFoundationRole } from '../api/company-profile';
import { companyProfileQueryOptions } from '../api/get-company-profile';
import { expertProfileQueryOptions } from '../api/get-expert-profile';
import { startupProfileQueryOptions } from '../api/get-startup-profile';
import { recommendationsQueryOptions } from '../api/get-recommendations';
import { ownReportsQueryOptions } from '../api/get-own-reports';

// Each role's own profile is its own chunk: a first screen after signing in loads one role's form,
// not all three (docs/performance.md, "First screens").
export const ownProfileChunks = {
  startup: () => import('../components/startup/startup-own-profile'),
  company: () => import('../components/company/company-own-profile'),
  expert: () => import('../components/expert/expert-own-profile'),
};

/** Which own profile a role has: the startup's, a company's (investors, corporates) or an expert company's. */
function ownProfileKind(role: Role): keyof typeof ownProfileChunks | null {
  if (role === 'startup' || role === 'expert') return role;
  return isFoundationRole(role) ? 'company' : null;
}

/** The own profile's data, asked for once per page; the same roles as `ownProfileKind`. */
export function prefetchOwnProfile(queryClient: QueryClient, role: Role, language: Language): void {
  const prefetch = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => {
    if (queryClient.getQueryState(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
  };
  // Startups and companies also show handbook names.
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

/**
 * `/cabinet/profile` on a first load, as soon as the session knows the user: the role's data and
 * form, rather than when the page first renders, some 400 ms later in Lighthouse's traces
 * (docs/performance.md, "The role's screen with the session"). The form's code is asked for in a
 * task of its own: requesting its some 30 files took the main thread 70–80 ms in those traces.
 */
export function prepareOwnProfile({ user, client }: KnownSession): void {
  prefetchOwnProfile(client, user.role, currentLanguage());
  const kind = ownProfileKind(user.role);
  if (kind) setTimeout(() => void ownProfileChunks[kind]().catch(() => undefined), 0);
}
