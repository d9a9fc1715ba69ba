import { jwtVerify, SignJWT } from 'jose';

/** Tokens live 30 days and are renewed once they are a day old, so an active user never sees one expire. */
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const TOKEN_RENEW_AFTER_SECONDS = 24 * 3600;

export type TokenClaims = { sid: string; sub: string; iat: number };

export type Tokens = {
  sign(sessionId: string, userId: string): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
};

/** HS256 tokens naming the session; the session row decides whether the token still works. */
export function createTokens(secret: string): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (sid, sub) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
        return { sid: payload.sid, sub: payload.sub, iat: payload.iat };
      } catch {
        return null;
      }
    },
  };
}
