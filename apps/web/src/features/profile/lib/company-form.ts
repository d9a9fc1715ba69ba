import { blankToNull } from '@/shared/lib/blank-to-null';
import type { CompanyProfile, FoundationRole } from '../api/company-profile';

/** The investor or corporate form as its inputs hold it; a corporate leaves the focus fields alone. */
export interface CompanyFormValues {
  company: string;
  description: string;
  phone: string;
  website: string;
  average_deal: string;
  focus_on_industries: number[];
  focus_on_stages: number[];
}

export function companyFormValues(profile: CompanyProfile): CompanyFormValues {
  return {
    company: profile.company,
    description: profile.description ?? '',
    phone: profile.phone ?? '',
    website: profile.website ?? '',
    average_deal: typeof profile.average_deal === 'number' ? String(profile.average_deal) : '',
    focus_on_industries: profile.focus_on_industries ?? [],
    focus_on_stages: profile.focus_on_stages ?? [],
  };
}

/** The form as the role's body schema reads it: empty optional texts are null; a corporate sends no focus. */
export function normaliseCompanyForm(values: CompanyFormValues, role: FoundationRole): unknown {
  const base = {
    company: values.company,
    description: blankToNull(values.description),
    phone: blankToNull(values.phone),
    website: blankToNull(values.website),
  };
  if (role === 'corporate') return base;
  return {
    ...base,
    average_deal: values.average_deal,
    focus_on_industries: values.focus_on_industries.length ? values.focus_on_industries : null,
    focus_on_stages: values.focus_on_stages.length ? values.focus_on_stages : null,
  };
}

export type InvestorFocusField = 'stages' | 'industries' | 'averageDeal';

/** The parts of an investor's focus still empty, in the order of the cards; the banner recommends filling them. */
export function missingInvestorFocus(profile: CompanyProfile): InvestorFocusField[] {
  const missing: InvestorFocusField[] = [];
  if (!profile.focus_on_stages?.length) missing.push('stages');
  if (!profile.focus_on_industries?.length) missing.push('industries');
  if (typeof profile.average_deal !== 'number') missing.push('averageDeal');
  return missing;
}
