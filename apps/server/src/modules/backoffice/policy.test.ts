import { describe, expect, it } from 'vitest';
import { companyRoles } from '@platform/contract';
import { companyAccountAbilities, companyAccountPolicy } from './policy.js';

describe('companyAccountPolicy', () => {
  it('lets managers write recommendations to startups only', () => {
    expect(companyRoles.filter((role) => companyAccountPolicy.recommend({ role }))).toEqual(['startup']);
    expect(companyAccountAbilities({ role: 'startup' })).toEqual({ write_recommendations: true });
    expect(companyAccountAbilities({ role: 'investor' })).toEqual({ write_recommendations: false });
  });
});
