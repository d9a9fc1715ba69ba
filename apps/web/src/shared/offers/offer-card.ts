/** Roles whose profile the offer page can show. */
const profileRoles = new Set(['investor', 'corporate', 'startup']);

/**
 * What pressing an offer does (spec part 2, "Application forms"): due-diligence offers open no
 * profile; a company of a role the offer page does not know gets a warning; others open its profile.
 */
export function offerTarget(ticketType: string, companyRole: string): 'profile' | 'unknownRole' | 'none' {
  if (ticketType.endsWith('_duedill')) return 'none';
  return profileRoles.has(companyRole) ? 'profile' : 'unknownRole';
}
