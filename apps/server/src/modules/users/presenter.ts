import { defaultSectionSettings, type UserInfo } from '@platform/contract';
import type { AuthUser } from '../../platform/auth.js';

/** The name the cabinet shows: the company's, else the person's. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName'>, companyName: string | null): string | null {
  if (companyName) return companyName;
  const person = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return person || null;
}

/**
 * The account as `GET /api/v1/user/info` shows it. Profile-backed fields (logo, pitch deck, unit
 * economy, score completeness) stay empty until profiles carry them.
 */
export function presentUserInfo(
  user: AuthUser,
  company: { name: string; industries: number[]; regions: number[]; rounds: number[]; expertIn: number[] } | null,
): UserInfo {
  const investsOrPilots = user.role === 'investor' || user.role === 'corporate';
  return {
    id: user.id,
    email: user.email,
    name: displayName(user, company?.name ?? null),
    role: user.role,
    isScoreFull: false,
    logo: null,
    pitchDeck: null,
    unitEconomy: null,
    phone: user.phone,
    investmentPreferences: investsOrPilots && company
      ? { industries: company.industries, regions: company.regions, rounds: company.rounds }
      : { industries: [], regions: [], rounds: [] },
    tags: company ? (user.role === 'expert' ? company.expertIn : company.industries) : [],
    agreement: user.agreement,
    status: user.status,
    language: user.language,
    sectionSettings: { ...defaultSectionSettings, ...user.sectionSettings },
  };
}
