import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';

/** Crowdfunding calls refuse an account whose section setting hides crowdfunding (managers excepted). */
export function assertCrowdfundingVisible(user: AuthUser | null | undefined): void {
  if (user && user.role !== 'manager' && user.sectionSettings?.crowdfunding === false) throw new AppError(403, 'section_hidden');
}
