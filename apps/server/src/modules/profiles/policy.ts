import type { Role } from '@platform/contract';
import { isCompany, isExpertCompany, isInvestorOrCorporate, isManager, isStartup } from '../../platform/policy.js';

export type Caller = { readonly id: string; readonly role: Role };

/**
 * A company's profile as a caller asks for it: whose it is and, for an expert company, whether it
 * works for that company now (the routes look that up only when `readingHangsOnWork` says so,
 * because it costs a query).
 */
export type ProfileRecord = { readonly companyId: string; readonly servedByCaller?: boolean };

/** Who may do what to a company's profile; the routes' guards already say which kinds open which profile. */
export const profilePolicy = {
  /** An expert company reads a client's profile only while it works for it; everyone else the guard lets in reads any. */
  readingHangsOnWork: (caller: Caller): boolean => isExpertCompany(caller),

  /** Another company's profile (startup, investor or corporate), opened by a kind the route lets in. */
  read(caller: Caller, profile: ProfileRecord): boolean {
    if (isExpertCompany(caller)) return profile.servedByCaller === true;
    return true;
  },

  /**
   * A startup's passport: like its profile, and the startup reads its own (it shows on its own
   * profile page) but never another startup's, whose claims it competes with.
   */
  readPassport(caller: Caller, profile: ProfileRecord): boolean {
    if (isStartup(caller)) return caller.id === profile.companyId;
    return profilePolicy.read(caller, profile);
  },

  /**
   * The quote of the offer a profile was opened from: only the ticket's owner (a company asking for
   * partners) has one; a manager made the offer and an expert company reads for its work, not for a deal.
   */
  seeQuote: (caller: Caller): boolean => isCompany(caller) && !isExpertCompany(caller),

  /**
   * A startup's pilot counters on its profile: the startup on its own, and the ones who run or
   * watch pilots (investors, corporates, managers) on another's. An expert company reads the
   * profile for due diligence, which the pilots do not feed.
   */
  readPilotSummary(caller: Caller, profile: ProfileRecord): boolean {
    if (isStartup(caller)) return caller.id === profile.companyId;
    return isInvestorOrCorporate(caller) || isManager(caller);
  },

  /** The files a startup's profile shows (pitch deck, unit economy): the readers of its profile beyond managers, who read files by their own rule. */
  readProfileFiles: (caller: { readonly role: Role }): boolean => isInvestorOrCorporate(caller) || isExpertCompany(caller),
};

/** The caller's abilities on a startup's profile, as its answer carries them for the screen. */
export const startupProfileAbilities = (caller: Caller, profile: ProfileRecord) => ({
  read_pilot_summary: profilePolicy.readPilotSummary(caller, profile),
});
