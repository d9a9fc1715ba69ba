import { matchPath } from 'react-router';
import type { Role } from '@platform/contract';

/** Long, scrolling screens without a footer (spec part 2, section 2). */
const withoutFooter = [
  '/cabinet/schedule',
  '/cabinet/startups',
  '/cabinet/expert-list',
  '/cabinet/crowdfunding',
  '/cabinet/crowdfunding/view/:crowdfundingId/backers',
  '/cabinet/applications/view/:appTypeId/:appId/crowdfunding/:crowdfundingId/backers',
  '/cabinet/applications/view/:appTypeId/:appId/crowdfunding/:crowdfundingId/offers',
];

export function isFooterHidden(pathname: string, role: Role): boolean {
  if (role === 'startup' && matchPath('/cabinet/pilot_showcase', pathname)) return true;
  return withoutFooter.some((pattern) => matchPath(pattern, pathname) !== null);
}
