import { describe, expect, it } from 'vitest';
import { defaultRegimeSettings, yearlyLimit, type BackerClass, type RegimeSettings } from '@platform/contract';
import { limitBasisWording, remainingRoom } from './limit-basis';

/** The wording of the limit the contract's own rule computes, so the page and the server cannot drift apart. */
function wordingOf(cls: BackerClass, own_funds: number, turnover: number, settings: RegimeSettings = defaultRegimeSettings) {
  const { limit, basis } = yearlyLimit(settings, cls, { own_funds, turnover });
  return limitBasisWording({ regime: settings.regime, limit, basis });
}

describe('limit basis wording', () => {
  it('says the floor replaced a smaller share when a figure is below the threshold', () => {
    expect(wordingOf('non_accredited', 20_000, 30_000)).toEqual({
      key: 'investorChecks.limit.basis.floor',
      money: { threshold: 124_000, figure: 30_000, share: 1_500, limit: 2_500 },
      percent: 5,
    });
  });

  it('gives 5 % of the larger figure when either is below the threshold', () => {
    expect(wordingOf('non_accredited', 100_000, 500_000)).toEqual({
      key: 'investorChecks.limit.basis.percentBelow',
      money: { threshold: 124_000, figure: 500_000, share: 25_000, limit: 25_000 },
      percent: 5,
    });
  });

  it('gives 10 % of the larger figure when both reach the threshold', () => {
    expect(wordingOf('non_accredited', 200_000, 300_000)).toMatchObject({
      key: 'investorChecks.limit.basis.percentAbove',
      money: { limit: 30_000 },
      percent: 10,
    });
  });

  it('says the cap replaced a larger share', () => {
    expect(wordingOf('non_accredited', 2_000_000, 3_000_000)).toMatchObject({
      key: 'investorChecks.limit.basis.cap',
      money: { figure: 3_000_000, share: 300_000, limit: 124_000 },
    });
  });

  it('says why no limit applies: an accredited investor, or the EU rules', () => {
    expect(wordingOf('accredited', 0, 0).key).toBe('investorChecks.limit.basis.noneAccredited');
    expect(wordingOf('non_sophisticated', 0, 0, { ...defaultRegimeSettings, regime: 'ecsp' }).key).toBe('investorChecks.limit.basis.noneEcsp');
  });
});

describe('remaining room', () => {
  it('is what remains under a limit, and nothing without one or before the limits are read', () => {
    expect(remainingRoom({ limit: 2_500, remaining: 1_000 })).toBe(1_000);
    expect(remainingRoom({ limit: 2_500, remaining: null })).toBe(2_500);
    expect(remainingRoom({ limit: null, remaining: null })).toBeNull();
    expect(remainingRoom(undefined)).toBeNull();
  });
});
