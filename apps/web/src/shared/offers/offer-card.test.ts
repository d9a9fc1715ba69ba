import { describe, expect, it } from 'vitest';
import { offerTarget } from './offer-card';

describe('offerTarget', () => {
  it('opens the profile of investors, corporates and startups', () => {
    expect(offerTarget('startup_investment', 'investor')).toBe('profile');
    expect(offerTarget('startup_pilot', 'corporate')).toBe('profile');
    expect(offerTarget('investor_investment', 'startup')).toBe('profile');
  });

  it('warns about a role the offer page does not know', () => {
    expect(offerTarget('corporate_pilot', 'expert')).toBe('unknownRole');
    expect(offerTarget('corporate_pilot', 'manager')).toBe('unknownRole');
  });

  it('opens nothing for due-diligence offers', () => {
    expect(offerTarget('startup_duedill', 'expert')).toBe('none');
    expect(offerTarget('investor_duedill', 'startup')).toBe('none');
  });
});
