/** Query keys of the profile screens; a save refreshes the owner's own entries. */
export const profileKeys = {
  own: (role: string) => ['profile', 'own', role] as const,
  recommendations: ['profile', 'recommendations'] as const,
  startupView: (id: string, ticketId?: string) => ['profile', 'startup', id, ticketId ?? null] as const,
  companyView: (role: string, id: string, ticketId?: string) => ['profile', role, id, ticketId ?? null] as const,
};
