import { defaultSectionSettings, type UserInfo } from '@platform/contract';
import type { AuthUser } from '../../platform/auth.js';
import type { AccountCompany } from '../../platform/session-lookup.js';
import { presentFile } from '../files/index.js';
import { displayName } from '../../platform/display-name.js';
import { isExpertCompany, isInvestorOrCorporate, isStartup } from '../../platform/policy.js';
import { accountAbilities } from './policy.js';

/**
 * The account as `GET /api/v1/user/info` shows it: the company's logo, and for a startup its pitch
 * deck, unit economy and score completeness.
 */
export function presentUserInfo(user: AuthUser, company: AccountCompany | null): UserInfo {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user, company?.name ?? null),
    role: user.role,
    isScoreFull: isStartup(user) && company !== null && company.isScoreFull,
    logo: company?.logo ? presentFile(company.logo) : null,
    pitchDeck: company?.pitchDeck ? presentFile(company.pitchDeck) : null,
    unitEconomy: company?.unitEconomy ? presentFile(company.unitEconomy) : null,
    phone: user.phone,
    investmentPreferences:
      isInvestorOrCorporate(user) && company
        ? { industries: company.industries, regions: company.regions, rounds: company.rounds }
        : { industries: [], regions: [], rounds: [] },
    // An expert company is tagged by what it knows, the others by the industries they work in.
    tags: company ? (isExpertCompany(user) ? company.expertIn : company.industries) : [],
    agreement: user.agreement,
    status: user.status,
    language: user.language,
    timeZone: user.timeZone,
    sectionSettings: { ...defaultSectionSettings, ...user.sectionSettings },
    can: accountAbilities(user, { scoreFull: company?.isScoreFull ?? false }),
  };
}
