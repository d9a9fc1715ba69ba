import { describe, expect, it } from 'vitest';
import { isGuestReadablePath, isPublicPath } from './paths';

describe('pages a signed-out visitor may read', () => {
  it('are the crowdfunding list and a round, not its backers or participants', () => {
    expect(isGuestReadablePath('/cabinet/crowdfunding')).toBe(true);
    expect(isGuestReadablePath('/cabinet/crowdfunding/')).toBe(true);
    expect(isGuestReadablePath('/cabinet/crowdfunding/view/1b4e28ba-2fa1-4d2b-8b3c-0e2f4a5b6c7d')).toBe(true);
    expect(isGuestReadablePath('/cabinet/crowdfunding/view/1b4e28ba-2fa1-4d2b-8b3c-0e2f4a5b6c7d/backers')).toBe(false);
    expect(isGuestReadablePath('/cabinet/crowdfunding/view/x/participant/y')).toBe(false);
    expect(isGuestReadablePath('/cabinet/profile')).toBe(false);
  });

  it('stay out of the sign-in pages, so a log-in returns to them', () => {
    expect(isPublicPath('/cabinet/crowdfunding/view/x')).toBe(false);
  });
});
