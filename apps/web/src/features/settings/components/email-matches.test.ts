import { describe, expect, it } from 'vitest';
import { emailMatches } from './email-matches';

describe('delete confirmation', () => {
  it('accepts the own e-mail whatever the letter case and spaces', () => {
    expect(emailMatches('  Founder@Acme.TEST ', 'founder@acme.test')).toBe(true);
  });

  it('refuses another or a partial address', () => {
    expect(emailMatches('founder@acme.tes', 'founder@acme.test')).toBe(false);
    expect(emailMatches('', 'founder@acme.test')).toBe(false);
    expect(emailMatches(undefined, 'founder@acme.test')).toBe(false);
  });
});
