import type { Role } from '@platform/contract';
import { isExpertCompany, isManager, isStartup } from '../../platform/policy.js';

type Account = { readonly role: Role };

/** Who may get which way in without a password. */
export const signinLinkPolicy = {
  /**
   * A manager's one-time sign-in link for a company's account (support): never for a manager's
   * account, which would let one manager act as another without a trace of who signed in.
   */
  link: (account: Account): boolean => !isManager(account),
  /** An invitation is how a manager account gets its first way in; a company signs up itself. */
  invite: (account: Account): boolean => isManager(account),
};

/**
 * What a sign-up body carries by the kind of account it opens: the kind is data the visitor
 * chose (the schema already limits it to the company kinds), not a permission.
 */
export const signupKind = {
  /** Only an expert company says which industries it knows. */
  hasExpertise: (chosen: Account): boolean => isExpertCompany(chosen),
  /** Only a startup fills the brief (country, regions, industries, rounds) the matching reads. */
  hasBrief: (chosen: Account): boolean => isStartup(chosen),
};
