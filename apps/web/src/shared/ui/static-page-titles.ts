import type { StaticPageSlug } from '@/shared/paths';

export const staticPageTitleKey = {
  'privacy-policy': 'staticPages.privacyPolicy',
  'cookie-usage-policy': 'staticPages.cookieUsagePolicy',
  'user-agreement': 'staticPages.userAgreement',
} as const satisfies Record<StaticPageSlug, string>;
