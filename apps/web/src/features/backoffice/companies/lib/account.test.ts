import { describe, expect, it } from 'vitest';
import { blockAction, recommendationEntries, signinLinkRefusal, websiteHref } from './account';
import { backofficeFieldRules } from './forms';
import { formFieldMessage } from '@/shared/i18n/form-field-error';

describe('a company account', () => {
  it('offers block to an active account, unblock to a blocked one, neither to a deleted one', () => {
    expect(blockAction('active')).toBe('block');
    expect(blockAction('blocked')).toBe('unblock');
    expect(blockAction('deleted')).toBeNull();
  });

  it('sends a sign-in link only to an active account, and says why not otherwise', () => {
    expect(signinLinkRefusal('active')).toBeNull();
    expect(signinLinkRefusal('blocked')).toBe('blocked');
    expect(signinLinkRefusal('deleted')).toBe('deleted');
  });

  it('opens a website with or without its scheme', () => {
    expect(websiteHref('acme.io')).toBe('https://acme.io');
    expect(websiteHref('http://acme.io')).toBe('http://acme.io');
  });

  it('lists every category, with the manager text where one is written', () => {
    const team = {
      category: 'team' as const,
      title: 'Hire a CTO',
      text: 'The team needs a technical lead.',
      updated_at: '2026-01-02T00:00:00.000Z',
      author: 'Ann Lee',
    };
    expect(recommendationEntries([team])).toEqual([
      { category: 'team', written: team },
      { category: 'management', written: null },
      { category: 'technology', written: null },
      { category: 'business', written: null },
    ]);
  });
});

describe('back-office form messages', () => {
  it('names the contract bounds of a field', () => {
    expect(formFieldMessage(backofficeFieldRules.reason, { type: 'too_small' }, 'ab')).toEqual({ key: 'fieldErrors.textTooShort', params: { min: 3 } });
    expect(formFieldMessage(backofficeFieldRules.reason, { type: 'too_small' }, '  ')).toEqual({ key: 'validation.required' });
    expect(formFieldMessage(backofficeFieldRules.text, { type: 'too_big' }, 'x'.repeat(2001))).toEqual({
      key: 'fieldErrors.textTooLong',
      params: { max: 2000 },
    });
    expect(formFieldMessage(backofficeFieldRules.title, { type: 'too_small' }, 'ab')).toEqual({ key: 'fieldErrors.textTooShort', params: { min: 3 } });
    expect(formFieldMessage(backofficeFieldRules.email, { type: 'invalid_format' }, 'nope')).toEqual({ key: 'validation.emailNotCorrect' });
  });

  it('puts a server refusal on its field and keeps the server text', () => {
    expect(formFieldMessage(backofficeFieldRules.email, { type: 'server', message: 'This e-mail is taken' }, 'a@b.co')).toEqual({
      text: 'This e-mail is taken',
    });
  });
});
