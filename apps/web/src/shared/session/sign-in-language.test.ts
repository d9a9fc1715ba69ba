import { describe, expect, it } from 'vitest';
import { languageFromAccount } from './sign-in-language';

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
});
