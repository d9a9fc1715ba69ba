import type { Role } from '@platform/contract';
import { isInvestorOrCorporate, isStartup } from '../../platform/policy.js';

type Company = { readonly role: Role | string };

/**
 * What the back office may do to a company's account. Only managers reach the back office (its
 * routes' guard), so the rules here are about the account, not about which manager asks.
 */
export const companyAccountPolicy = {
  /**
   * Writing recommendations: a startup's profile shows them in place of its stock advice, by score
   * category; the other kinds of company have no such place, so nothing would show them.
   */
  recommend: (company: Company): boolean => isStartup(company),
  /** Exporting its backer record (checks before backing rounds): only investors and corporates back rounds. */
  exportBackerRecords: (company: Company): boolean => isInvestorOrCorporate(company),
};

/** The managers' abilities on a company's account, as the account answer carries them for the screen's cards. */
export const companyAccountAbilities = (company: Company) => ({
  write_recommendations: companyAccountPolicy.recommend(company),
  export_backer_records: companyAccountPolicy.exportBackerRecords(company),
});
