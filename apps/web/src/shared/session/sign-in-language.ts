import type { Language } from '@platform/contract';

export interface LanguageFacts {
  /** The account's language from user info. */
  account: Language;
  /** The interface language now. */
  current: Language;
  /** The language kept in `current_language`, if any. */
  stored: Language | null;
  /** True for the first user info after a log-in, a sign-in link or a finished sign-up. */
  justSignedIn: boolean;
}

/**
 * Which language user info switches the interface to. Right after signing in the account's
 * language wins and is kept as this device's choice; later reads (a reload, a refetch) apply it
 * only while the device has no choice of its own.
 */
export function languageFromAccount(facts: LanguageFacts): { language: Language; persist: boolean } | null {
  if (facts.justSignedIn) {
    if (facts.account !== facts.current || facts.stored !== facts.account) return { language: facts.account, persist: true };
    return null;
  }
  if (!facts.stored && facts.account !== facts.current) return { language: facts.account, persist: false };
  return null;
}
