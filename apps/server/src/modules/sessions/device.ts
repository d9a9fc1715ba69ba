import { createHash, createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import Bowser from 'bowser';

/** What a sign-in or a session shows of the client: the request's address and user agent. */
export type ClientMeta = { ip?: string | undefined; userAgent?: string | undefined };

export const UNKNOWN_DEVICE = 'Unknown device';

/** The browser and system a user agent names ("Chrome on macOS"); `Unknown device` when it names neither. */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || UNKNOWN_DEVICE;
}

/**
 * What counts as the same device for the new-device letter: the browser, the system and the kind
 * of platform, without versions, so an update of the browser is not a new device. A user agent
 * that says nothing has no key, and a sign-in from it is never called new.
 */
export function deviceKey(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (!browser.name && !os.name) return null;
  const parts = [browser.name || '', os.name || '', platform.type || ''].map((p) => p.toLowerCase());
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32);
}

/**
 * The address as an account may see it: an IPv4 address without its last octet (`203.0.113.x`),
 * an IPv6 one with only its first 48 bits (the site's prefix), so a list shown on a screen or read
 * by a manager does not pin one household. An IPv4 address mapped into IPv6 is shown as IPv4.
 */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(plain) === 4) return `${plain.split('.').slice(0, 3).join('.')}.x`;
  if (isIP(plain) !== 6) return null;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 3)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/48`;
}

/** An e-mail no account has, kept only as a keyed hash: attempts on one address can be counted, the address not read back. */
export const emailHash = (secret: string, email: string) => createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex');
