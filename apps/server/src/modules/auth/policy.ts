import type { Role } from '@platform/contract';
import type { Config, SessionLifetime } from '../../config.js';
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

/** How long the account's sessions live, and whether it may work before it has a second factor. */
export const sessionPolicy = {
  /** Managers act on every company's data, so their sessions are the short pair; every company account shares the other. */
  lifetime: (account: Account, lifetimes: Config['sessionLifetimes']): SessionLifetime => (isManager(account) ? lifetimes.manager : lifetimes.company),
  /** The roles named in `MFA_REQUIRED_ROLES` must enrol a second factor before anything else. */
  mustHaveSecondFactor: (account: Account, requiredRoles: readonly Role[]): boolean => requiredRoles.includes(account.role),
};
