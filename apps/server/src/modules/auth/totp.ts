import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@platform/contract';

/**
 * The second factor's cryptography: authenticator keys sealed at rest, codes checked, recovery
 * codes made and hashed. Both keys come from `SESSION_SECRET` through HKDF with their own labels,
 * so no new setting has to be kept in step across processes, and neither key is the one that signs
 * sessions. Rotating `SESSION_SECRET` therefore also makes the stored authenticator keys unreadable
 * (docs/security.md says so): their owners sign in with a recovery code and enrol again.
 */
export type TotpCrypto = ReturnType<typeof createTotpCrypto>;

const SEALED_PREFIX = 'v1';
/** Letters and digits an eye cannot confuse (no 0/o, 1/l/i): the codes are typed from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function createTotpCrypto(sessionSecret: string) {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', sessionSecret, Buffer.alloc(0), label, 32));
  const sealKey = derive('platform totp secret seal v1');
  const recoveryKey = derive('platform recovery code hash v1');

  return {
    newSecret: (): string => generateSecret(),

    /** What the QR code holds: the app shows the issuer and the account's e-mail beside the codes. */
    uri: (issuer: string, email: string, secret: string): string =>
      generateURI({ issuer, label: email, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }),

    /** AES-256-GCM with the account id as associated data: a sealed key moved to another account does not open. */
    seal(secret: string, userId: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv).setAAD(Buffer.from(userId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [SEALED_PREFIX, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },

    /** The key, or null when it was sealed under another secret or altered. */
    open(sealed: string, userId: string): string | null {
      const [prefix, iv, tag, body] = sealed.split('.');
      if (prefix !== SEALED_PREFIX || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },

    /**
     * The time step of a right code within one step either side of now and later than `afterStep`
     * (the last one accepted), else null: a code is good once, and a clock a little off still works.
     */
    async check(secret: string, code: string, afterStep: number | null): Promise<number | null> {
      const result = await verify({
        secret,
        token: code,
        epochTolerance: TOTP_PERIOD_SECONDS,
        ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
      }).catch(() => ({ valid: false as const }));
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    },

    /** Ten codes of ten letters and digits (about 49 bits each), shown as `abcde-fghij`. */
    newRecoveryCodes(): string[] {
      const one = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
      return Array.from({ length: RECOVERY_CODE_COUNT }, () => one().replace(/^(.{5})/, '$1-'));
    },

    /**
     * A keyed hash of a recovery code as typed (case, spaces and dashes forgiven): a copy of the
     * database without the server's secret cannot be searched for codes.
     */
    hashRecoveryCode: (code: string): string => createHmac('sha256', recoveryKey).update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex'),
  };
}
