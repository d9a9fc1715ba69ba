import { describe, expect, it } from 'vitest';
import { companyRoles } from '@platform/contract';
import { companyAccountAbilities, companyAccountPolicy } from './policy.js';

describe('companyAccountPolicy', () => {
  it('lets managers write recommendations to startups only, and export the backer record of investors and corporates only', () => {
    expect(companyRoles.filter((role) => companyAccountPolicy.recommend({ role }))).toEqual(['startup']);
    expect(companyRoles.filter((role) => companyAccountPolicy.exportBackerRecords({ role }))).toEqual(['investor', 'corporate']);
    expect(companyAccountAbilities({ role: 'startup' })).toEqual({ write_recommendations: true, export_backer_records: false });
    expect(companyAccountAbilities({ role: 'investor' })).toEqual({ write_recommendations: false, export_backer_records: true });
    expect(companyAccountAbilities({ role: 'corporate' })).toEqual({ write_recommendations: false, export_backer_records: true });
    expect(companyAccountAbilities({ role: 'expert' })).toEqual({ write_recommendations: false, export_backer_records: false });
  });
});
