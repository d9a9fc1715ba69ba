import { createHmac } from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens, TOKEN_TTL_SECONDS } from './tokens.js';

const secret = 'a-test-secret-of-enough-length-123';
const tokens = createTokens(secret);
const key = new TextEncoder().encode(secret);
const sid = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const sub = '6fa459ea-ee8a-3ca4-894e-db77e160355e';
const now = () => Math.floor(Date.now() / 1000);

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const hmac = (input: string, k = secret) => createHmac('sha256', k).update(input).digest('base64url');
/** A token from raw parts, signed correctly unless told otherwise. */
function forge(header: unknown, payload: unknown, k = secret): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${hmac(input, k)}`;
}
const claims = (extra: Record<string, unknown> = {}) => ({ sid, sub, iat: now(), exp: now() + 3600, ...extra });

describe('tokens', () => {
  it('signs tokens that verify here and with a standard JWT library', async () => {
    const token = await tokens.sign(sid, sub);
    expect(tokens.verify(token)).toEqual({ sid, sub, iat: expect.any(Number) });
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sid, sub });
    expect(payload.exp! - payload.iat!).toBe(TOKEN_TTL_SECONDS);
    expect(decodeJwt(token).iat).toBeLessThanOrEqual(now());
  });

  it('verifies tokens a standard JWT library signed with the same secret, with or without typ', async () => {
    const plain = await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime('1h').sign(key);
    expect(tokens.verify(plain)).toMatchObject({ sid, sub });
    const typed = await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub).setIssuedAt().setExpirationTime('1h').sign(key);
    expect(tokens.verify(typed)).toMatchObject({ sid, sub });
  });

  it('refuses an expired token and one not yet valid', async () => {
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(now() - 7200)
      .setExpirationTime(now() - 1)
      .sign(key);
    expect(tokens.verify(expired)).toBeNull();
    expect(tokens.verify(forge({ alg: 'HS256' }, claims({ exp: now() })))).toBeNull();
    expect(tokens.verify(forge({ alg: 'HS256' }, claims({ nbf: now() + 600 })))).toBeNull();
    expect(tokens.verify(forge({ alg: 'HS256' }, claims({ nbf: now() - 600 })))).toMatchObject({ sid });
  });

  describe('a token verified before', () => {
    afterEach(() => vi.useRealTimers());

    it('stops verifying once it expires, and a token not yet valid starts when its time comes', () => {
      vi.useFakeTimers({ now: new Date('2026-11-30T10:00:00Z'), toFake: ['Date'] });
      const shortLived = forge({ alg: 'HS256' }, claims({ exp: now() + 60 }));
      const later = forge({ alg: 'HS256' }, claims({ nbf: now() + 60, exp: now() + 3600 }));
      expect(tokens.verify(shortLived)).toMatchObject({ sid, sub });
      expect(tokens.verify(later)).toBeNull();
      vi.setSystemTime(new Date('2026-11-30T10:01:01Z'));
      expect(tokens.verify(shortLived)).toBeNull();
      expect(tokens.verify(later)).toMatchObject({ sid, sub });
    });

    it('is refused under another secret, and the same string altered by a character is checked anew', () => {
      const token = forge({ alg: 'HS256' }, claims());
      expect(tokens.verify(token)).toMatchObject({ sid });
      expect(createTokens('another-secret-of-enough-length-456').verify(token)).toBeNull();
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect(tokens.verify(altered)).toBeNull();
    });
  });

  it('refuses a token without exp, iat, sid or sub, or with them of the wrong type', () => {
    const { exp: _exp, ...noExp } = claims();
    const { iat: _iat, ...noIat } = claims();
    const { sid: _sid, ...noSid } = claims();
    const { sub: _sub, ...noSub } = claims();
    for (const payload of [
      noExp,
      noIat,
      noSid,
      noSub,
      claims({ exp: String(now() + 3600) }),
      claims({ iat: '1' }),
      claims({ sid: 1 }),
      claims({ sub: null }),
    ]) {
      expect(tokens.verify(forge({ alg: 'HS256' }, payload))).toBeNull();
    }
    for (const payload of [[1], 'text', 7, null]) expect(tokens.verify(forge({ alg: 'HS256' }, payload))).toBeNull();
  });

  it('refuses alg none, other algorithms and unknown header fields, even correctly signed', () => {
    const payload = b64(claims());
    expect(tokens.verify(`${b64({ alg: 'none' })}.${payload}.`)).toBeNull();
    expect(tokens.verify(`${b64({ alg: 'none' })}.${payload}`)).toBeNull();
    for (const header of [
      { alg: 'none' },
      { alg: 'HS512' },
      { alg: 'hs256' },
      { alg: 'RS256' },
      {},
      { alg: 'HS256', typ: 'JOSE' },
      { alg: 'HS256', crit: ['exp'] },
      { alg: 'HS256', kid: 'x' },
      { alg: 'HS256', b64: false },
      ['HS256'],
    ]) {
      expect(tokens.verify(forge(header, claims()))).toBeNull();
    }
  });

  it('refuses a wrong signature, a tampered payload or header, and a truncated or empty signature', async () => {
    expect(tokens.verify(forge({ alg: 'HS256' }, claims(), 'another-secret-another-secret-xx'))).toBeNull();
    const token = await tokens.sign(sid, sub);
    const [h, p, s] = token.split('.') as [string, string, string];
    const otherPayload = b64({ ...(JSON.parse(Buffer.from(p, 'base64url').toString()) as object), sub: sid });
    expect(tokens.verify(`${h}.${otherPayload}.${s}`)).toBeNull();
    expect(tokens.verify(`${b64({ alg: 'HS256', typ: 'JWT' })}.${p}.${s}`)).toBeNull();
    expect(tokens.verify(`${h}.${p}.${s.slice(0, -1)}`)).toBeNull();
    expect(tokens.verify(`${h}.${p}.${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(tokens.verify(`${h}.${p}.`)).toBeNull();
    expect(tokens.verify(`${h}.${p}.${s}A`)).toBeNull();
  });

  it('refuses malformed base64, padding, extra or missing segments and junk', async () => {
    const token = await tokens.sign(sid, sub);
    const [h, p, s] = token.split('.') as [string, string, string];
    expect(tokens.verify(`${token}.`)).toBeNull();
    expect(tokens.verify(`${token}.${s}`)).toBeNull();
    expect(tokens.verify(`${h}.${p}`)).toBeNull();
    expect(tokens.verify(`${h}..${p}.${s}`)).toBeNull();
    expect(tokens.verify(`${h}.${p}.${s}=`)).toBeNull();
    expect(tokens.verify(`${h}.${p}.${s.replace(/-/g, '+').replace(/_/g, '/')}+`)).toBeNull();
    for (const junk of ['', '.', '..', 'not-a-token', 'a.b.c', `${h}.${p}.${'A'.repeat(43)}`, `${h}.${p}.${s} `, ` ${token}`, 'x'.repeat(5000)]) {
      expect(tokens.verify(junk)).toBeNull();
    }
    // A payload that is not base64url, or not JSON, signed correctly.
    const signed = (headerPart: string, payloadPart: string) => `${headerPart}.${payloadPart}.${hmac(`${headerPart}.${payloadPart}`)}`;
    expect(tokens.verify(signed(h, `${p}=`))).toBeNull();
    expect(tokens.verify(signed(h, `${p}*`))).toBeNull();
    expect(tokens.verify(signed(h, b64('{"sid":')))).toBeNull();
    expect(tokens.verify(signed(h, Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')))).toBeNull();
    expect(tokens.verify(signed(b64('{"alg":"HS256"'), p))).toBeNull();
    expect(tokens.verify(signed(h, p))).toMatchObject({ sid, sub });
  });
});
