import { describe, expect, it } from 'vitest';
import { deviceKey, deviceName, emailHash, maskIp } from './device.js';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('what a session shows of its client', () => {
  it('names the browser and the system, or says the device is unknown', () => {
    expect(deviceName(CHROME_MAC)).toBe('Chrome on macOS');
    expect(deviceName('Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0')).toBe('Firefox on Android');
    expect(deviceName(undefined)).toBe('Unknown device');
    expect(deviceName('curl-ish/1.0')).toBe('Unknown device');
  });

  it('keeps one key for a browser across its updates, another for another browser, none for an unknown one', () => {
    expect(deviceKey(CHROME_MAC)).toBe(deviceKey(CHROME_MAC.replace('Chrome/131', 'Chrome/140')));
    expect(deviceKey(CHROME_MAC)).not.toBe(deviceKey('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'));
    expect(deviceKey('lightMyRequest')).toBeNull();
    expect(deviceKey(null)).toBeNull();
  });

  it('hides the last octet of an IPv4 address and all but the first 48 bits of an IPv6 one', () => {
    expect(maskIp('203.0.113.45')).toBe('203.0.113.x');
    expect(maskIp('::ffff:198.51.100.7')).toBe('198.51.100.x');
    expect(maskIp('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(maskIp('::1')).toBe('0:0:0::/48');
    expect(maskIp('not an address')).toBeNull();
    expect(maskIp(undefined)).toBeNull();
  });

  it('keeps an e-mail as a keyed hash, the same for any case or spacing', () => {
    expect(emailHash('k', ' Someone@Example.test ')).toBe(emailHash('k', 'someone@example.test'));
    expect(emailHash('k', 'someone@example.test')).not.toBe(emailHash('other', 'someone@example.test'));
  });
});
