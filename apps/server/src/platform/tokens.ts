import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Tokens live 30 days and are renewed once they are a day old, so an active user never sees one expire. */
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const TOKEN_RENEW_AFTER_SECONDS = 24 * 3600;

export type TokenClaims = { sid: string; sub: string; iat: number };

export type Tokens = {
  sign(sessionId: string, userId: string): Promise<string>;
  /** The claims of a well-formed, correctly signed, unexpired token; null for anything else. */
  verify(token: string): TokenClaims | null;
};

/** Far above any token we issue (about 200 characters); longer input is refused before any work. */
const MAX_TOKEN_LENGTH = 2048;
/** Unpadded base64url, as JWS compact serialisation requires. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const HEADER = base64url(JSON.stringify({ alg: 'HS256' }));
const utf8 = new TextDecoder('utf-8', { fatal: true });

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The JSON object a base64url segment holds, or null (bad alphabet, bad UTF-8 or JSON, not an object). */
function decodeObject(segment: string): Record<string, unknown> | null {
  if (!BASE64URL.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(utf8.decode(Buffer.from(segment, 'base64url')));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The header may say HS256 and, optionally, that it is a JWT; nothing else (no `crit`, no `kid`, no other alg). */
function headerIsHs256(header: Record<string, unknown>): boolean {
  for (const key of Object.keys(header)) {
    if (key === 'alg') continue;
    if (key === 'typ' && header.typ === 'JWT') continue;
    return false;
  }
  return header.alg === 'HS256';
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * HS256 JSON Web Tokens naming the session; the session row decides whether the token still works.
 * Verification is a synchronous HMAC with node:crypto; tokens signed by any standard JWT library
 * with the same secret verify, and these tokens verify there.
 */
export function createTokens(secret: string): Tokens {
  const key = Buffer.from(secret, 'utf8');
  const mac = (signingInput: string) => createHmac('sha256', key).update(signingInput).digest();
  // A token checked once is the same string on the next call: its claims are kept (5,000 devices'
  // worth, a couple of MB at most), so the MAC and the JSON are computed once per token and process
  // instead of on every call (some 12 % of a guarded call's CPU). The times are checked on every call;
  // whether the session still works is the session lookup's to say, as before.
  const checked = new LRUCache<string, { claims: TokenClaims; exp: number; nbf: number | undefined }>({ max: 5_000 });
  const timesHold = (exp: number, nbf: number | undefined) => {
    const now = Date.now() / 1000;
    return exp > now && (nbf === undefined || nbf <= now);
  };

  return {
    async sign(sid, sub) {
      const iat = Math.floor(Date.now() / 1000);
      const input = `${HEADER}.${base64url(JSON.stringify({ sid, sub, iat, exp: iat + TOKEN_TTL_SECONDS }))}`;
      return `${input}.${mac(input).toString('base64url')}`;
    },
    verify(token) {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
      const known = checked.get(token);
      if (known) return timesHold(known.exp, known.nbf) ? known.claims : null;
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
      if (!BASE64URL.test(signaturePart)) return null;
      // A SHA-256 MAC is 32 bytes: 43 base64url characters; compared in constant time.
      const expected = Buffer.from(mac(`${headerPart}.${payloadPart}`).toString('base64url'));
      const given = Buffer.from(signaturePart);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const header = decodeObject(headerPart);
      if (!header || !headerIsHs256(header)) return null;
      const payload = decodeObject(payloadPart);
      if (!payload) return null;
      const { sid, sub, iat, exp, nbf } = payload;
      if (typeof sid !== 'string' || typeof sub !== 'string' || !isTime(iat) || !isTime(exp)) return null;
      if (nbf !== undefined && !isTime(nbf)) return null;
      if (!timesHold(exp, nbf)) return null;
      const claims: TokenClaims = Object.freeze({ sid, sub, iat });
      checked.set(token, { claims, exp, nbf });
      return claims;
    },
  };
}
