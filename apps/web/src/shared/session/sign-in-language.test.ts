import { describe, expect, it } from 'vitest';
import { languageFromAccount, noteSignedOutChoice, takeSignedOutChoice } from './sign-in-language';

describe('language from the account', () => {
  it('switches to the account language at sign-in and keeps it on the device', () => {
    expect(languageFromAccount({ account: 'ru', current: 'en', stored: 'en', justSignedIn: true })).toEqual({ language: 'ru', persist: true });
    expect(languageFromAccount({ account: 'en', current: 'ru', stored: null, justSignedIn: true })).toEqual({ language: 'en', persist: true });
  });

  it('stores the account language at sign-in even when the interface already shows it', () => {
    expect(languageFromAccount({ account: 'ru', current: 'ru', stored: null, justSignedIn: true })).toEqual({ language: 'ru', persist: true });
    expect(languageFromAccount({ account: 'ru', current: 'ru', stored: 'ru', justSignedIn: true })).toBeNull();
  });

  it('later follows the account only while the device has no choice of its own', () => {
    expect(languageFromAccount({ account: 'ru', current: 'en', stored: null, justSignedIn: false })).toEqual({ language: 'ru', persist: false });
    expect(languageFromAccount({ account: 'ru', current: 'en', stored: 'en', justSignedIn: false })).toBeNull();
    expect(languageFromAccount({ account: 'en', current: 'en', stored: null, justSignedIn: false })).toBeNull();
  });

  it('keeps a language just chosen on the log-in page and saves it to the account', () => {
    expect(languageFromAccount({ account: 'en', current: 'ru', stored: 'ru', justSignedIn: true, chosenSignedOut: true })).toEqual({
      language: 'ru',
      persist: true,
      save: true,
    });
    expect(languageFromAccount({ account: 'ru', current: 'ru', stored: 'ru', justSignedIn: true, chosenSignedOut: true })).toBeNull();
  });

  it('remembers a signed-out choice for one sign-in only', () => {
    expect(takeSignedOutChoice()).toBe(false);
    noteSignedOutChoice();
    expect(takeSignedOutChoice()).toBe(true);
    expect(takeSignedOutChoice()).toBe(false);
  });
});
