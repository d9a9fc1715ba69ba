import { describe, expect, it } from 'vitest';
import { zoneToOffer } from './zone-offer';

describe('the browser zone offered in the settings', () => {
  it('is offered when it differs from the account zone or none is set', () => {
    expect(zoneToOffer('Europe/Berlin', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(zoneToOffer(null, 'Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('is not offered when it is the account zone, under either spelling, or unknown', () => {
    expect(zoneToOffer('Asia/Tokyo', 'Asia/Tokyo')).toBeNull();
    expect(zoneToOffer('Europe/Kyiv', 'Europe/Kiev')).toBeNull();
    expect(zoneToOffer('Asia/Calcutta', 'Asia/Kolkata')).toBeNull();
    expect(zoneToOffer('Europe/Berlin', null)).toBeNull();
  });

  it('names a renamed zone by its current name', () => {
    expect(zoneToOffer('UTC', 'Asia/Calcutta')).toBe('Asia/Kolkata');
  });
});
