import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';

/** Showcase calls refuse an account whose section setting hides pilots (managers excepted). */
export function assertPilotsVisible(user: AuthUser | null | undefined): void {
  if (user && user.role !== 'manager' && user.sectionSettings?.pilots === false) throw new AppError(403, 'section_hidden');
}
