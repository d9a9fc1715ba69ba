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
  /** True when the person chose the language on the public pages of this visit, before signing in. */
  chosenSignedOut?: boolean;
}

/** What user info changes: the interface language, whether to keep it on the device, whether to save it on the account. */
export interface LanguageChange {
  language: Language;
  persist: boolean;
  /** The account keeps another language: save this one to it. */
  save?: true;
}

/**
 * Which language user info switches the interface to. Right after signing in the account's
 * language wins and is kept as this device's choice, unless the person has just chosen one on the
 * log-in pages: that fresh choice is kept and saved to the account. Later reads (a reload, a
 * refetch) apply the account's language only while the device has no choice of its own.
 */
export function languageFromAccount(facts: LanguageFacts): LanguageChange | null {
  if (facts.justSignedIn && facts.chosenSignedOut) {
    if (facts.account !== facts.current) return { language: facts.current, persist: true, save: true };
    return facts.stored === facts.current ? null : { language: facts.current, persist: true };
  }
  if (facts.justSignedIn) {
    if (facts.account !== facts.current || facts.stored !== facts.account) return { language: facts.account, persist: true };
    return null;
  }
  if (!facts.stored && facts.account !== facts.current) return { language: facts.account, persist: false };
  return null;
}

// Only this page load counts as "this visit": a choice from an earlier visit is already the
// device's stored language, and the account's language wins over that at sign-in.
let signedOutChoice = false;

/** Notes that the language was chosen while signed out, for the next sign-in to keep it. */
export function noteSignedOutChoice(): void {
  signedOutChoice = true;
}

/** Reads and forgets the note: one sign-in uses it. */
export function takeSignedOutChoice(): boolean {
  const chosen = signedOutChoice;
  signedOutChoice = false;
  return chosen;
}
