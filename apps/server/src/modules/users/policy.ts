import type { Role } from '@platform/contract';
import { isInvestorOrCorporate, isStartup } from '../../platform/policy.js';

type Account = { readonly role: Role };

/** What an account may do as itself, whatever record it touches. */
export const accountPolicy = {
  /**
   * Filing applications: investors and corporates file them, and a startup only once its finance and scores are
   * all set, because the managers match a startup by them and an application without them cannot be worked.
   */
  fileApplications: (account: Account, company: { readonly scoreFull: boolean }): boolean =>
    (isStartup(account) && company.scoreFull) || isInvestorOrCorporate(account),
};

/** The account's abilities as user info carries them: the screens show their buttons and gates by them. */
export const accountAbilities = (account: Account, company: { readonly scoreFull: boolean }) => ({
  file_applications: accountPolicy.fileApplications(account, company),
});
