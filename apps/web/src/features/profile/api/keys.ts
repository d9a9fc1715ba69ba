import { queryKeys } from '@/shared/api/query-keys';

/** Query keys of the profile screens; a save refreshes the owner's own entries. */
export const profileKeys = {
  own: (role: string) => ['profile', 'own', role] as const,
  recommendations: queryKeys.recommendations,
  /** The startup's own approved due-diligence reports. */
  ownReports: ['profile', 'reports', 'own'] as const,
  /** The reports a startup shares, as others see them. */
  sharedReports: (id: string) => ['profile', 'reports', 'shared', id] as const,
  /** Where each claim of a startup's profile comes from; a revoked report makes it stale (`report` event). */
  passport: (id: string) => ['profile', 'passport', id] as const,
  startupView: (id: string, ticketId?: string) => ['profile', 'startup', id, ticketId ?? null] as const,
  companyView: (role: string, id: string, ticketId?: string) => ['profile', role, id, ticketId ?? null] as const,
};
