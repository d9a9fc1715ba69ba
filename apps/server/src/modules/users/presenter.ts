import { defaultSectionSettings, type UserInfo } from '@platform/contract';
import type { AuthUser } from '../../platform/auth.js';

/**
 * The account as `GET /api/v1/user/info` shows it. Profile-backed fields (logo, pitch deck, unit
 * economy, focus, tags, score completeness) stay empty until the account has a profile.
 */
export function presentUserInfo(user: AuthUser): UserInfo {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    isScoreFull: false,
    logo: null,
    pitchDeck: null,
    unitEconomy: null,
    phone: user.phone,
    investmentPreferences: { industries: [], regions: [], rounds: [] },
    tags: [],
    agreement: user.agreement,
    status: user.status,
    language: user.language,
    sectionSettings: { ...defaultSectionSettings, ...user.sectionSettings },
  };
}
