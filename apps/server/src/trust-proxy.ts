import { isIP } from 'node:net';

/** Names proxy-addr knows for private ranges, usable in the TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: a hop count (`0` trusts no proxy, `1` the one in front of the server) or a list of
 * proxy addresses and CIDR ranges. A range that covers every address would trust any client's
 * `X-Forwarded-For`, so it is refused like a malformed entry.
 */
export function parseTrustProxy(value: string, problems: string[]): number | string[] {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return false;
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || rest.length) return true;
    if (prefix === undefined) return false;
    const bits = /^\d+$/.test(prefix) ? Number(prefix) : -1;
    return bits < 1 || bits > (family === 4 ? 32 : 128);
  });
  if (!entries.length || bad.length) {
    problems.push(
      `TRUST_PROXY: a hop count (0, 1, 2...) or proxy addresses and CIDR ranges separated by commas, not ` +
        `${bad.length ? bad.join(', ') : JSON.stringify(value)} (a range covering every address is refused)`,
    );
    return 0;
  }
  return entries;
}
