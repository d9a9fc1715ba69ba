import { describe, expect, it } from 'vitest';
import { corporateProfileBodySchema, investorProfileBodySchema } from '@platform/contract';
import { companyFormValues, missingInvestorFocus, normaliseCompanyForm } from './company-form';
import { withFiles } from './with-files';

const profile = {
  company: 'Bluewater Ventures',
  deleted: false,
  description: null,
  phone: '+1 212 555 0102',
  website: 'bluewater.example',
  logo_file: null,
  average_deal: null,
  focus_on_industries: [1, 2],
  focus_on_stages: null,
};

describe('company form', () => {
  it('sends no focus for a corporate and none as null for an investor', () => {
    const values = companyFormValues(profile);
    expect(normaliseCompanyForm(values, 'corporate')).toEqual({
      company: 'Bluewater Ventures',
      description: null,
      phone: '+1 212 555 0102',
      website: 'bluewater.example',
    });
    const investor = investorProfileBodySchema.parse(normaliseCompanyForm(values, 'investor'));
    expect(investor.focus_on_stages).toBeNull();
    expect(investor.focus_on_industries).toEqual([1, 2]);
    expect(investor.average_deal).toBeNull();
    expect(corporateProfileBodySchema.safeParse(normaliseCompanyForm(values, 'corporate')).success).toBe(true);
  });

  it('adds file fields only when they changed', () => {
    expect(withFiles({ company: 'A', logo_file: { id: 'x' } }, { logo_file: undefined })).toEqual({ company: 'A' });
    expect(withFiles({ company: 'A' }, { logo_file: null })).toEqual({ company: 'A', logo_file: null });
  });

  it('names the empty parts of an investor focus for the recommendations banner', () => {
    expect(missingInvestorFocus(profile)).toEqual(['stages', 'averageDeal']);
    expect(missingInvestorFocus({ ...profile, focus_on_stages: [3], average_deal: 0 })).toEqual([]);
    expect(missingInvestorFocus({ ...profile, focus_on_industries: [] })).toEqual(['stages', 'industries', 'averageDeal']);
  });
});
