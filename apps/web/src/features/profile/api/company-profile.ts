import { corporateProfileSchema, investorProfileSchema, quoteSchema } from '@platform/contract';
import type { z } from 'zod';

export type FoundationRole = 'investor' | 'corporate';

/** Investor and corporate profiles in one shape: a corporate has no focus and no average deal. */
export const companyProfileSchema = corporateProfileSchema.extend({
  average_deal: investorProfileSchema.shape.average_deal.optional(),
  focus_on_industries: investorProfileSchema.shape.focus_on_industries.optional(),
  focus_on_stages: investorProfileSchema.shape.focus_on_stages.optional(),
  quote: quoteSchema.nullable().optional(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const isFoundationRole = (role: unknown): role is FoundationRole => role === 'investor' || role === 'corporate';
